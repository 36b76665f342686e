import { API_PREFIX, pathOf, paths } from '@tours/core/contract';
import { canTransition, resellerNet } from '@tours/core/domain';
import { manageTokenOf, type ManageLinkConfig } from '../lib/manage-token';
import type { TicketRow } from '../checkout/repository';
import { findPassSecret } from '../bookings/repository';
import type { Executor } from '../db';
import type { Capabilities } from './capabilities';
import { unitsOf, pricingOf, type UnitPlan } from './catalogue';
import { availabilityIdOf, availabilityJson, daysOf, slotsOn, utcSeconds } from './availability';
import { octoRepository, type ResellerBooking, type StoredUnitItem } from './repository';
import type { ContactInput } from './schemas';
import type { Booking, BookingStatus, Contact, UnitItem } from './types';
import {
  questionsByScope,
  type BookingAnswers,
  type CalendarDate,
  type QuestionDefinition,
} from '@tours/core/domain';
import { questionsOf } from '../pickups/booking-choice';
import { bookingPickupJson, participantsOf, questionAnswersJson } from './pickups-questions';

/*
 * A reseller booking as OCTO shows it. Statuses: a pending booking is ON_HOLD while its hold lasts
 * (EXPIRED once it has lapsed, before the sweeper marks it), a released hold the reseller cancelled
 * is CANCELLED, a checked-in one REDEEMED. Its voucher is the website's: the same PDF (a manage
 * link, PDF_URL) and the same check-in secret (QRCODE) the gate scans.
 */

const at = (v: Date | string | null | undefined): string | null =>
  v ? utcSeconds(new Date(v).getTime()) : null;

export function octoStatusOf(b: ResellerBooking, now: Date): BookingStatus {
  switch (b.booking_status) {
    case 'pending':
      return b.hold_expires_at && new Date(b.hold_expires_at).getTime() > now.getTime()
        ? 'ON_HOLD'
        : 'EXPIRED';
    case 'confirmed':
      return 'CONFIRMED';
    case 'redeemed':
      return 'REDEEMED';
    case 'failed':
      return b.octo.cancelled_at ? 'CANCELLED' : 'EXPIRED';
    case 'cancelled':
    case 'refunded':
      return 'CANCELLED';
    default:
      return 'EXPIRED';
  }
}

/** A contact as given, with every key OCTO defines present (null when not given). */
export function contactJson(c: ContactInput | null | undefined): Contact {
  const fullName = c?.fullName ?? ([c?.firstName, c?.lastName].filter(Boolean).join(' ') || null);
  return {
    fullName,
    firstName: c?.firstName ?? null,
    lastName: c?.lastName ?? null,
    emailAddress: c?.emailAddress ?? null,
    phoneNumber: c?.phoneNumber ?? null,
    locales: c?.locales ?? [],
    postalCode: c?.postalCode ?? null,
    country: c?.country ?? null,
    notes: c?.notes ?? null,
  };
}

/** What presenting needs besides the booking. */
export interface PresentContext {
  db: Executor;
  ticket: TicketRow;
  caps: Capabilities;
  links: ManageLinkConfig;
  now: Date;
  /** The check-in pass's secret when the caller has it already (a confirmation that just issued it). */
  secret?: string | null;
}

/** The voucher PDF: the manage link's voucher call, signed like a confirmation mail's link. */
function voucherUrl(links: ManageLinkConfig, b: ResellerBooking): string {
  const token = manageTokenOf(links, b);
  return `${links.publicUrl}${API_PREFIX}${pathOf(paths.manage.voucher)}?token=${encodeURIComponent(token)}`;
}

/** The participant questions, and each unit item's answers (a pair's are its first person's). */
interface UnitAnswers {
  definitions: QuestionDefinition[];
  answers: (Record<string, string | boolean> | undefined)[];
}

function unitAnswersOf(
  b: ResellerBooking,
  definitions: QuestionDefinition[],
  units: UnitPlan[],
): UnitAnswers {
  const stored = b.answers as BookingAnswers | null | undefined;
  const slots = participantsOf(
    b.octo.unit_items.map((item) => {
      const unit = units.find((u) => u.id === item.unitId);
      return { adult: unit?.age !== 'child', pax: unit?.pax ?? 1 };
    }),
  );
  return {
    definitions: questionsByScope(definitions).participant,
    answers: slots.map((slot) => stored?.participants[slot[0] ?? -1]),
  };
}

