import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { fallbackLogo } from '@/components/PageFallback';
import { useSite } from '@/stores/site';

export function Header() {
  const site = useSite();
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container">
        <Link to="/" className="brand" aria-label={t`${site.name}, home`}>
          <img src={site.logo} alt="" width="36" height="36" onError={fallbackLogo} />
          {/* Its own direction: a Latin name in an Arabic page keeps its start and loses its end. */}
          <span dir="auto">{site.name}</span>
        </Link>
        <nav className="header-nav" aria-label={t`Main`}>
          <Link to="/#attractions" className="hide-sm">
            <Trans>Attractions</Trans>
          </Link>
          <Link to="/booking" className="hide-sm">
            <Trans>Manage booking</Trans>
          </Link>
          <Link to="/help-center">
            <Trans>Help</Trans>
          </Link>
        </nav>
      </div>
    </header>
  );
}
