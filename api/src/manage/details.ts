import { pickupExtraOf, rescheduleBlockedReason } from '@tours/core/domain';
import type { ManageBookingView, ManageDetailsRequest } from '@tours/core/schemas';
import type { Db } from '../db';
import { notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { bookingsRepository, type BookingRow } from '../bookings/repository';
import { checkedAnswers, checkedPickup, type TicketAsks } from '../pickups/booking-choice';
import type { StoredPickup } from '../pickups/presenter';
import { policyOf } from '../bookings/policy';
import { notAllowed } from './reschedule';
import { visitOf, type ManageService } from './service';

/**
 * POST /bookings/manage/details: the visitor changes their hotel and answers until the date-change
 * cut-off (the operator plans the day's pickups from them after it). Another point must cost the
 * same extra price: a change of price is a payment or a refund, which is staff's to make. Checked
 * with the same core rules as the checkout (pickupChoiceProblem, answersSchemaFor).
 */
export async function changeBookingDetails(
  manage: ManageService,
  db: Db,
  bookingId: string,
  input: Omit<ManageDetailsRequest, 'token'>,
  actor: Actor,
): Promise<ManageBookingView> {
  const changed = await db.transaction(async (trx) => {
    const booking = await bookingsRepository.lockById(trx, bookingId);
    if (!booking) throw notFound('booking');
    const reason = rescheduleBlockedReason(
      booking.booking_status,
      await policyOf(trx, booking),
      visitOf(booking),
      manage.now(),
    );
    if (reason) throw notAllowed(reason.replace(/^Date changes/, 'Changes'), { reason });
    const ticket = await trx<TicketAsks>('tickets')
      .where({ id: booking.ticket_id })
      .first('id', 'pickup_mode', 'questions');
    if (!ticket) throw notFound('ticket');
    const changes: Partial<BookingRow> = {};
    if (input.pickupPointId !== undefined) {
      const pickup = await checkedPickup(trx, ticket, input.pickupPointId);
      if (pickupExtraOf(pickup) !== pickupExtraOf(booking.pickup as StoredPickup | null)) {
        throw notAllowed('This pickup point has another price. Contact us to change to it.');
      }
      changes.pickup = pickup;
    }
    if (input.answers !== undefined) {
      changes.answers = checkedAnswers(ticket, input.answers, booking.adult_count + booking.child_count);
    }
    const [row] = await trx<BookingRow>('bookings')
      .where({ id: booking.id })
      .update({ ...changes, updated_at: trx.fn.now() } as never)
      .returning('*');
    await recordAudit(trx, actor, {
      action: 'booking.details',
      entity: 'booking',
      entityId: booking.id,
      details: {
        actor: 'customer',
        before: { pickup: booking.pickup, answers: booking.answers },
        after: changes,
      },
    });
    return row!;
  });
  return manage.view(db, changed);
}
