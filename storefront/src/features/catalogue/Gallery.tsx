import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { assetUrl } from '@/lib/assets';
import { useHydrated } from '@/lib/use-hydrated';

/** The product's images: one large, the others as buttons that bring them forward. */
export function Gallery({ folder, images, name }: { folder: string; images: string[]; name: string }) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const interactive = useHydrated();
  if (images.length === 0) return null;
  const current = images[Math.min(active, images.length - 1)]!;
  const number = active + 1;
  const count = images.length;
  return (
    <div className="gallery">
      <img
        className="gallery-main"
        src={assetUrl(folder, current)}
        alt={t`${name}, photo ${number} of ${count}`}
        width="1200"
        height="750"
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t`More photos`}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t`Show photo ${index + 1}`}
                aria-pressed={index === active}
                disabled={!interactive}
                onClick={() => setActive(index)}
              >
                <img src={assetUrl(folder, image)} alt="" width="160" height="100" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
