import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@tours/core/api';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/Field';
import { TotpCodeField } from '../../components/TotpCodeField';

/**
 * The sign-in's second step: the 6-digit code of the authenticator app, or one recovery code
 * (each works once). Five wrong codes end the attempt, and the server then makes the person wait.
 */
const SecondStepForm = observer(function SecondStepForm() {
  const app = useApp();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const error = app.admin.loginError;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await app.submitSecondFactor(recovery ? { recoveryCode: code } : { code });
    if (!ok) setCode('');
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p>
        Signing in as <strong>{app.admin.secondStep?.adminEmail}</strong>.
      </p>
      <TotpCodeField
        label={recovery ? 'Recovery code' : 'Authenticator code'}
        hint={
          recovery
            ? 'One of the ten codes you saved when you set up the app; each works once.'
            : 'The 6 digits your authenticator app shows for Tours Back Office.'
        }
        recovery={recovery}
        value={code}
        onChange={setCode}
        autoFocus
      />
      {error && (
        <p className="form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={app.admin.isLoggingIn || !code}
      >
        {app.admin.isLoggingIn ? 'Checking…' : 'Verify and sign in'}
      </button>
      <div className="login-alternatives">
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => app.admin.cancelSecondStep()}
        >
          Back
        </button>
      </div>
    </form>
  );
});

/** The sign-in form, used by the login screen and by the session-expired dialog. */
export const LoginForm = observer(function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const app = useApp();
  if (app.admin.secondStep) return <SecondStepForm />;
  return <PasswordForm initialEmail={initialEmail} />;
});

const PasswordForm = observer(function PasswordForm({ initialEmail }: { initialEmail: string }) {
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
