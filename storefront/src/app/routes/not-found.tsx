import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { endHydration } from '@/lib/catalogue-reads';
import { NextSteps } from '@/components/NextSteps';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

/**
 * Any path outside the storefront's routes, and a product that does not exist. The server sends it
 * rendered, with a 404 status (api/src/storefront-ssr.ts).
 */
export default function NotFoundPage() {
  const site = useSite();
  const { t } = useLingui();
  usePageMeta(
    t`Page not found`,
    t`The page you asked for does not exist. Find Dubai attractions and tours from our home page.`,
    site.name,
  );
  // Outside the layout, whose own marker would otherwise end the hydration of a server-rendered page.
  useEffect(endHydration, []);
  return (
    <main className="standalone">
      <div className="card">
        <p className="big" aria-hidden="true">
          404
        </p>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p className="muted">
          <Trans>
            We could not find this page. The link may be old or mistyped. Your booking in progress, if any, is
            still saved.
          </Trans>
        </p>
        <NextSteps to="/" label={t`Browse attractions`} className="standalone-actions" />
      </div>
    </main>
  );
}
