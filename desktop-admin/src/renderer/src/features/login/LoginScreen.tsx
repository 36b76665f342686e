import { observer } from 'mobx-react-lite';
import { useApp } from '../../lib/app-context';
import { LoginForm } from './LoginForm';

export const LoginScreen = observer(function LoginScreen() {
  const app = useApp();
  return (
    <main className="login-screen">
      <div className="login-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true" />
          <div>
            <h1>Tours Back Office</h1>
            <p className="muted">Tickets, dates, slots and bookings for our Dubai attractions</p>
          </div>
        </div>
        <LoginForm />
        <p className="login-footer">
          New here?{' '}
          <a href="#/accept-invitation" onClick={() => app.go('accept-invitation')}>
            Accept an invitation
          </a>
        </p>
        <p className="login-footer muted">
          API: <code>{app.apiUrl}</code> ·{' '}
          <a href="#/settings" onClick={() => app.go('settings')}>
            change
          </a>
        </p>
      </div>
    </main>
  );
});
