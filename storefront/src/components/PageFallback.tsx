import { useLingui } from '@lingui/react/macro';
import { useSite } from '@/stores/site';

/** Shown while a page's code loads: a spinner ring around the product logo. */
export function PageFallback({ label }: { label?: string }) {
  const site = useSite();
  const { t } = useLingui();
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <div className="logo-spinner">
        <img src={site.logo} alt="" width="48" height="48" onError={fallbackLogo} />
      </div>
      <span className="visually-hidden">{label ?? t`Loading`}…</span>
    </div>
  );
}

/** When the site logo cannot be loaded, the bundled mark stands in. */
export function fallbackLogo(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith('/favicon.svg')) img.src = '/favicon.svg';
}
