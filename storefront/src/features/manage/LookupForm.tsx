import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/FormField';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';

/** Said whatever the look-up finds: nobody learns which references exist. */
const SENT = 'If a booking matches, we have sent you a link to manage it. Check your inbox.';

/** Reference + e-mail: the manage link is mailed to the booking's address when they match. */
export function LookupForm({ reference: initialReference = '' }: { reference?: string }) {
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
      setError(visitorMessage(e, 'the look-up'));
    }
  }

  if (state === 'sent')
    return (
      <p className="notice notice-success" role="status">
        {SENT}
      </p>
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
