import { describe, expect, it } from 'vitest';
import type { Booking } from '@tours/core/schemas';
import { BOOKING_CSV_COLUMNS, channelCsvColumns, toCsv } from '../src/renderer/src/features/bookings/csv';
import { channelLabel } from '../src/renderer/src/lib/channel';

const KLOOK = { _id: '6f1f7a9e-0000-4000-8000-000000000001', name: 'Klook' };
const reseller = (testMode: boolean): Booking['channel'] => ({
  kind: 'reseller',
  resellerId: KLOOK._id,
  resellerReference: 'KL-778899',
  testMode,
});

describe('a booking’s channel', () => {
  it('names the website, the reseller (test bookings marked) and staff', () => {
    expect(channelLabel(undefined, [KLOOK])).toBe('Website');
    expect(
      channelLabel({ kind: 'website', resellerId: null, resellerReference: null, testMode: false }, []),
    ).toBe('Website');
    expect(channelLabel(reseller(false), [KLOOK])).toBe('Klook');
    expect(channelLabel(reseller(true), [KLOOK])).toBe('Klook (test)');
    // The list of resellers not loaded yet.
    expect(channelLabel(reseller(false), undefined)).toBe('Reseller');
  });

  it('is exported in the CSV with the reseller’s own reference', () => {
    const booking = { bookingId: 'DXB-ABC123', channel: reseller(false) } as unknown as Booking;
    const columns = [...BOOKING_CSV_COLUMNS, ...channelCsvColumns([KLOOK])].filter((c) =>
      ['Reference', 'Channel', 'Reseller reference'].includes(c.header),
    );
    expect(toCsv([booking], columns)).toBe(
      '\uFEFFReference,Channel,Reseller reference\r\nDXB-ABC123,Klook,KL-778899\r\n',
    );
  });
});
