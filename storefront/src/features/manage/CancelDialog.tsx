import { useState } from 'react';
import { formatMoney } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { Modal } from '@/components/Modal';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';
import { useLingui, Trans } from '@lingui/react/macro';
import { useMoneyLocale } from '@/i18n/i18n';

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
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, view.booking.currency, moneyLocale);
  const refund = view.refundQuote.amount;
  const refundText = money(refund);
  const percent = view.refundQuote.percent;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await api.cancelManagedBooking({ token, expectedRefund: refund });
      onDone(
        refund > 0
          ? t`Your booking is cancelled. ${refundText} is on its way back to your card.`
          : t`Your booking is cancelled.`,
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
      title={t`Cancel this booking?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Keep my booking</Trans>
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
            {busy ? t`Cancelling…` : t`Cancel and refund ${refundText}`}
          </button>
        </>
      }
    >
      <p>
        {percent < 100 ? (
          <Trans>
            You get back <strong data-testid="cancel-refund">{refundText}</strong> ({percent} % of what you
            paid), to the card you paid with. The seats are released at once; this cannot be undone.
          </Trans>
        ) : (
          <Trans>
            You get back <strong data-testid="cancel-refund">{refundText}</strong>, to the card you paid with.
            The seats are released at once; this cannot be undone.
          </Trans>
        )}
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
