import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toApiError } from '@tours/core/api';
import { contract, type StaffRole } from '@tours/core/contract';
import { Field } from '../../components/Field';
import { NEW_PASSWORD_MIN_LENGTH, NewPasswordField } from '../../components/NewPasswordField';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { ROLE_LABEL, whyNot } from '../../lib/access';
import { notify } from '../../lib/toast';
import { EnrolPanel } from './EnrolPanel';
import { PeoplePanel } from './PeoplePanel';

/** What each role may do, as the invitation mail says it (the contract decides; this describes). */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'everything, including staff and settings',
  manager: 'catalogue, dates and slots, bookings, refunds, exports and sending',
  desk: 'check-in and booking look-up only',
};

/** Changing one's own password: the current one is checked, other sessions end. */
function PasswordForm() {
  const app = useApp();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await app.api.changePassword({ currentPassword: current, newPassword: next });
      notify.success('Password changed; your other sessions have ended');
      setCurrent('');
      setNext('');
    } catch (failure) {
      setError(apiErrorMessage(toApiError(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Change password">
      <Field label="Current password">
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <NewPasswordField value={next} onChange={setNext} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || !current || next.length < NEW_PASSWORD_MIN_LENGTH}
      >
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

const AccountPanel = observer(function AccountPanel() {
  const app = useApp();
  const { role, secondFactor } = app.admin;
  return (
    <section className="panel panel-pad" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <p>
        {app.admin.name ? `${app.admin.name} · ` : ''}
        {app.admin.adminEmail} · {role ? `${ROLE_LABEL[role]}: ${ROLE_DUTIES[role]}` : ''}
      </p>
      <div className="account-grid">
        <div>
          <h3>Password</h3>
          <PasswordForm />
        </div>
        <div>
          <h3>Second factor</h3>
          {secondFactor.enabled ? (
            <p>
              <strong>On:</strong> sign-in asks for a code from your authenticator app. Lost your phone? Use a
              recovery code, or ask an owner to reset it.
            </p>
          ) : (
            <EnrolPanel />
          )}
        </div>
      </div>
    </section>
  );
});

/** Staff & account: everyone's own account; the people, invitations and sign-in rules for owners. */
const StaffScreen = observer(function StaffScreen() {
  const app = useApp();
  const peopleOff = whyNot(app.admin, contract.staff.list, 'Managing staff');
  return (
    <div className="screen">
      <PageHeader title="Staff & account" subtitle="Who works in the back office, with which role" />
      <AccountPanel />
      {peopleOff ? <p className="muted">{peopleOff}</p> : <PeoplePanel />}
    </div>
  );
});

export default StaffScreen;
