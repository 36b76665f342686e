import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  carriesVoucher,
  issuesWalletPass,
  walletPassState,
  walletPassTimes,
} from '../src/domain';

describe('wallet pass rules', () => {
  it('follow the booking: active when paid, used once checked in, voided once cancelled', () => {
    expect(walletPassState('confirmed')).toBe('active');
    expect(walletPassState('redeemed')).toBe('used');
    expect(walletPassState('cancelled')).toBe('voided');
    expect(walletPassState('refunded')).toBe('voided');
    expect(walletPassState('pending')).toBeNull();
    // A pass is issued exactly when a voucher is: its barcode is the voucher's check-in code.
    for (const status of BOOKING_STATUSES) expect(issuesWalletPass(status)).toBe(carriesVoucher(status));
  });

  it('are relevant at the slot in Dubai time and expire after the visit day', () => {
    expect(walletPassTimes({ bookingDate: '2026-12-24', timeSlot: '09:30' })).toEqual({
      relevantDate: '2026-12-24T09:30:00+04:00',
      expirationDate: '2026-12-25T00:00:00+04:00',
    });
    expect(walletPassTimes({ bookingDate: '2026-12-31', timeSlot: null })).toEqual({
      relevantDate: '2026-12-31T00:00:00+04:00',
      expirationDate: '2027-01-01T00:00:00+04:00',
    });
    // The same instants whatever the machine's zone: the offset is the attraction's.
    expect(Date.parse(walletPassTimes({ bookingDate: '2026-12-24', timeSlot: '09:30' }).relevantDate)).toBe(
      Date.UTC(2026, 11, 24, 5, 30),
    );
  });
});
