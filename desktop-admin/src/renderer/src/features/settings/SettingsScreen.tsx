import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/Field';
import { sectionKeyRange } from '../../lib/sections';
import { notify } from '../../lib/toast';
import { normalizeApiUrl } from '../../../../shared/api-url';

const PERSISTENCE: Record<string, string> = {
  encrypted:
    'Kept by the app, encrypted with your operating system’s keychain; you stay signed in after a restart.',
  memory:
    'Kept in memory only, because this system offers no keychain encryption; sign in again after each restart.',
  session: 'Kept for this browser tab only (web mode).',
};

export const SettingsScreen = observer(function SettingsScreen({
  standalone = false,
}: {
  standalone?: boolean;
}) {
  const app = useApp();
  const keys = sectionKeyRange();
  const [url, setUrl] = useState(app.apiUrl);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      normalizeApiUrl(url);
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await app.platform.setApiUrl(url);
      notify.success(`API address saved: ${saved}`);
      // Electron reloads the window itself under the new CSP; the browser reloads here.
      if (app.platform.kind === 'web') window.location.reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <PageHeader title="Settings" subtitle="Which server this app talks to and how your session is kept." />
      <section className={standalone ? '' : 'panel panel-pad settings'}>
        <form onSubmit={submit} noValidate className="settings-form">
          <Field
            label="API address"
            error={error}
            hint="e.g. http://localhost:3000/api/v1. Changing it signs you out; the app only ever connects to this address."
          >
            {(p) => <input {...p} value={url} onChange={(e) => setUrl(e.target.value)} spellCheck={false} />}
          </Field>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={saving || url === app.apiUrl}>
              Save address
            </button>
            {standalone && (
              <a className="button" href="#/bookings" onClick={() => app.go('bookings')}>
                Back to sign in
              </a>
            )}
          </div>
        </form>
        <dl className="detail-list">
          <div className="detail-row">
            <dt>Session token</dt>
            <dd>{PERSISTENCE[app.tokenPersistence]}</dd>
          </div>
          <div className="detail-row">
            <dt>Running as</dt>
            <dd>{app.platform.kind === 'electron' ? 'Desktop app' : 'Web (browser) mode'}</dd>
          </div>
          <div className="detail-row">
            <dt>Keyboard</dt>
            <dd>
              <kbd>Alt</kbd>+<kbd>{keys.first}</kbd>…<kbd>{keys.last}</kbd> sections · <kbd>/</kbd> search ·{' '}
              <kbd>N</kbd> new ticket · <kbd>Ctrl</kbd>+<kbd>Enter</kbd> save or send · <kbd>Esc</kbd> close a
              dialog
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
});
