import { observer } from 'mobx-react-lite';
import { useApp } from '../../lib/app-context';
import { Dialog } from '../../components/Dialog';
import { LoginForm } from './LoginForm';

/**
 * Shown over the current screen when the API answers 401: the screen stays mounted, so a ticket
 * being edited or a message being written is still there after signing in again.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const app = useApp();
  return (
    <Dialog
      open={app.sessionExpired}
      title="Your session has expired"
      description="Sign in again to carry on. Nothing you were typing has been lost; save it again after signing in."
      onClose={() => undefined}
      dismissible={false}
      size="sm"
    >
      <LoginForm initialEmail={app.expiredEmail ?? ''} />
      <button type="button" className="button button-ghost button-block" onClick={() => void app.signOut()}>
        Sign out instead
      </button>
    </Dialog>
  );
});
