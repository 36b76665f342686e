import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@tours/core/contract';
import type { StaffMember } from '@tours/core/schemas';
import { ErrorState, Spinner } from '../../components/States';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { ROLE_LABEL } from '../../lib/access';
import { timestampLabel } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';

/** Invites a person by e-mail with a role; the mail carries a single-use code (and link). */
function InviteForm() {
  const app = useApp();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('desk');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const sent = await app.api.inviteStaff({ email, role });
      notify.success(`Invitation sent to ${sent.email}`);
      setEmail('');
    } catch (error) {
      notify.error(error, 'Could not send the invitation');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="invite-form" onSubmit={submit} noValidate aria-label="Invite a person">
      <Field label="E-mail to invite">
        {(props) => (
          <input
            {...props}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Role">
        {(props) => (
          <select {...props} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy || !email.includes('@')}>
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

/** One person's row: role, access, last sign-in, second factor, and what an owner may change. */
const PersonRow = observer(function PersonRow({ person, self }: { person: StaffMember; self: boolean }) {
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const act = async (what: string, change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      notify.success(what);
    } catch (error) {
      notify.error(error, 'Could not change it');
    } finally {
      setBusy(false);
    }
  };
  const label = person.name ? `${person.name} (${person.email})` : person.email;
  return (
    <tr className={person.active ? undefined : 'row-muted'}>
      <th scope="row">
        {person.name ?? '—'}
        <div className="muted">{person.email}</div>
      </th>
      <td>
        <select
          aria-label={`Role of ${label}`}
          value={person.role}
          disabled={self || busy || !person.active}
          title={self ? 'You cannot change your own role: ask another owner.' : undefined}
          onChange={(e) =>
            void act(`${label} is now ${ROLE_LABEL[e.target.value as StaffRole]}`, () =>
              app.api.updateStaff(person._id, { role: e.target.value as StaffRole }),
            )
          }
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </select>
      </td>
      <td>{person.active ? 'Active' : 'Disabled'}</td>
      <td>{person.lastLoginAt ? timestampLabel(person.lastLoginAt) : 'Never'}</td>
      <td>
        {person.secondFactor ? 'On' : 'Off'}
        {person.secondFactor && !self && (
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={busy}
            onClick={() =>
              void act(`Second factor of ${label} reset`, () => app.api.resetStaffSecondFactor(person._id))
            }
          >
            Reset
          </button>
        )}
      </td>
      <td>
        {self ? (
          <span className="muted">You</span>
        ) : (
          <button
            type="button"
            className={person.active ? 'button button-danger-ghost button-small' : 'button button-small'}
            disabled={busy}
            onClick={() =>
              void act(
                person.active ? `${label} disabled; their sessions have ended` : `${label} enabled`,
                () => app.api.updateStaff(person._id, { active: !person.active }),
              )
            }
          >
            {person.active ? `Disable ${person.email}` : `Enable ${person.email}`}
          </button>
        )}
      </td>
    </tr>
  );
});

/** The owner's rule: everyone signs in with a second factor. */
const RequireSecondFactor = observer(function RequireSecondFactor() {
  const app = useApp();
  const query = useQuery((_: number, o) => app.api.getStaffSettings(o), 0, ['Staff']);
  const on = query.data?.requireSecondFactor ?? false;
  const toggle = async () => {
    try {
      await app.api.updateStaffSettings({ requireSecondFactor: !on });
      notify.success(on ? 'A second factor is optional again' : 'Everyone must now use a second factor');
    } catch (error) {
      notify.error(error, 'Could not change the rule');
    }
  };
  return (
    <label className="checkbox-row">
      <input type="checkbox" checked={on} disabled={!query.data} onChange={() => void toggle()} />
      Require a second factor (authenticator app) from everyone
      {!app.admin.secondFactor.enabled && <span className="muted"> — set up your own first</span>}
    </label>
  );
});

export const PeoplePanel = observer(function PeoplePanel() {
  const app = useApp();
  const list = useQuery((_: number, o) => app.api.getStaff(o), 0, ['Staff']);
  return (
    <section className="panel panel-pad" aria-labelledby="people-heading">
      <h2 id="people-heading">People</h2>
      <RequireSecondFactor />
      <InviteForm />
      {list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.reload({ force: true })} />
      ) : !list.data ? (
        <Spinner label="Loading staff" />
      ) : (
        <>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Role</th>
                  <th scope="col">Access</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Second factor</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.data.people.map((p) => (
                  <PersonRow key={p._id} person={p} self={p.email === app.admin.adminEmail} />
                ))}
              </tbody>
            </table>
          </div>
          {list.data.invitations.length > 0 && (
            <>
              <h3>Open invitations</h3>
              <ul className="invitations">
                {list.data.invitations.map((i) => (
                  <li key={i._id}>
                    {i.email} · {ROLE_LABEL[i.role]} · until {timestampLabel(i.expiresAt)}{' '}
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      onClick={() =>
                        void app.api
                          .revokeStaffInvitation(i._id)
                          .then(() => notify.success(`Invitation to ${i.email} withdrawn`))
                          .catch((error: unknown) => notify.error(error, 'Could not withdraw it'))
                      }
                    >
                      Withdraw
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
});
