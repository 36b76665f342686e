import { Trans, useLingui } from '@lingui/react/macro';
import { HelpContent } from '@/features/help/HelpContent';
import '@/features/help/help.css';
import { useLocale } from '@/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function HelpPage() {
  const { t } = useLingui();
  const site = useSite();
  const locale = useLocale();
  usePageMeta(
    t`Help center`,
    t`Answers about booking, paying, tickets, cancellations and refunds for Dubai attractions and tours.`,
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>{t`Help center`}</h1>
        <p>
          <Trans>Answers to the questions visitors ask most about booking and cancelling.</Trans>
        </p>
      </header>
      <HelpContent locale={locale} />
    </div>
  );
}
