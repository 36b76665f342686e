import { TermsContent } from '@/features/help/TermsContent';
import '@/features/help/help.css';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function TermsPage() {
  const site = useSite();
  usePageMeta(
    'Terms and conditions',
    'The terms that apply when you book Dubai attractions and tours with us: our role as an intermediary, eligibility, payments, liability and arbitration.',
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Terms and conditions</h1>
        <p>The rules for using this site and booking with us.</p>
      </header>
      <TermsContent />
    </div>
  );
}
