import { useState, type FormEvent } from 'react';
import { EmailAddress } from '@/components/EmailAddress';
import { FormField } from '@/components/FormField';
import { api } from '@/lib/api';
import { Link } from 'react-router-dom';
import { visitorMessage } from '@/lib/errors';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

/** Said whatever the look-up finds: nobody learns which references exist. */
const SENT = 'If a booking matches, we have sent you a link to manage it. Check your inbox.';

/** Reference + e-mail: the manage link is mailed to the booking's address when they match. */
export function LookupForm({ reference: initialReference = '' }: { reference?: string }) {
  const { i18n } = useLingui();
  const [reference, setReference] = useState(initialReference);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    setError(null);
    try {
      await api.lookupBooking({ reference, email });
      setState('sent');
    } catch (e) {
      setState('idle');
      setError(visitorMessage(i18n, e, i18n._(msg`the look-up`)));
    }
  }

  if (state === 'sent')
    return (
      <section className="card card-pad manage-lookup" aria-labelledby="lookup-sent-title">
        <p className="notice notice-success" role="status">
          {SENT}
        </p>
        <h2 id="lookup-sent-title" className="h3">
          What happens next
        </h2>
        <ol className="manage-next">
          <li>
            An email titled <strong>Manage your booking {reference.trim().toUpperCase()}</strong> arrives at{' '}
            <EmailAddress email={email.trim()} /> within a few minutes. Check your spam folder too.
          </li>
          <li>
            Open its <strong>Manage your booking</strong> button: it shows your booking, and lets you change
            the date, cancel or download your voucher.
          </li>
          <li>
            Nothing after ten minutes? The reference and the email must be those of the booking.{' '}
            <button type="button" className="inline-link" onClick={() => setState('idle')}>
              Check them and try again
            </button>{' '}
            or find how to reach us in the <Link to="/help-center">help center</Link>.
          </li>
        </ol>
      </section>
    );
  return (
    <form className="card card-pad manage-lookup" onSubmit={submit}>
      <h2 className="h3">Find your booking</h2>
      <p className="muted">
        Enter the reference from your confirmation email and the email address you booked with.
      </p>
      <FormField id="manage-reference" label="Booking reference">
        {(control) => (
          <input
            {...control}
            name="reference"
            required
            autoComplete="off"
            placeholder="DXB-7KQ2M9"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="manage-email" label="Email">
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : 'Send me the link'}
      </button>
    </form>
  );
}
