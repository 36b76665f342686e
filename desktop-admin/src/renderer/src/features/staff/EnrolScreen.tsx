import { observer } from 'mobx-react-lite';
import { useApp } from '../../lib/app-context';
import { EnrolPanel } from './EnrolPanel';

/** Shown instead of the back office while the owner's rule asks this person for a second factor. */
export const EnrolScreen = observer(function EnrolScreen() {
  const app = useApp();
  return (
    <main className="login-screen">
      <div className="login-card login-card-wide">
        <h1>Set up your second factor</h1>
        <p>
          The owner requires an authenticator app from everyone. Set it up to continue as{' '}
          <strong>{app.admin.adminEmail}</strong>.
        </p>
        <EnrolPanel />
        <p className="login-footer">
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void app.signOut()}
          >
            Sign out
          </button>
        </p>
      </div>
    </main>
  );
});
