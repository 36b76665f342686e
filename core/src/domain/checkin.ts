import type { BookingStatus } from './booking-status';
import type { CalendarDate } from './calendar';

/** A wrong scan can be taken back for this long after the server recorded it. */
export const CHECK_IN_UNDO_SECONDS = 60;

/**
 * A slot stays "the one at the gate" this long after it starts: late arrivals for the 10:00 group
 * are still being admitted at 10:20, so the screen must not jump to 10:30 yet.
 */
export const CHECK_IN_SLOT_GRACE_MINUTES = 30;

/** The most people one scan may admit (a booking's party is capped well below this). */
export const CHECK_IN_MAX_PER_SCAN = 100;

export const CHECK_IN_OUTCOMES = [
  'admitted',
  'already_checked_in',
  'too_many',
  'wrong_ticket',
  'wrong_date',
  'wrong_slot',
  'cancelled',
  'not_paid',
  'unknown',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** What the gate knows about the booking a voucher belongs to. */
export interface CheckInCandidate {
  bookingStatus: BookingStatus;
  ticketId: string;
  bookingDate: CalendarDate;
  timeSlot: string | null;
  adultCount: number;
  childCount: number;
  /** People already admitted on this voucher (undone admissions excluded). */
  admitted: number;
}

/** The ticket, date and slot the gate is admitting for. */
export interface GateSelection {
  ticketId: string;
  bookingDate: CalendarDate;
  /** null for a ticket sold without time slots: any booking of the day is valid. */
  timeSlot: string | null;
}

export interface CheckInVerdict {
  outcome: CheckInOutcome;
  /** People this scan admits (0 unless outcome is 'admitted'). */
  admit: number;
  /** People of the party not admitted yet, before this scan. */
  remaining: number;
  /** The refusal staff overruled to admit this scan, if they did. */
  overridden?: CheckInOutcome;
}

/**
 * The refusals staff may overrule at the gate ("admit anyway", with a reason): the party paid for
 * this very ticket and came on another date or at another slot, which the attraction may accept
 * when it has room. Never a cancelled, refunded or unpaid booking (no money is held for it), a used
 * voucher or more people than booked (people who did not pay), nor another ticket (another price
 * and often another place).
 */
export const CHECK_IN_OVERRIDABLE: readonly CheckInOutcome[] = ['wrong_date', 'wrong_slot'];

export function canOverrideCheckIn(outcome: CheckInOutcome): boolean {
  return CHECK_IN_OVERRIDABLE.includes(outcome);
}

export function partySize(booking: Pick<CheckInCandidate, 'adultCount' | 'childCount'>): number {
  return booking.adultCount + booking.childCount;
}

/** A voucher is valid at the gate only once paid; these mean the seats were given back. */
const WITHDRAWN: readonly BookingStatus[] = ['cancelled', 'refunded'];
const UNPAID: readonly BookingStatus[] = ['pending', 'expired', 'failed'];

/**
 * The one rule behind every scan, online (the API, under the booking's row lock) and offline (the
 * desk, against the downloaded arrival list). `requested` people are admitted, or, when not given,
 * everyone of the party who has not arrived yet. A party may arrive in parts (3 of 5 now, 2 later);
 * once everyone is in, the voucher is used. With `override`, staff overrule a refusal of
 * CHECK_IN_OVERRIDABLE (and only those).
 */
export function checkInVerdict(
  candidate: CheckInCandidate | null | undefined,
  gate: GateSelection,
  requested?: number,
  { override = false }: { override?: boolean } = {},
): CheckInVerdict {
  const verdict = judge(candidate, gate, requested);
  if (!override || !candidate || !canOverrideCheckIn(verdict.outcome)) return verdict;
  // Overruled: judged again as if the gate were the booking's own date and slot, so every other
  // rule (paid, this ticket, not used up, not more people than booked) still holds.
  const own = { ...gate, bookingDate: candidate.bookingDate, timeSlot: candidate.timeSlot };
  const again = judge(candidate, own, requested);
  return again.outcome === 'admitted' ? { ...again, overridden: verdict.outcome } : again;
}

function judge(
  candidate: CheckInCandidate | null | undefined,
  gate: GateSelection,
  requested?: number,
): CheckInVerdict {
  if (!candidate) return { outcome: 'unknown', admit: 0, remaining: 0 };
  const remaining = Math.max(partySize(candidate) - candidate.admitted, 0);
  const refuse = (outcome: CheckInOutcome): CheckInVerdict => ({ outcome, admit: 0, remaining });
  if (WITHDRAWN.includes(candidate.bookingStatus)) return refuse('cancelled');
  if (UNPAID.includes(candidate.bookingStatus)) return refuse('not_paid');
  if (candidate.ticketId !== gate.ticketId) return refuse('wrong_ticket');
  if (candidate.bookingDate !== gate.bookingDate) return refuse('wrong_date');
  if (gate.timeSlot !== null && candidate.timeSlot !== null && candidate.timeSlot !== gate.timeSlot)
    return refuse('wrong_slot');
  if (remaining === 0) return refuse('already_checked_in');
  const admit = requested ?? remaining;
  if (!Number.isInteger(admit) || admit < 1 || admit > remaining) return refuse('too_many');
  return { outcome: 'admitted', admit, remaining };
}

/**
 * The booking's status once `admittedTotal` people are in. As OCTO's REDEEMED: a voucher is redeemed
 * from its first admission (it can no longer be cancelled or refunded as unused), not only once the
 * whole party is in; undoing every admission makes it confirmed again.
 */
export function statusAfterAdmissions(status: BookingStatus, admittedTotal: number): BookingStatus {
  if (status === 'confirmed' && admittedTotal > 0) return 'redeemed';
  if (status === 'redeemed' && admittedTotal === 0) return 'confirmed';
  return status;
}

/** True while an admission recorded at `recordedAt` may still be undone. */
export function canUndoCheckIn(recordedAt: string | Date, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(recordedAt).getTime();
  return age >= 0 && age <= CHECK_IN_UNDO_SECONDS * 1000;
}

/** When the undo window of an admission recorded at `recordedAt` closes (ISO 8601). */
export function undoDeadline(recordedAt: string | Date): string {
  return new Date(new Date(recordedAt).getTime() + CHECK_IN_UNDO_SECONDS * 1000).toISOString();
}

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The slot the gate is most likely admitting at `now` (`HH:mm`, attraction time): the latest one
 * that started less than the grace period ago, else the next one to start, else the day's last.
 */
export function currentOrNextSlot(
  slots: readonly string[],
  now: string,
  graceMinutes: number = CHECK_IN_SLOT_GRACE_MINUTES,
): string | null {
  const sorted = [...slots].sort((a, b) => minutesOf(a) - minutesOf(b));
  const at = minutesOf(now);
  const started = sorted.filter((s) => minutesOf(s) <= at && at - minutesOf(s) < graceMinutes);
  if (started.length > 0) return started[started.length - 1]!;
  return sorted.find((s) => minutesOf(s) > at) ?? sorted[sorted.length - 1] ?? null;
}

/** What a check-in answer refers to, for its message. */
export interface CheckInSubject {
  name: string;
  bookingDate: CalendarDate;
  bookingDateString?: string;
  timeSlot: string | null;
  ticketTitle?: string;
  bookingStatus?: BookingStatus;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** The one-line message the gate shows for a verdict, the same online and offline. */
export function checkInMessage(
  outcome: CheckInOutcome,
  subject: CheckInSubject | null,
  counts: { admit?: number; remaining?: number; partySize?: number; overridden?: CheckInOutcome } = {},
): string {
  const when = subject
    ? `${subject.bookingDateString ?? subject.bookingDate}${subject.timeSlot ? ` at ${subject.timeSlot}` : ''}`
    : '';
  switch (outcome) {
    case 'admitted': {
      const admit = counts.admit ?? 0;
      const left = (counts.remaining ?? admit) - admit;
      const anyway = counts.overridden
        ? ` Admitted anyway: ${checkInMessage(counts.overridden, subject)}`
        : '';
      return `Admit ${people(admit)}${left > 0 ? ` (${left} of ${counts.partySize ?? admit + left} still to come)` : ''}.${anyway}`;
    }
    case 'already_checked_in':
      return 'Already checked in: this voucher has been used.';
    case 'too_many':
      return `Only ${people(counts.remaining ?? 0)} of this booking still to come.`;
    case 'wrong_ticket':
      return `Not for this ticket: it is for ${subject?.ticketTitle ?? 'another ticket'}, ${when}.`;
    case 'wrong_date':
      return `Wrong date: this voucher is for ${when}.`;
    case 'wrong_slot':
      return `Wrong time slot: this voucher is for ${subject?.timeSlot ?? 'another slot'}.`;
    case 'cancelled':
      return `Cancelled booking: this voucher is not valid (${subject?.bookingStatus ?? 'cancelled'}).`;
    case 'not_paid':
      return 'Not paid: this booking was never confirmed.';
    case 'unknown':
      return 'Unknown voucher: no booking has this code.';
  }
}
