import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CURRENCY,
  cancelOption,
  describeCancellationDeadlines,
  isPaidStatus,
  rescheduleBlockedReason,
  rescheduleDeadline,
} from '@tours/core/domain';
import { MANAGE_LOOKUP_MESSAGE, type ManageBookingView, type RescheduleQuote } from '@tours/core/schemas';
import type { Db, Executor } from '../db';
import { notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { readManageToken, manageUrlOf, type ManageLinkConfig } from '../lib/manage-token';
import { spendRateLimits } from '../lib/rate-limit';
import type { CatalogueCache } from '../lib/catalogue-cache';
import { enqueueMail } from '../mail/outbox';
import { manageLinkMail } from '../mail/templates';
import { moneyStatementOf } from '../bookings/payments';
import { presentBooking } from '../bookings/presenter';
import { findPassSecret, type BookingRow } from '../bookings/repository';
import { checkinQrSvg } from '../lib/checkin-qr';
import { renderBookingVoucher } from '../bookings/voucher';
import { policyOf, quoteFor } from '../bookings/policy';
import { cancelByCustomer } from '../cancellations/cancellation';
import { refuseUnpaidResend, resendConfirmation } from '../bookings/history';
import type { RefundService } from '../cancellations/service';
import { manageRepository as repo } from './repository';
import { notAllowed, planMove, quoteOf, seatsLeftFor, type MoveTarget } from './reschedule';
import { clientKey } from '../lib/client-key';

/*
 * Manage my booking, the visitor's side: every call is opened by the signed token of the
 * mail's link (lib/manage-token.ts). Each change is one transaction with its audit row (actor
 * `customer`) and its mail (outbox); refunds go to the provider after the commit.
 */

/** Look-ups: per address and per e-mail; resends: per booking. Fixed windows shared by every process. */
export const MANAGE_LIMITS = {
  lookupPerIp: { limit: 10, windowSeconds: 15 * 60 },
  lookupPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  resendPerBooking: { limit: 3, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

export interface ManageServiceOptions {
  db: Db;
  links: ManageLinkConfig;
  refunds: RefundService;
  catalogueCache?: CatalogueCache | undefined;
  now?: () => Date;
}

/** The audit actor of a visitor's own action: no admin, `details.actor = 'customer'`. */
export function customerActor(request: { requestId: string | null; ip: string | null }): Actor {
  return { admin: null, requestId: request.requestId, ip: request.ip };
}

export const visitOf = (booking: BookingRow) => ({
  bookingDate: booking.booking_date,
  timeSlot: booking.time_slot,
});

export class ManageService {
  constructor(private readonly options: ManageServiceOptions) {}

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The booking a token opens now, or 404 (forged, edited, expired, or the booking is gone). */
  async bookingOf(db: Executor, token: string): Promise<BookingRow> {
    const id = readManageToken(this.options.links.secret, token, this.now());
    const booking = id ? await repo.findBooking(db, id) : undefined;
    if (!booking) throw notFound('booking', 'This link is not valid or has expired.');
    return booking;
  }

  /** GET /bookings/manage: the booking and what can be done with it now, with reasons. */
  async view(db: Executor, booking: BookingRow): Promise<ManageBookingView> {
    const now = this.now();
    const policy = await policyOf(db, booking);
    const visit = visitOf(booking);
    const paid = booking.amount_paid ?? 0;
    const option = cancelOption(booking.booking_status, policy, visit, paid, now);
    const quote = quoteFor(policy, booking, now);
    const rescheduleReason = rescheduleBlockedReason(booking.booking_status, policy, visit, now);
    const [pending, statement] = await Promise.all([
      repo.awaitingPayment(db, booking.id),
      moneyStatementOf(db, booking),
    ]);
    const paidStatus = isPaidStatus(booking.booking_status);
    return {
      booking: presentBooking(booking),
      paidAmount: paid,
      refundedAmount: booking.refunded_amount ?? 0,
      statement,
      policy: describeCancellationDeadlines(policy, visit),
      refundQuote: quote,
      canCancel: option.reason === null,
      cancelReason: option.reason,
      canReschedule: rescheduleReason === null,
      rescheduleReason,
      rescheduleDeadline: rescheduleReason === null ? rescheduleDeadline(policy, visit) : null,
      canResend: paidStatus,
      hasVoucher: paidStatus,
      canChangeDetails: rescheduleReason === null,
      pendingReschedule:
        pending?.payment_url && pending.expires_at && pending.expires_at.getTime() > now.getTime()
          ? {
              bookingDate: pending.to_date,
              timeSlot: pending.to_time_slot,
              amount: pending.price_difference,
              url: pending.payment_url,
              expiresAt: pending.expires_at.toISOString(),
            }
          : null,
    };
  }

  /**
   * POST /bookings/manage/lookup: mails the manage link when reference and e-mail match. The answer
   * does not depend on a match, and neither does the work nor its time: either way the same mail is
   * rendered and written to the outbox in a savepoint (undone when nothing matched, so nothing is
   * sent) and one audit row is committed, so a match cannot be told by how long the answer takes.
   */
  async lookup(ip: string, reference: string, email: string): Promise<{ message: string }> {
    const { db } = this.options;
    await spendRateLimits(
      db,
      [
        [`manage-lookup:ip:${clientKey(ip)}`, MANAGE_LIMITS.lookupPerIp],
        [`manage-lookup:email:${email}`, MANAGE_LIMITS.lookupPerEmail],
      ],
      'Too many look-ups. Try again later.',
    );
    const found = await repo.findByReferenceAndEmail(db, reference, email);
    const match = found && found.booking_status !== 'pending' ? found : null;
    const booking = match ?? lookupDecoy(reference, email);
    const mail = {
      kind: 'notification' as const,
      bookingId: match?.id ?? null,
      dedupeKey: `manage-link:${booking.id}:${randomUUID()}`,
      to: booking.email,
      ...manageLinkMail(presentBooking(booking), manageUrlOf(this.options.links, booking)),
    };
    await db.transaction(async (trx) => {
      await trx
        .transaction(async (savepoint) => {
          await enqueueMail(savepoint, mail);
          if (!match) throw NOTHING_MATCHED;
        })
        .catch((error: unknown) => {
          if (error !== NOTHING_MATCHED) throw error;
        });
      await recordAudit(trx, customerActor({ requestId: null, ip }), {
        action: match ? 'booking.manage_link_sent' : 'booking.manage_lookup_unmatched',
        entity: 'booking',
        entityId: match?.id ?? null,
        details: match ? { actor: 'customer', to: match.email } : { actor: 'customer' },
      });
    });
    return { message: MANAGE_LOOKUP_MESSAGE };
  }

  /** GET /bookings/manage/voucher: the voucher PDF of a paid booking. */
  async voucher(booking: BookingRow): Promise<Buffer> {
    if (!isPaidStatus(booking.booking_status)) {
      throw notFound('voucher', 'This booking has no voucher: it is not paid, or it was cancelled.');
    }
    return renderBookingVoucher(this.options.db, booking);
  }

  /** GET /bookings/manage/qr: the voucher's check-in QR code of a paid booking, as an SVG. */
  async checkinQr(booking: BookingRow): Promise<string> {
    const secret = isPaidStatus(booking.booking_status)
      ? await findPassSecret(this.options.db, booking.id)
      : null;
    if (!secret)
      throw notFound('voucher', 'This booking has no voucher: it is not paid, or it was cancelled.');
    return checkinQrSvg(secret);
  }

  /** POST /bookings/manage/resend: the confirmation mail again (a new message), limited per booking and IP. */
  async resend(booking: BookingRow, request: { requestId: string | null; ip: string }) {
    const { db } = this.options;
    refuseUnpaidResend(booking);
    await spendRateLimits(
      db,
      [
        [`manage-resend:booking:${booking.id}`, MANAGE_LIMITS.resendPerBooking],
        [`manage-resend:ip:${clientKey(request.ip)}`, MANAGE_LIMITS.resendPerIp],
      ],
      'Too many resends. Try again later.',
    );
    await db.transaction((trx) =>
      resendConfirmation(trx, booking, { actor: customerActor(request), customer: true }, this.options.links),
    );
    return { message: `We have sent the confirmation again to ${booking.email}.` };
  }

  /** POST /bookings/manage/cancel: refunds what the policy gives now (the shown figure, else 409). */
  async cancel(booking: BookingRow, expectedRefund: number): Promise<ManageBookingView> {
    const { db, refunds } = this.options;
    await refunds.afterCommit(() =>
      db.transaction((trx) => cancelByCustomer(trx, booking.id, expectedRefund, this.now())),
    );
    return this.view(db, (await repo.findBooking(db, booking.id))!);
  }

  /** GET /bookings/manage/reschedule-quote: the price difference and seats of a target, no change. */
  async quote(booking: BookingRow, target: MoveTarget): Promise<RescheduleQuote> {
    const { db, catalogueCache } = this.options;
    const now = this.now();
    const reason = rescheduleBlockedReason(
      booking.booking_status,
      await policyOf(db, booking),
      visitOf(booking),
      now,
    );
    if (reason) throw notAllowedWith(reason);
    const plan = await planMove(db, booking, target, now, catalogueCache);
    return quoteOf(booking, plan, await seatsLeftFor(db, booking, plan));
  }
}

const notAllowedWith = (reason: string) => notAllowed(reason, { reason });

/** Rolls back the look-up's savepoint when reference and e-mail matched nothing. */
const NOTHING_MATCHED = Symbol('nothing matched');

/** A booking shaped like the one a look-up would find, to render the same mail when none matched. */
function lookupDecoy(reference: string, email: string): BookingRow {
  const date = new Date().toISOString().slice(0, 10);
  return {
    id: '00000000-0000-4000-8000-000000000000',
    booking_id: reference,
    booking_status: 'confirmed',
    ticket_id: '00000000-0000-4000-8000-000000000000',
    ticket_title: 'Ticket',
    service: 'service',
    ticket_type: 'standard',
    preference: 'Standard',
    preference_index: 0,
    booking_date: date,
    booking_date_string: date,
    booking_day: 'Monday',
    time_slot: null,
    adult_count: 1,
    child_count: 0,
    adult_total: 0,
    child_total: 0,
    total_amount: 0,
    coupon_code: null,
    discount_value: 0,
    discount_amount: 0,
    total_discount_amount: 0,
    currency: DEFAULT_CURRENCY,
    name: 'Visitor',
    email,
    mobile_number: '',
    created_at: new Date(),
  } as unknown as BookingRow;
}
