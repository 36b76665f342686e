import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@tours/core/domain';
import { HelpContent, helpText } from '@/features/help/HelpContent';
import '@/features/help/help.css';
import { useLocale } from '@/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

/** Loads the help text in a language, so that the page renders at once (the server's, hydration). */
export const preloadText = (locale: Locale) => helpText.preload(locale);

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