function unitItemJson(
  b: ResellerBooking,
  item: StoredUnitItem,
  unit: UnitPlan | undefined,
  status: BookingStatus,
  redeemedAt: string | null,
  caps: Capabilities,
  answers: { definitions: QuestionDefinition[]; set: Record<string, string | boolean> | undefined },
): UnitItem {
  const json: UnitItem = {
    uuid: item.uuid,
    resellerReference: item.resellerReference ?? null,
    supplierReference: null,
    unitId: item.unitId,
    status,
    utcRedeemedAt: redeemedAt,
    contact: contactJson(item.contact),
    ticket: null,
  };
  if (caps.pricing && unit) {
    // The booking's own figures: its unit price is its total over its count, exactly (computeTotals).
    const count = unit.age === 'adult' ? b.adult_count : b.child_count;
    const total = unit.age === 'adult' ? b.adult_total : b.child_total;
    const each = count > 0 ? total / count : 0;
    // Each person's share of the pickup's extra (pickup_total is the extra times the people).
    const people = b.adult_count + b.child_count;
    const extra = people > 0 ? (b.pickup_total ?? 0) / people : 0;
    const net = resellerNet(each, b.discount_value) + resellerNet(extra, b.discount_value);
    json.pricing = pricingOf((each + extra) * unit.pax, net * unit.pax, b.currency);
  }
  if (caps.questions)
    Object.assign(json, { questionAnswers: questionAnswersJson(answers.definitions, answers.set) });
  return json;
}

export async function bookingJson(b: ResellerBooking, ctx: PresentContext): Promise<Booking> {
  const status = octoStatusOf(b, ctx.now);
  const confirmed = status === 'CONFIRMED' || status === 'REDEEMED';
  const [secret, redeemed, days] = await Promise.all([
    !confirmed ? null : ctx.secret !== undefined ? ctx.secret : findPassSecret(ctx.db, b.id),
    status === 'REDEEMED' ? octoRepository.redeemedAt(ctx.db, b.id) : null,
    daysOf(ctx.db, ctx.ticket.id, b.booking_date, b.booking_date, ctx.now),
  ]);
  const redeemedAt = at(redeemed);
  const slot = slotsOn(ctx.ticket, b.booking_date, days).find((s) => s.timeSlot === b.time_slot);
  const availability = slot
    ? availabilityJson(
        {
          ticket: ctx.ticket,
          optionIndex: b.preference_index,
          commission: b.discount_value,
          // The booking carries its own pickup; its availability lists no points.
          caps: { ...ctx.caps, pickups: false },
          pax: 0,
          now: ctx.now,
        },
        slot,
      )
    : null;
  const units = unitsOf(ctx.ticket);
  const definitions = ctx.caps.questions ? questionsOf(ctx.ticket) : [];
  const perUnit = ctx.caps.questions
    ? unitAnswersOf(b, definitions, units)
    : { definitions: [], answers: [] };
  const booking: Booking = {
    id: b.id,
    uuid: b.id,
    testMode: b.test_mode,
    resellerReference: b.reseller_reference,
    supplierReference: b.booking_id,
    status,
    utcCreatedAt: at(b.created_at)!,
    utcUpdatedAt: at(b.updated_at)!,
    utcExpiresAt: status === 'ON_HOLD' ? at(b.hold_expires_at) : null,
    utcRedeemedAt: redeemedAt,
    utcConfirmedAt: confirmed ? at(b.octo.confirmed_at ?? b.paid_at) : null,
    productId: b.ticket_id,
    optionId: b.octo.option_id,
    cancellable: status === 'ON_HOLD' || canTransition(b.booking_status, 'cancelled'),
    cancellation:
      status === 'CANCELLED'
        ? {
            // A booking staff cancelled (a closed slot, say) gives the reseller everything back.
            refund: b.octo.refund ?? 'FULL',
            reason: b.octo.cancel_reason ?? null,
            utcCancelledAt: at(b.octo.cancelled_at ?? b.updated_at)!,
          }
        : null,
    freesale: ctx.ticket.capacity_per_slot === null,
    availabilityId: availabilityIdOf(b.booking_date, b.time_slot),
    availability,
    contact: contactJson(b.octo.contact),
    notes: b.octo.notes,
    deliveryMethods: ['VOUCHER'],
    voucher: {
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: redeemedAt,
      deliveryOptions: confirmed
        ? [
            { deliveryFormat: 'PDF_URL', deliveryValue: voucherUrl(ctx.links, b) },
            ...(secret ? [{ deliveryFormat: 'QRCODE' as const, deliveryValue: secret }] : []),
          ]
        : [],
    },
    unitItems: b.octo.unit_items.map((item, i) =>
      unitItemJson(
        b,
        item,
        units.find((u) => u.id === item.unitId),
        status,
        redeemedAt,
        ctx.caps,
        {
          definitions: perUnit.definitions,
          set: perUnit.answers[i],
        },
      ),
    ),
  };
  if (ctx.caps.pricing) booking.pricing = pricingOf(b.total_amount, b.total_discount_amount, b.currency);
  if (ctx.caps.pickups)
    Object.assign(
      booking,
      bookingPickupJson(b.pickup, { date: b.booking_date as CalendarDate, timeSlot: b.time_slot }),
    );
  if (ctx.caps.questions) {
    const stored = b.answers as BookingAnswers | null | undefined;
    Object.assign(booking, {
      questionAnswers: questionAnswersJson(questionsByScope(definitions).booking, stored?.booking),
    });
  }
  return booking;
}
