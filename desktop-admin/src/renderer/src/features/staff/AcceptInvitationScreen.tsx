import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toApiError } from '@tours/core/api';
import { Field } from '../../components/Field';
import { NEW_PASSWORD_MIN_LENGTH, NewPasswordField } from '../../components/NewPasswordField';
import { useApp } from '../../lib/app-context';
import { ROLE_LABEL } from '../../lib/access';

/** The invitation's token from the link (`#/accept-invitation?token=…`), when it came by link. */
function tokenFromHash(): string {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('token') ?? '';
}

/**
 * A new member of staff sets their name and password with the invitation's code (pasted, or from
 * the mail's link); then signs in as everyone does.
 */
export const AcceptInvitationScreen = observer(function AcceptInvitationScreen() {
  const app = useApp();
  const [token, setToken] = useState(tokenFromHash);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ adminEmail: string; role: keyof typeof ROLE_LABEL } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setDone(await app.api.acceptInvitation({ token: token.trim(), name, password }));
    } catch (failure) {
      setError(apiErrorMessage(toApiError(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-screen">
      <div className="login-card">
        <h1>Accept an invitation</h1>
        {done ? (
          <div role="status">
            <p>
              Your account <strong>{done.adminEmail}</strong> is ready ({ROLE_LABEL[done.role]}).
            </p>
            <a
              className="button button-primary button-block"
              href="#/bookings"
              onClick={() => app.go('bookings')}
            >
              Sign in
            </a>
          </div>
        ) : (
          <form className="login-form" onSubmit={submit} noValidate>
            <Field label="Invitation code" hint="From the invitation mail; it works once.">
              {(props) => (
                <input
                  {...props}
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  autoComplete="off"
                  required
                />
              )}
            </Field>
            <Field label="Your name">
              {(props) => (
                <input
                  {...props}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  autoComplete="name"
                  required
                />
              )}
            </Field>
            <NewPasswordField label="Choose a password" value={password} onChange={setPassword} required />
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={busy || !token || !name || password.length < NEW_PASSWORD_MIN_LENGTH}
            >
              {busy ? 'Setting up…' : 'Set my password'}
            </button>
            <p className="login-footer">
              <a href="#/bookings" onClick={() => app.go('bookings')}>
                Back to sign-in
              </a>
            </p>
          </form>
        )}
      </div>
    </main>
  );
});
