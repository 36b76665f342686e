import { addDays, daysBetween } from './calendar';
import type { MinorUnits } from './money';

/**
 * What a booking's money is, kept apart from what it is worth. A booking has a value booked (its
 * price after discount today, which a date change moves and a waived difference raises without a
 * payment), money paid (the checkout's payment and each paid date change) and money refunded
 * (pending and succeeded refunds: a pending one is on its way unless the provider refuses it).
 * Money taken is what was paid and not given back. Every screen, mail, report and export reads
 * these figures and never reads the value booked as money.
 */

export interface MoneyRecorded {
  /** Money taken from the customer: the checkout's payment and every paid date change. */
  amountPaid: MinorUnits;
  /** Pending and succeeded refunds. */
  refundedAmount: MinorUnits;
}

export interface BookingMoney extends MoneyRecorded {
  /** The price after discount the booking stands at now: not money. */
  valueBooked: MinorUnits;
  /** Money kept: paid minus refunded. */
  balance: MinorUnits;
  /** What a refund may still give back (never negative). */
  refundable: MinorUnits;
}

/** Money taken: paid minus refunded. A refund is capped at what was paid, so this is never negative. */
export function moneyTaken({ amountPaid, refundedAmount }: MoneyRecorded): MinorUnits {
  return amountPaid - refundedAmount;
}

/** What a refund may still give back: what was paid and not refunded yet, never below zero. */
export function refundableAmount({ amountPaid, refundedAmount }: MoneyRecorded): MinorUnits {
  return Math.max(0, amountPaid - refundedAmount);
}

/**
 * What a refund may give back to the payment that paid a booking: what was paid and not refunded
 * yet, or nothing when no payment session took its money (staff's booking, a free one).
 */
export function refundableToPayment(
  booking: MoneyRecorded & { paymentSessionId: string | null },
): MinorUnits {
  return booking.paymentSessionId ? refundableAmount(booking) : 0;
}

/** What moving a booking to another visit does with money. */
export interface DateChangeMoney {
  /** The new visit's value booked minus the current one's: positive is dearer, negative cheaper. */
  priceDifference: number;
  /** What goes back to the customer's payment now (a cheaper visit), else 0. */
  refund: MinorUnits;
}

/**
 * The money of a date change. A cheaper visit gives back its difference, but never so much that the
 * money kept falls below the new visit's value: a dearer difference staff waived earlier was never
 * paid, so it is not refunded either. `refundable` is refundableToPayment of the booking.
 */
export function dateChangeMoney(change: {
  valueBooked: MinorUnits;
  newValue: MinorUnits;
  refundable: MinorUnits;
}): DateChangeMoney {
  const priceDifference = change.newValue - change.valueBooked;
  const refund = Math.max(0, Math.min(-priceDifference, change.refundable - change.newValue));
  return { priceDifference, refund };
}

/** A booking's money, each figure under its own name. */
export function bookingMoney(booking: MoneyRecorded & { totalDiscountAmount: MinorUnits }): BookingMoney {
  return {
    valueBooked: booking.totalDiscountAmount,
    amountPaid: booking.amountPaid,
    refundedAmount: booking.refundedAmount,
    balance: moneyTaken(booking),
    refundable: refundableAmount(booking),
  };
}

/** One payment a booking received: the checkout, or the difference of a dearer date change. */
export interface PaymentRecord {
  kind: 'booking' | 'dateChange';
  amount: MinorUnits;
  /** When it landed (ISO timestamp); null for an old booking paid before this was recorded. */
  at: string | null;
}

/**
 * The payments of a booking from what is recorded: the total paid and the paid date changes (each
 * with its amount and time). The checkout's own payment is the rest of the total: a booking whose
 * whole total came from changes (never, but a hand-edited row) shows no checkout payment.
 */
export function paymentsOf(
  amountPaid: MinorUnits,
  paidAt: string | null,
  changes: readonly { amount: MinorUnits; at: string | null }[],
): PaymentRecord[] {
  const fromChanges = changes.reduce((sum, c) => sum + c.amount, 0);
  const original = amountPaid - fromChanges;
  return [
    ...(original > 0 ? [{ kind: 'booking' as const, amount: original, at: paidAt }] : []),
    ...changes.map((c) => ({ kind: 'dateChange' as const, amount: c.amount, at: c.at })),
  ];
}

export type RefundState = 'pending' | 'succeeded' | 'failed';

export interface RefundRecord {
  amount: MinorUnits;
  at: string;
  status: RefundState;
  reason: string;
}

/** One line of a money statement, oldest first. */
export interface StatementLine {
  kind: 'payment' | 'refund';
  /** What the line is, in the customer's words. */
  label: string;
  amount: MinorUnits;
  at: string | null;
  /** A refund's state; a failed one is listed but gives nothing back. */
  status: RefundState | null;
}

export interface MoneyStatement {
  lines: StatementLine[];
  paid: MinorUnits;
  refunded: MinorUnits;
  /** Paid minus refunded. */
  balance: MinorUnits;
}

/** Whether a refund counts as money given back: pending (on its way) or succeeded. */
export const refundCounts = (status: RefundState) => status !== 'failed';

