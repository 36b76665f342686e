import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';

/** Any path outside the storefront's routes. */
export default function NotFoundPage() {
  usePageMeta(
    'Page not found',
    'The page you asked for does not exist. Find Dubai attractions and tours from our home page.',
  );
  return (
    <main className="standalone">
      <div className="card">
        <p className="big" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="muted">
          We could not find this page. The link may be old or mistyped. Your booking in progress, if any, is
          still saved.
        </p>
        <div className="standalone-actions">
          <Link className="btn btn-primary" to="/">
            Browse attractions
          </Link>
          <Link className="btn btn-secondary" to="/help-center">
            Help center
          </Link>
        </div>
      </div>
    </main>
  );
}
