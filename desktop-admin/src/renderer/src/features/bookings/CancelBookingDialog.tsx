import { useState } from 'react';
import { ApiError } from '@tours/core/api';
import { decimalAmount, parseDecimalAmount } from '@tours/core/domain';
import type { BookingHistory } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { ReasonField, useReason } from '../../components/ReasonField';
import { useApp } from '../../lib/app-context';
import { money } from '../../lib/format';
import { notify } from '../../lib/toast';
import { ConfirmFooter } from '../../components/ConfirmFooter';

const REFUND_CHOICES = ['policy', 'amount'] as const;
type RefundChoice = (typeof REFUND_CHOICES)[number];

/** The refund a choice gives in minor units, or a message saying why the typed amount is not one. */
function refundOf(
  choice: RefundChoice,
  typed: string,
  history: BookingHistory,
): { amount: number } | { problem: string } {
  if (choice === 'policy') return { amount: history.quote.amount };
  const amount = parseDecimalAmount(typed, history.currency);
  if (Number.isNaN(amount)) return { problem: 'enter an amount, e.g. 60.00' };
  if (amount > history.refundable)
    return { problem: `at most ${money(history.refundable, history.currency)} is left to refund` };
  return { amount };
}

/** The optional words the customer's cancellation mail carries (the internal note never goes). */
function CustomerMessageField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field
      label="Message to the customer (optional)"
      hint="Sent in the cancellation e-mail, with the refund; leave empty to send the e-mail without it"
    >
      {(props) => (
        <textarea
          {...props}
          rows={3}
          maxLength={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * Cancel a booking: the policy's refund at this moment is preselected (its figure guards the call
 * with expectedRefund), or staff choose any amount up to what is left; a reason is required and the
 * refund is shown on the confirm button before anything happens.
 */
export function CancelBookingDialog({
  history,
  onClose,
  onStale,
}: {
  history: BookingHistory;
  onClose: () => void;
  /** Reloads the history: the policy's refund moved while the dialog was open. */
  onStale: () => void;
}) {
  const app = useApp();
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const [typed, setTyped] = useState(() => decimalAmount(history.quote.amount, history.currency));
  const reason = useReason();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const refund = refundOf(choice, typed, history);
  const cur = history.currency;

  const confirm = async () => {
    const why = reason.take();
    if (why === null) return;
    if ('problem' in refund) return;
    setBusy(true);
    try {
      const result = await app.api.cancelBooking(history.bookingId, {
        reason: why,
        ...(message.trim() ? { customerMessage: message.trim() } : {}),
        ...(choice === 'policy' ? { expectedRefund: refund.amount } : { refundAmount: refund.amount }),
      });
      notify.success(
        `Cancelled ${result.reference}${result.refund ? `, refund ${money(result.refund.amount, cur)}` : ''}`,
      );
      onClose();
    } catch (error) {
      // The policy's window may have closed while the dialog was open: show the new quote.
      if (error instanceof ApiError && error.code === 'REFUND_CHANGED') {
        notify.error(error, 'The policy refund changed, check the new amount');
        onStale();
      } else notify.error(error, 'Could not cancel the booking');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Cancel booking ${history.reference}?`}
      size="md"
      onClose={onClose}
      description={history.policyText}
      footer={
        <ConfirmFooter
          keepLabel="Keep the booking"
          onKeep={onClose}
          confirmLabel={
            busy
              ? 'Cancelling…'
              : 'amount' in refund
                ? `Cancel and refund ${money(refund.amount, cur)}`
                : 'Cancel booking'
          }
          onConfirm={() => void confirm()}
          disabled={busy || 'problem' in refund}
        />
      }
    >
      <p>
        Paid {money(history.paid, cur)}
        {history.refundedAmount > 0 && `, already refunded ${money(history.refundedAmount, cur)}`}. The seats
        return at once and the customer is mailed.
      </p>
      <fieldset className="form-section">
        <legend>Refund</legend>
        {REFUND_CHOICES.map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="refund-choice"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {value === 'policy'
              ? `The policy's refund now: ${money(history.quote.amount, cur)} (${history.quote.percent} %)`
              : 'Another amount'}
          </label>
        ))}
        {choice === 'amount' && (
          <Field
            label={`Refund amount (${cur.toUpperCase()})`}
            error={'problem' in refund ? refund.problem : undefined}
            hint={`Up to ${money(history.refundable, cur)}`}
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
        )}
      </fieldset>
      <ReasonField
        reason={reason}
        label="Internal note"
        hint="Kept in the booking's history for staff; never sent to the customer"
      />
      <CustomerMessageField value={message} onChange={setMessage} />
    </Dialog>
  );
}
