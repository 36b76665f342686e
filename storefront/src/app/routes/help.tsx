import { HelpContent } from '@/features/help/HelpContent';
import '@/features/help/help.css';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function HelpPage() {
  const site = useSite();
  usePageMeta(
    'Help center',
    'Answers about booking, paying, tickets, cancellations and refunds for Dubai attractions and tours.',
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Help center</h1>
        <p>Answers to the questions visitors ask most about booking and cancelling.</p>
      </header>
      <HelpContent />
    </div>
  );
}
