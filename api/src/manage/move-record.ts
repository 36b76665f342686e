import { moveMoney } from '@tours/core/domain';
import type { Trx } from '../db';
import { recordAudit, type Actor } from '../lib/audit';
import { manageUrlOf, type ManageLinkConfig } from '../lib/manage-token';
import { enqueueMail } from '../mail/outbox';
import { rescheduledMail } from '../mail/templates';
import { presentInItsLanguage } from '../bookings/localized';
import type { BookingRow } from '../bookings/repository';
import { renderBookingVoucher } from '../bookings/voucher';
import { actorName } from '../cancellations/service';
import { manageRepository as repo, type RescheduleRow } from './repository';

/** Who moves a booking: the visitor (their request's id and address) or an admin. */
export interface Mover {
  customer: boolean;
  actor: Actor;
}

/** The history's name of a mover: `customer`, or the admin's e-mail (cancellations/service's actorName). */
export const moverName = (mover: Mover): string => actorName(mover.customer ? 'customer' : mover.actor);

/**
 * What every move leaves behind, in its transaction: the change marked done, the audit row of the
 * booking's history, and the mail with the new date, the manage link and the voucher.
 */
export async function recordMove(
  trx: Trx,
  links: ManageLinkConfig,
  {
    before,
    moved,
    change,
    mover,
  }: { before: BookingRow; moved: BookingRow; change: RescheduleRow; mover: Mover },
): Promise<void> {
  await repo.updateReschedule(trx, change.id, { status: 'completed', settled_at: new Date() });
  // The history's amount is money that moved: the difference paid, or the cheaper visit's refund.
  const money = moveMoney({
    priceDifference: change.price_difference,
    waived: change.waived,
    refundAmount: change.refund_amount,
  });
  await recordAudit(trx, mover.actor, {
    action: 'booking.reschedule',
    entity: 'booking',
    entityId: before.id,
    details: {
      actor: moverName(mover),
      from: { bookingDate: before.booking_date, timeSlot: before.time_slot },
      to: { bookingDate: moved.booking_date, timeSlot: moved.time_slot },
      priceDifference: change.price_difference,
      amount: money.kind === 'paid' || money.kind === 'refunded' ? money.amount : null,
      money: money.kind,
      currency: moved.currency,
      waived: change.waived,
      rescheduleId: change.id,
    },
  });
  const presented = await presentInItsLanguage(trx, moved);
  await enqueueMail(trx, {
    kind: 'confirmation',
    bookingId: moved.id,
    dedupeKey: `reschedule:${change.id}`,
    to: moved.email,
    ...rescheduledMail(
      presented,
      {
        bookingDate: before.booking_date,
        bookingDateString: before.booking_date_string,
        timeSlot: before.time_slot,
      },
      { priceDifference: change.price_difference, refundAmount: change.refund_amount, waived: change.waived },
      manageUrlOf(links, moved),
    ),
    attachments: [
      {
        filename: `voucher-${moved.booking_id}.pdf`,
        contentType: 'application/pdf',
        content: await renderBookingVoucher(trx, moved),
      },
    ],
  });
}
