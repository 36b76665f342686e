import { useState } from 'react';
import { formatMoney } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { Modal } from '@/components/Modal';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';
import { useLingui } from '@lingui/react';

/** Confirms a cancellation, naming the refund first; the server refuses if the refund changed since. */
export function CancelDialog({
  view,
  token,
  open,
  onClose,
  onDone,
}: {
  view: ManageBookingView;
  token: string;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, view.booking.currency);
  const refund = view.refundQuote.amount;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await api.cancelManagedBooking({ token, expectedRefund: refund });
      onDone(
        refund > 0
          ? `Your booking is cancelled. ${money(refund)} is on its way back to your card.`
          : 'Your booking is cancelled.',
      );
    } catch (e) {
      setError(visitorMessage(i18n, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Cancel this booking?"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Keep my booking
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
            {busy ? 'Cancelling…' : `Cancel and refund ${money(refund)}`}
          </button>
        </>
      }
    >
      <p>
        You get back <strong data-testid="cancel-refund">{money(refund)}</strong>
        {view.refundQuote.percent < 100 ? ` (${view.refundQuote.percent} % of what you paid)` : ''}, to the
        card you paid with. The seats are released at once; this cannot be undone.
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
