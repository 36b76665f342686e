import { Trans, useLingui } from '@lingui/react/macro';
import { CompanyContent } from '@/features/help/CompanyContent';
import '@/features/help/help.css';
import { useLocale } from '@/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function CompanyPage() {
  const { t } = useLingui();
  const site = useSite();
  const locale = useLocale();
  usePageMeta(
    t`Company details`,
    t`Who runs this booking site: company name, licence, address and how to reach our support team.`,
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>{t`Company details`}</h1>
        <p>
          <Trans>Who we are and how to reach us.</Trans>
        </p>
      </header>
      <CompanyContent locale={locale} />
    </div>
  );
}
