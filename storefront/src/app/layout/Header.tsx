import { Link } from 'react-router-dom';
import { fallbackLogo } from '@/components/PageFallback';
import { useSite } from '@/stores/site';

export function Header() {
  const site = useSite();
  return (
    <header className="site-header">
      <div className="container">
        <Link to="/" className="brand" aria-label={`${site.name}, home`}>
          <img src={site.logo} alt="" width="36" height="36" onError={fallbackLogo} />
          <span>{site.name}</span>
        </Link>
        <nav className="header-nav" aria-label="Main">
          <Link to="/#attractions" className="hide-sm">
            Attractions
          </Link>
          <Link to="/booking" className="hide-sm">
            Manage booking
          </Link>
          <Link to="/help-center">Help</Link>
        </nav>
      </div>
    </header>
  );
}
