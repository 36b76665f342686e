import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, PAID_STATUSES, SEAT_HOLDING_STATUSES, statusesMatching } from '../src/domain';
import { BookingListQuerySchema } from '../src/schemas';

describe('the bookings list status filter', () => {
  it('reads paid as confirmed or checked in, and any status as itself', () => {
    expect(statusesMatching('paid')).toEqual(['confirmed', 'redeemed']);
    for (const status of BOOKING_STATUSES) expect(statusesMatching(status)).toEqual([status]);
  });

  it('counts as paid only statuses that keep their seats', () => {
    for (const status of PAID_STATUSES) expect(SEAT_HOLDING_STATUSES).toContain(status);
    expect(PAID_STATUSES).not.toContain('refunded');
  });

  it('accepts paid and every status in the list query, and nothing else', () => {
    expect(BookingListQuerySchema.parse({ bookingStatus: 'paid' }).bookingStatus).toBe('paid');
    expect(BookingListQuerySchema.safeParse({ bookingStatus: 'settled' }).success).toBe(false);
  });
});
