import { Trans, useLingui } from '@lingui/react/macro';
import type { ManageBookingView } from '@tours/core/schemas';
import { api } from '@/lib/api';
import { WalletButtons } from '@/components/WalletButtons';

/**
 * What the visitor needs at the entrance: the check-in QR code (an image the API draws for the
 * manage token, for a paid booking only) and the wallet passes; where to meet is VisitDetails'.
 */
export function VisitDay({ view, token }: { view: ManageBookingView; token: string }) {
  const { t } = useLingui();
  const { booking } = view;
  const reference = booking.bookingId;
  if (!view.hasVoucher) return null;
  return (
    <section className="card card-pad manage-day" aria-labelledby="manage-day-title">
      <h2 id="manage-day-title" className="h3">
        <Trans>On the day</Trans>
      </h2>
      <figure className="manage-qr">
        <img
          src={api.manageVoucherQrUrl(token)}
          width={200}
          height={200}
          alt={t`Check-in QR code for booking ${reference}`}
        />
        <figcaption className="muted">
          <Trans>Show this code at the entrance, on your phone or on the printed voucher.</Trans>
        </figcaption>
      </figure>
      <WalletButtons token={token} />
    </section>
  );
}
