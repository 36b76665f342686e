import { DEFAULT_MAX_PER_BOOKING } from './constants';

/** A participant count moves by 2 when buy-one-get-one is active for that age group, else by 1. */
export function countStep(buyOneGetOne: boolean): 1 | 2 {
  return buyOneGetOne ? 2 : 1;
}

export interface CountBounds {
  /** Participants already counted in the other age group. */
  otherCount: number;
  /** Upper bound on adults + children for one booking. */
  maxPerBooking?: number | null;
}

/**
 * How many people one booking may hold at a chosen visit: the ticket's bound, or the seats left at
 * that date and slot when fewer (null: not known, or no capacity limit).
 */
export function participantLimit(maxPerBooking: number | null | undefined, seatsLeft: number | null): number {
  const max = maxPerBooking ?? DEFAULT_MAX_PER_BOOKING;
  return seatsLeft === null ? max : Math.max(0, Math.min(max, seatsLeft));
}

/** The count after one step up, or the same count when the booking's upper bound would be passed. */
export function increaseCount(
  current: number,
  buyOneGetOne: boolean,
  bounds: CountBounds = { otherCount: 0 },
): number {
  const max = bounds.maxPerBooking ?? DEFAULT_MAX_PER_BOOKING;
  const next = current + countStep(buyOneGetOne);
  return next + bounds.otherCount > max ? current : next;
}

/** The count after one step down; never below 0. */
export function decreaseCount(current: number, buyOneGetOne: boolean): number {
  return Math.max(0, current - countStep(buyOneGetOne));
}

export type CountProblem = 'not_whole' | 'negative' | 'odd_with_bogo' | 'none_selected' | 'too_many';

/** What a visitor (or a reseller) is told about counts that cannot be booked. */
export const COUNT_PROBLEM_MESSAGES: Record<CountProblem, string> = {
  not_whole: 'Participant counts must be whole numbers.',
  negative: 'Participant counts cannot be negative.',
  odd_with_bogo: 'This ticket is sold in buy-one-get-one pairs: choose an even number.',
  none_selected: 'Choose at least one participant.',
  too_many: 'Too many participants for one booking.',
};

/** Why a pair of counts cannot be booked, or null when it can. The server checks this at checkout. */
export function countsProblem(input: {
  adultCount: number;
  childCount: number;
  isAdultByOneGetOneActive: boolean;
  isChildByOneGetOneActive: boolean;
  maxPerBooking?: number | null;
}): CountProblem | null {
  const { adultCount, childCount } = input;
  if (!Number.isInteger(adultCount) || !Number.isInteger(childCount)) return 'not_whole';
  if (adultCount < 0 || childCount < 0) return 'negative';
  if (input.isAdultByOneGetOneActive && adultCount % 2 !== 0) return 'odd_with_bogo';
  if (input.isChildByOneGetOneActive && childCount % 2 !== 0) return 'odd_with_bogo';
  if (adultCount + childCount === 0) return 'none_selected';
  if (adultCount + childCount > (input.maxPerBooking ?? DEFAULT_MAX_PER_BOOKING)) return 'too_many';
  return null;
}
