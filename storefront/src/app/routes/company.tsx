import { CompanyContent } from '@/features/help/CompanyContent';
import '@/features/help/help.css';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function CompanyPage() {
  const site = useSite();
  usePageMeta(
    'Company details',
    'Who runs this booking site: company name, licence, address and how to reach our support team.',
    site.name,
  );
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Company details</h1>
        <p>Who we are and how to reach us.</p>
      </header>
      <CompanyContent />
    </div>
  );
}
