import { PrivacyContent } from '@/features/help/PrivacyContent';
import '@/features/help/help.css';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function PrivacyPage() {
  const site = useSite();
  usePageMeta(
    'Privacy policy',
    'How we collect, use and protect your personal data when you book Dubai attractions and tours with us.',
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Privacy policy</h1>
        <p>What we collect when you book, why, and your rights.</p>
      </header>
      <PrivacyContent />
    </div>
  );
}
