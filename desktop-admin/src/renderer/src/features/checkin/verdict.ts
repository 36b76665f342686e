import { ATTRACTION_TIME_ZONE, type CheckInOutcome } from '@tours/core/domain';

/** The verdict's headline, read at a glance from across the desk. */
export const HEADLINE: Record<CheckInOutcome, string> = {
  admitted: 'Admit',
  already_checked_in: 'Already used',
  too_many: 'Too many people',
  wrong_ticket: 'Wrong ticket',
  wrong_date: 'Wrong date',
  wrong_slot: 'Wrong time slot',
  cancelled: 'Cancelled',
  not_paid: 'Not paid',
  unknown: 'Unknown voucher',
};

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: ATTRACTION_TIME_ZONE,
});
export const clock = (iso: string) => time.format(new Date(iso));