const PAYMENT_LABEL: Record<PaymentRecord['kind'], string> = {
  booking: 'Payment',
  dateChange: 'Date change payment',
};

/** The reason recorded on the refund of a move to a cheaper visit. */
export const CHEAPER_MOVE_REFUND_REASON = 'Date changed to a cheaper visit';

/**
 * A refund as the customer reads it. Every refund but a cheaper move's comes with a cancellation
 * (the customer's, staff's or a closed slot's), whose recorded reason may be staff's internal note:
 * the statement never shows it.
 */
function refundLabel(reason: string): string {
  return reason === CHEAPER_MOVE_REFUND_REASON
    ? 'Refund: date changed to a cheaper visit'
    : 'Refund: booking cancelled';
}

/**
 * Every payment and refund of a booking as one statement, oldest first, with its totals: what
 * the manage page and the admin's history show, so they never disagree with each other.
 */
export function moneyStatement(
  payments: readonly PaymentRecord[],
  refunds: readonly RefundRecord[],
): MoneyStatement {
  const lines: StatementLine[] = [
    ...payments.map((p) => ({
      kind: 'payment' as const,
      label: PAYMENT_LABEL[p.kind],
      amount: p.amount,
      at: p.at,
      status: null,
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      label: refundLabel(r.reason),
      amount: r.amount,
      at: r.at,
      status: r.status,
    })),
  ];
  // Payments of unknown time first (they came before anything recorded), then by time; a payment
  // before a refund of the same instant.
  lines.sort((a, b) => {
    if (a.at !== b.at) {
      if (a.at === null) return -1;
      if (b.at === null) return 1;
      return a.at < b.at ? -1 : 1;
    }
    return a.kind === b.kind ? 0 : a.kind === 'payment' ? -1 : 1;
  });
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const refunded = refunds.reduce((sum, r) => sum + (refundCounts(r.status) ? r.amount : 0), 0);
  return { lines, paid, refunded, balance: paid - refunded };
}

/**
 * What a date change did with money, as the mail and the history say it: the customer paid the
 * difference, staff waived it, the cheaper visit's difference is refunded, or nothing moved.
 */
export type MoveMoney =
  | { kind: 'paid'; amount: MinorUnits }
  | { kind: 'waived'; amount: MinorUnits }
  | { kind: 'refunded'; amount: MinorUnits }
  | { kind: 'none' };

export function moveMoney(change: {
  priceDifference: number;
  waived: boolean;
  refundAmount: MinorUnits;
}): MoveMoney {
  if (change.priceDifference > 0)
    return change.waived
      ? { kind: 'waived', amount: change.priceDifference }
      : { kind: 'paid', amount: change.priceDifference };
  if (change.refundAmount > 0) return { kind: 'refunded', amount: change.refundAmount };
  return { kind: 'none' };
}

/** The money figures of a report: value booked beside money paid, refunded and taken. */
export interface ReportMoney {
  valueBooked: MinorUnits;
  paid: MinorUnits;
  refunded: MinorUnits;
  moneyTaken: MinorUnits;
}

export function reportMoney(figures: { valueBooked: number; paid: number; refunded: number }): ReportMoney {
  return {
    valueBooked: figures.valueBooked,
    paid: figures.paid,
    refunded: figures.refunded,
    moneyTaken: figures.paid - figures.refunded,
  };
}

/** The longest range a report covers, in days: one chart bar a day. */
export const REPORT_MAX_DAYS = 366;

/** Why a report's date range is refused, or null: in order, and at most REPORT_MAX_DAYS days. */
export function reportRangeProblem(dateFrom: string, dateTo: string): string | null {
  if (dateTo < dateFrom) return 'must be on or after the start date';
  return daysBetween(dateFrom, dateTo) + 1 > REPORT_MAX_DAYS
    ? `a report covers at most ${REPORT_MAX_DAYS} days`
    : null;
}

/** The counts and money of a group of bookings in a report. */
export interface ReportGroup extends ReportMoney {
  bookings: number;
  adults: number;
  children: number;
}

export const EMPTY_REPORT_GROUP: ReportGroup = {
  bookings: 0,
  adults: 0,
  children: 0,
  valueBooked: 0,
  paid: 0,
  refunded: 0,
  moneyTaken: 0,
};

/** A group's figures as summed, with money taken worked out from them. */
export function reportGroup(sums: {
  bookings: number;
  adults: number;
  children: number;
  valueBooked: number;
  paid: number;
  refunded: number;
}): ReportGroup {
  return { bookings: sums.bookings, adults: sums.adults, children: sums.children, ...reportMoney(sums) };
}

/** Every day from `dateFrom` to `dateTo` with its group, a day without bookings as zeros. */
export function reportDays<T extends ReportGroup & { date: string }>(
  dateFrom: string,
  dateTo: string,
  days: readonly T[],
): (ReportGroup & { date: string })[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: (ReportGroup & { date: string })[] = [];
  for (let date = dateFrom; date <= dateTo && out.length < REPORT_MAX_DAYS; date = addDays(date, 1)) {
    out.push(byDate.get(date) ?? { ...EMPTY_REPORT_GROUP, date });
  }
  return out;
}
