import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  carriesVoucher,
  PAID_STATUSES,
  SEAT_HOLDING_STATUSES,
  statusesMatching,
  voucherWithheldReason,
} from '../src/domain';
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

describe('the voucher in a booking’s mails', () => {
  it('goes only with a paid booking, and says why it does not otherwise', () => {
    const carried = BOOKING_STATUSES.filter(carriesVoucher);
    expect(carried).toEqual([...PAID_STATUSES]);
    for (const status of BOOKING_STATUSES) {
      const reason = voucherWithheldReason(status);
      expect(reason === null, status).toBe(carriesVoucher(status));
    }
    expect(voucherWithheldReason('pending')).toBe('is not paid yet (its checkout is still open)');
    expect(voucherWithheldReason('cancelled')).toBe('was cancelled');
  });
});
