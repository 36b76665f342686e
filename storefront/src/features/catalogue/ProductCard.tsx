import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatMoney } from '@tours/core/domain';
import type { Product } from '@tours/core/schemas';
import { useMoneyLocale } from '@/i18n/i18n';
import { assetUrl } from '@/lib/assets';
import { durationRangeText } from './duration';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { i18n } = useLingui();
  const money = useMoneyLocale();
  const image = product.images[0];
  const summary = product.description.split(/(?<=\.)\s/)[0] ?? product.description;
  return (
    <article className="product-card">
      <div className="product-card-media">
        {image && (
          <img
            src={assetUrl(product.slug, image)}
            alt=""
            width="640"
            height="400"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <div className="product-card-body">
        {product.location && <p className="product-card-location">{product.location}</p>}
        <h3>
          <Link to={`/${product.slug}`} className="stretched-link">
            {product.name}
          </Link>
        </h3>
        <p className="product-card-summary">{summary}</p>
        {(product.fromPrice != null || product.duration) && (
          <p className="product-card-facts">
            {product.fromPrice != null && (
              <span className="product-card-price">
                <Trans>
                  from <strong>{formatMoney(product.fromPrice, product.currency, money)}</strong>
                </Trans>
              </span>
            )}
            {product.duration && <span>{durationRangeText(i18n, product.duration)}</span>}
          </p>
        )}
        <p className="product-card-meta">
          <span aria-hidden="true">✓</span> <Trans>Instant confirmation · Mobile tickets</Trans>
        </p>
      </div>
    </article>
  );
}
