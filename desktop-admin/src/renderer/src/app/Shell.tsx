import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../components/Icon';
import { useApp } from '../lib/app-context';
import { ROLE_LABEL, SECTION_CALL } from '../lib/access';
import { SECTIONS } from '../lib/sections';

/** Sidebar navigation; Alt+<key> switches section (lib/sections.ts), "/" focuses the screen's search box. */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const app = useApp();
  // Sections whose call the signed-in person's role may not make are not offered (core's contract
  // says which; the API refuses them anyway). Settings (the API address) is everyone's. Behind the
  // session-expired dialog (no role until the next sign-in) the menu stays as it was drawn.
  const sections = SECTIONS.filter((item) => {
    const call = SECTION_CALL[item.screen];
    return !call || !app.admin.role || app.admin.can(call);
  });
  const hidden = SECTIONS.length - sections.length;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = !!target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const item = sections.find((n) => n.key === event.key);
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
  }, [app, sections]);
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
            {sections.map((item) => (
              <li key={item.screen}>
                <a
                  href={`#/${item.screen}`}
                  className={app.screen === item.screen ? 'nav-link active' : 'nav-link'}
                  aria-current={app.screen === item.screen ? 'page' : undefined}
                  aria-keyshortcuts={item.key ? `Alt+${item.key}` : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    app.go(item.screen);
                  }}
                >
                  <span className="nav-icon" aria-hidden="true">
                    <Icon name={item.screen} />
                  </span>
                  <span className="nav-label">{item.label}</span>
                  {item.key && (
                    <kbd className="nav-key" aria-hidden="true">
                      Alt {item.key}
                    </kbd>
                  )}
                </a>
              </li>
            ))}
          </ul>
          {hidden > 0 && app.admin.role && (
            <p className="sidebar-note">
              {hidden === 1 ? 'One section is' : `${hidden} sections are`} not for the{' '}
              {ROLE_LABEL[app.admin.role]} role.
            </p>
          )}
        </nav>
        <div className="sidebar-footer">
          <p className="sidebar-user" title={app.admin.adminEmail ?? ''}>
            {app.admin.adminEmail ?? app.expiredEmail}
            {app.admin.role && <span className="sidebar-role"> · {ROLE_LABEL[app.admin.role]}</span>}
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
