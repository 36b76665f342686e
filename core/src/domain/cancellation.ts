import { startOfDay, type CalendarDate } from './calendar';
import { ATTRACTION_TIME_ZONE, HOUR_MS } from './constants';
import { intlLocale, type Locale } from './locale';
import { assertMinorUnits, percentOf, type MinorUnits } from './money';

// The defaults and the policy's words live apart so a product page loads only them.
export {
  DEFAULT_CANCELLATION_POLICY,
  describeCancellationPolicy,
  NON_REFUNDABLE,
} from './cancellation-policy';

/**
 * A ticket's cancellation policy: a full refund up to `freeUntilHours` before the visit
 * starts, or none when that is null (non-refundable); optionally a later window refunding
 * `refundPercent` % up to `partial.untilHours` before the visit. The windows end inclusively: a
 * cancellation at the very instant of a cut-off still gets that window's refund.
 */
export interface CancellationPolicy {
  freeUntilHours: number | null;
  partial: { untilHours: number; refundPercent: number } | null;
}

/** The most hours before a visit a window may end at (30 days). */
export const CANCELLATION_HOURS_MAX = 720;

/** Why a policy is not coherent, or null: a partial window must end after the free one, and refund part. */
export function cancellationPolicyProblem(policy: CancellationPolicy): string | null {
  const { freeUntilHours, partial } = policy;
  const hours = (h: number) => Number.isInteger(h) && h >= 0 && h <= CANCELLATION_HOURS_MAX;
  if (freeUntilHours !== null && !hours(freeUntilHours)) {
    return `free cancellation must end 0 to ${CANCELLATION_HOURS_MAX} whole hours before the visit`;
  }
  if (!partial) return null;
  if (!hours(partial.untilHours)) {
    return `the partial refund window must end 0 to ${CANCELLATION_HOURS_MAX} whole hours before the visit`;
  }
  if (!Number.isInteger(partial.refundPercent) || partial.refundPercent < 1 || partial.refundPercent > 99) {
    return 'a partial refund is 1 to 99 %';
  }
  if (freeUntilHours !== null && partial.untilHours >= freeUntilHours) {
    return 'the partial refund window must end closer to the visit than the free one';
  }
  return null;
}

/** The visit a cancellation is measured against: its Dubai date and, for slot tickets, its slot. */
export interface Visit {
  bookingDate: CalendarDate;
  /** `HH:mm` in the attraction's zone, or null for a ticket valid the whole day. */
  timeSlot: string | null;
}

/**
 * When the visit starts, in milliseconds since the epoch: the slot's wall time in the attraction's
 * zone, or the start of that day for a whole-day ticket (so "24 hours before" a day ticket is the
 * previous midnight, never later than the holder could arrive).
 */
export function visitStartMs(visit: Visit, timeZone: string = ATTRACTION_TIME_ZONE): number {
  const midnight = Date.parse(startOfDay(visit.bookingDate, timeZone));
  if (!visit.timeSlot) return midnight;
  const [hours, minutes] = visit.timeSlot.split(':').map(Number) as [number, number];
  // Wall-clock minutes after midnight; a zone that changes its clocks that day is out of scope
  // (Asia/Dubai never does) and would be off by the change, never by a day.
  return midnight + (hours * 60 + minutes) * 60_000;
}

export type RefundWindow = 'free' | 'partial' | 'none';

export interface RefundQuote {
  /** Minor units to give back. */
  amount: MinorUnits;
  /** Share of the paid amount refunded: 100, the partial percent, or 0. */
  percent: number;
  window: RefundWindow;
  /** The last instant (ISO) the quoted window lasts, or null when nothing is refunded. */
  until: string | null;
  /** Why nothing is refunded: the policy refunds nothing, the windows have passed, or the visit began. */
  reason: 'nonRefundable' | 'tooLate' | 'started' | null;
}

/** The refund windows of a policy for one visit, in time order: the free one ends first. */
export function windowsOf(policy: CancellationPolicy, startMs: number) {
  const windows: { window: RefundWindow; percent: number; untilMs: number }[] = [];
  if (policy.freeUntilHours !== null) {
    windows.push({ window: 'free', percent: 100, untilMs: startMs - policy.freeUntilHours * HOUR_MS });
  }
  if (policy.partial) {
    windows.push({
      window: 'partial',
      percent: policy.partial.refundPercent,
      untilMs: startMs - policy.partial.untilHours * HOUR_MS,
    });
  }
  return windows;
}

/**
 * What cancelling a paid visit refunds at `now` under its ticket's policy. The amount is the
 * window's percent of what was paid, in whole minor units (rounded half up, never more than paid).
 */
export function refundQuote(
  policy: CancellationPolicy,
  visit: Visit,
  paid: MinorUnits,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): RefundQuote {
  assertMinorUnits(paid, 'paid amount');
  const startMs = visitStartMs(visit, timeZone);
  const at = now.getTime();
  if (at > startMs) return { amount: 0, percent: 0, window: 'none', until: null, reason: 'started' };
  const open = windowsOf(policy, startMs).find((w) => at <= w.untilMs);
  if (!open) {
    const reason = policy.freeUntilHours === null && !policy.partial ? 'nonRefundable' : 'tooLate';
    return { amount: 0, percent: 0, window: 'none', until: null, reason };
  }
  return {
    amount: open.percent === 100 ? paid : percentOf(paid, open.percent),
    percent: open.percent,
    window: open.window,
    until: new Date(open.untilMs).toISOString(),
    reason: null,
  };
}

