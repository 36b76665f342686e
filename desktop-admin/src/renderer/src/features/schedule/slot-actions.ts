import type { SlotReason } from '@tours/core/domain';
import type { TimeSlotAvailability } from '@tours/core/schemas';

export type Slot = TimeSlotAvailability['slots'][number];

export const REASON_LABEL: Record<SlotReason, string> = {
  slotBlocked: 'Blocked',
  dateBlocked: 'Date blocked',
  weekdayClosed: 'Closed weekday',
  tooFar: 'Not on sale yet',
  past: 'Past',
  soldOut: 'Sold out',
};

/**
 * The one slot action that does something: only a slot blocked on its own can be unblocked as a
 * slot (a date-wide reason is lifted on the date or the ticket), and only an open or sold-out slot
 * is worth blocking. Anything else gets no button rather than one that fails.
 */
export function slotAction(slot: Pick<Slot, 'reason'>): 'block' | 'unblock' | null {
  if (slot.reason === 'slotBlocked') return 'unblock';
  if (slot.reason === null || slot.reason === 'soldOut') return 'block';
  return null;
}

/** Reasons that close every slot of the date, explained once above the slots. */
const DATE_WIDE: ReadonlySet<SlotReason> = new Set(['dateBlocked', 'weekdayClosed', 'tooFar']);

/** The date-wide reason the slots of a date share, if any (a started slot of today keeps `past`). */
export function dateWideReason(slots: readonly Pick<Slot, 'reason'>[]): SlotReason | undefined {
  return slots.find((s) => s.reason !== null && DATE_WIDE.has(s.reason))?.reason ?? undefined;
}

/**
 * Whether "Cancel bookings" is worth offering on a slot: one still to come, open, sold out or
 * blocked on its own, with seats taken (or a ticket without a capacity, where we cannot tell).
 */
export function mayCancelBookings(
  slot: Pick<Slot, 'reason' | 'remaining'>,
  capacity: number | null,
): boolean {
  if (slot.reason !== null && slot.reason !== 'soldOut' && slot.reason !== 'slotBlocked') return false;
  return capacity === null || slot.remaining === null || slot.remaining < capacity;
}
