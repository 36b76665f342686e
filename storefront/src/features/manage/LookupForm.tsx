import { useState, type FormEvent } from 'react';
import { isBookingReference } from '@tours/core/domain';
import { ContactFields, contactProblems, focusFirstContactProblem } from '@/components/ContactFields';
import { EmailAddress } from '@/components/EmailAddress';
import { FormField } from '@/components/FormField';
import { api } from '@/lib/api';
import { Link } from 'react-router-dom';
import { visitorMessage } from '@/lib/errors';
import { Trans, useLingui } from '@lingui/react/macro';

/** Reference + e-mail: the manage link is mailed to the booking's address when they match. */
export function LookupForm({ reference: initialReference = '' }: { reference?: string }) {
  const { t, i18n } = useLingui();
  const [reference, setReference] = useState(initialReference);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const referenceProblem = !isBookingReference(reference.trim().toUpperCase());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (referenceProblem) {
      document.getElementById('manage-reference')?.focus();
      return;
    }
    const problems = contactProblems({ name: '', email, mobileNumber: '' }, ['email']);
    if (focusFirstContactProblem('manage', problems)) return;
    setState('sending');
    setError(null);
    try {
      await api.lookupBooking({ reference, email });
      setState('sent');
    } catch (e) {
      setState('idle');
      setError(visitorMessage(i18n, e, t`the look-up`));
    }
  }

  if (state === 'sent')
    return <LookupSent reference={reference} email={email} onRetry={() => setState('idle')} />;
  return (
    <form className="card card-pad manage-lookup" onSubmit={submit} noValidate>
      <h2 className="h3">
        <Trans>Find your booking</Trans>
      </h2>
      <p className="muted">
        <Trans>Enter the reference from your confirmation email and the email address you booked with.</Trans>
      </p>
      <FormField
        id="manage-reference"
        label={t`Booking reference`}
        error={
          submitted && referenceProblem && t`Enter the reference from your confirmation, like DXB-7KQ2M9.`
        }
      >
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
      <ContactFields
        idPrefix="manage"
        fields={['email']}
        value={{ name: '', email, mobileNumber: '' }}
        onChange={(change) => setEmail(change.email ?? email)}
        showAll={submitted}
      />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>
        {state === 'sending' ? t`Sending…` : t`Send me the link`}
      </button>
    </form>
  );
}

/** After the look-up: the same words whatever it found, so nobody learns which references exist. */
function LookupSent({
  reference,
  email,
  onRetry,
}: {
  reference: string;
  email: string;
  onRetry: () => void;
}) {
  const code = reference.trim().toUpperCase();
  return (
    <section className="card card-pad manage-lookup" aria-labelledby="lookup-sent-title">
      <p className="notice notice-success" role="status">
        <Trans>If a booking matches, we have sent you a link to manage it. Check your inbox.</Trans>
      </p>
      <h2 id="lookup-sent-title" className="h3">
        <Trans>What happens next</Trans>
      </h2>
      <ol className="manage-next">
        <li>
          <Trans>
            An email titled <strong>Manage your booking {code}</strong> arrives at{' '}
            <EmailAddress email={email.trim()} /> within a few minutes. Check your spam folder too.
          </Trans>
        </li>
        <li>
          <Trans>
            Open its <strong>Manage your booking</strong> button: it shows your booking, and lets you change
            the date, cancel or download your voucher.
          </Trans>
        </li>
        <li>
          <Trans>
            Nothing after ten minutes? The reference and the email must be those of the booking.{' '}
            <button type="button" className="inline-link" onClick={onRetry}>
              Check them and try again
            </button>{' '}
            or find how to reach us in the <Link to="/help-center">help center</Link>.
          </Trans>
        </li>
      </ol>
    </section>
  );
}
