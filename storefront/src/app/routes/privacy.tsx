import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyContent } from '@/features/help/PrivacyContent';
import '@/features/help/help.css';
import { useLocale } from '@/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function PrivacyPage() {
  const { t } = useLingui();
  const site = useSite();
  const locale = useLocale();
  usePageMeta(
    t`Privacy policy`,
    t`How we collect, use and protect your personal data when you book Dubai attractions and tours with us.`,
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>{t`Privacy policy`}</h1>
        <p>
          <Trans>What we collect when you book, why, and your rights.</Trans>
        </p>
      </header>
      <PrivacyContent locale={locale} />
    </div>
  );
}
