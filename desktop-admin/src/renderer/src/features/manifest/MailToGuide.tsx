import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { contract } from '@tours/core/contract';
import { ManifestMailRequestSchema, type ManifestQuery } from '@tours/core/schemas';
import { Field } from '../../components/Field';
import { whyNot } from '../../lib/access';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';

/** Mails the run sheet, its PDF attached, to the guide's address (managers and owners). */
export const MailToGuide = observer(function MailToGuide({ query }: { query: ManifestQuery }) {
  const app = useApp();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const why = whyNot(app.admin, contract.manifest.mail, 'Mailing the manifest');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { ...query, email, ...(message.trim() ? { message } : {}) };
    const checked = ManifestMailRequestSchema.safeParse(request);
    if (!checked.success) {
      setError('Enter the guide’s e-mail address, like guide@example.com.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await app.api.mailManifest(request);
      notify.success(`Manifest mailed to ${result.email} (${result.bookings} bookings)`);
    } catch (failure) {
      notify.error(failure, 'Could not mail the manifest');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel panel-pad manifest-mail-panel" aria-labelledby="mail-guide-heading">
      <h2 id="mail-guide-heading" className="panel-title">
        Mail to guide
      </h2>
      {why ? (
        <p className="muted">{why}</p>
      ) : (
        <form className="manifest-mail" onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Guide’s e-mail" error={error}>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Field label="Note for the guide (optional)">
            {(props) => (
              <input
                {...props}
                value={message}
                maxLength={1000}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Mail PDF'}
          </button>
        </form>
      )}
    </section>
  );
});
