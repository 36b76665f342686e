import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@tours/core/api';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/Field';

/** The sign-in form, used by the login screen and by the session-expired dialog. */
export const LoginForm = observer(function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const app = useApp();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const error = app.admin.loginError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await app.signIn(email, password);
    if (!ok) setPassword('');
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <Field label="E-mail">
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoFocus={!initialEmail}
          />
        )}
      </Field>
      <Field label="Password">
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoFocus={!!initialEmail}
          />
        )}
      </Field>
      {error && (
        <p className="form-error" role="alert">
          {error.status === 401
            ? 'That e-mail and password do not match an admin account.'
            : apiErrorMessage(error)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={app.admin.isLoggingIn || !email || !password}
      >
        {app.admin.isLoggingIn ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
});