/**
 * Until when the visitor may change the date or slot themselves: the free-cancellation cut-off
 * (a change is a cancellation and a new booking in one step). Null when the policy has no free
 * window: then only staff move the booking.
 */
export function rescheduleDeadline(
  policy: CancellationPolicy,
  visit: Visit,
  timeZone: string = ATTRACTION_TIME_ZONE,
): string | null {
  if (policy.freeUntilHours === null) return null;
  return new Date(visitStartMs(visit, timeZone) - policy.freeUntilHours * HOUR_MS).toISOString();
}

export function canReschedule(
  policy: CancellationPolicy,
  visit: Visit,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): boolean {
  const deadline = rescheduleDeadline(policy, visit, timeZone);
  return deadline !== null && now.getTime() <= Date.parse(deadline);
}

/** One refund window of a visit: what it refunds and the last instant (ISO) it lasts. */
export interface RefundStep {
  window: Exclude<RefundWindow, 'none'>;
  percent: number;
  until: string;
}

/** A visit's cancellation terms as they stand at one moment: what cancelling gives now and later. */
export interface CancellationTermsNow {
  /** The windows not over yet, in time order: the first is what cancelling now refunds. */
  ahead: RefundStep[];
  /** The windows already over, in time order. */
  passed: RefundStep[];
  /** Why nothing would be refunded from now on (no window ahead); null while one is. */
  reason: RefundQuote['reason'];
}

/**
 * What a visit's policy promises from `now` on (the same windows and cut-offs as refundQuote): a
 * checkout made after the free cut-off must not promise free cancellation.
 */
export function cancellationTermsAt(
  policy: CancellationPolicy,
  visit: Visit,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): CancellationTermsNow {
  const startMs = visitStartMs(visit, timeZone);
  const at = now.getTime();
  const steps = windowsOf(policy, startMs).map(({ window, percent, untilMs }) => ({
    window: window as RefundStep['window'],
    percent,
    until: new Date(untilMs).toISOString(),
    open: at <= untilMs && at <= startMs,
  }));
  const ahead = steps.filter((s) => s.open).map(({ open: _, ...step }) => step);
  const passed = steps.filter((s) => !s.open).map(({ open: _, ...step }) => step);
  let reason: CancellationTermsNow['reason'] = null;
  if (ahead.length === 0) {
    if (at > startMs) reason = 'started';
    else reason = steps.length === 0 ? 'nonRefundable' : 'tooLate';
  }
  return { ahead, passed, reason };
}

const cutOffFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * "15:00 on Thursday 26 November" for an instant, in the attraction's zone; in another language,
 * Intl's own order and words for the same day and time ("Khamis, 26 November 15:00"), Arabic with
 * Latin digits (core/src/domain/locale.ts intlLocale).
 */
export function formatCutOff(
  instant: string | Date,
  timeZone: string = ATTRACTION_TIME_ZONE,
  locale: Locale = 'en',
): string {
  const key = `${locale}|${timeZone}`;
  let fmt = cutOffFormatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cutOffFormatters.set(key, fmt);
  }
  if (locale !== 'en') return fmt.format(new Date(instant));
  const p: Record<string, string> = {};
  for (const part of fmt.formatToParts(new Date(instant))) p[part.type] = part.value;
  return `${p.hour}:${p.minute} on ${p.weekday} ${p.day} ${p.month}`;
}

/**
 * Every refund window a visit's policy gives, in time order, with its last instant (ISO): what a
 * confirmation states, whenever it is read (cancellationTermsAt says which are still open).
 */
export function cancellationDeadlines(
  policy: CancellationPolicy,
  visit: Visit,
  timeZone: string = ATTRACTION_TIME_ZONE,
): RefundStep[] {
  return windowsOf(policy, visitStartMs(visit, timeZone)).map(({ window, percent, untilMs }) => ({
    window: window as RefundStep['window'],
    percent,
    until: new Date(untilMs).toISOString(),
  }));
}

/**
 * The policy for one visit in plain words, with its cut-offs in Dubai time: "Free cancellation
 * until 15:00 on Thursday 26 November", the checkout summary and the confirmation mail.
 */
export function describeCancellationDeadlines(
  policy: CancellationPolicy,
  visit: Visit,
  timeZone: string = ATTRACTION_TIME_ZONE,
): string {
  const startMs = visitStartMs(visit, timeZone);
  const parts = windowsOf(policy, startMs).map(({ window, percent, untilMs }) => {
    const until = formatCutOff(new Date(untilMs), timeZone);
    return window === 'free' ? `Free cancellation until ${until}` : `${percent} % refund until ${until}`;
  });
  if (!parts.length) return 'Non-refundable';
  if (policy.freeUntilHours === null) parts[0] = `Non-refundable, except a ${parts[0]}`;
  return parts.join('; ');
}
