import { Trans, useLingui } from '@lingui/react/macro';
import { TermsContent } from '@/features/help/TermsContent';
import '@/features/help/help.css';
import { useLocale } from '@/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function TermsPage() {
  const { t } = useLingui();
  const site = useSite();
  const locale = useLocale();
  usePageMeta(
    t`Terms and conditions`,
    t`The terms that apply when you book Dubai attractions and tours with us: our role as an intermediary, eligibility, payments, liability and arbitration.`,
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>{t`Terms and conditions`}</h1>
        <p>
          <Trans>The rules for using this site and booking with us.</Trans>
        </p>
      </header>
      <TermsContent locale={locale} />
    </div>
  );
}
