import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { Screen } from '../lib/app-store';
import { Icon } from '../components/Icon';
import { useApp } from '../lib/app-context';

const NAV: { screen: Screen; label: string; key: string }[] = [
  { screen: 'bookings', label: 'Bookings', key: '1' },
  { screen: 'tickets', label: 'Tickets', key: '2' },
  { screen: 'schedule', label: 'Dates & slots', key: '3' },
  { screen: 'send', label: 'Send tickets', key: '4' },
  { screen: 'coupons', label: 'Coupons', key: '5' },
  { screen: 'promotions', label: 'Promotions', key: '6' },
  { screen: 'settings', label: 'Settings', key: '7' },
  { screen: 'checkin', label: 'Check-in', key: '8' },
  { screen: 'resellers', label: 'Resellers', key: '9' },
];

/** Sidebar navigation; Alt+1…9 switches section, "/" focuses the screen's search box. */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const app = useApp();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = !!target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const item = NAV.find((n) => n.key === event.key);
        if (item) {
          event.preventDefault();
          app.go(item.screen);
        }
        return;
      }
      if (event.key === '/' && !typing && !document.querySelector('dialog[open]')) {
        const search = document.querySelector<HTMLInputElement>('[data-search]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app]);
  // Messages belong to the screen that raised them ("Please fix 5 fields" must not follow the
  // user to another section).
  useEffect(() => toast.dismiss(), [app.screen]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Tours Back Office</span>
        </div>
        <nav aria-label="Sections">
          <ul>
            {NAV.map((item) => (
              <li key={item.screen}>
                <a
                  href={`#/${item.screen}`}
                  className={app.screen === item.screen ? 'nav-link active' : 'nav-link'}
                  aria-current={app.screen === item.screen ? 'page' : undefined}
                  aria-keyshortcuts={`Alt+${item.key}`}
                  onClick={(event) => {
                    event.preventDefault();
                    app.go(item.screen);
                  }}
                >
                  <span className="nav-icon" aria-hidden="true">
                    <Icon name={item.screen} />
                  </span>
                  <span className="nav-label">{item.label}</span>
                  <kbd className="nav-key" aria-hidden="true">
                    Alt {item.key}
                  </kbd>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar-footer">
          <p className="sidebar-user" title={app.admin.adminEmail ?? ''}>
            {app.admin.adminEmail ?? app.expiredEmail}
          </p>
          <button
            type="button"
            className="button button-ghost-dark button-small"
            onClick={() => void app.signOut()}
          >
            Sign out
          </button>
        </div>
      </aside>
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
});
