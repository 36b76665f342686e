import { describe, expect, it } from 'vitest';
import {
  canTransition,
  canUndoCheckIn,
  checkInMessage,
  checkInVerdict,
  currentOrNextSlot,
  statusAfterAdmissions,
  undoDeadline,
  type CheckInCandidate,
  type GateSelection,
} from '../src/domain';
import { CheckInRequestSchema } from '../src/schemas';

const TICKET = '6f1c1d3e-4a43-4b7e-9a55-2f1f3b0c9d11';
const gate: GateSelection = { ticketId: TICKET, bookingDate: '2026-11-24', timeSlot: '10:00' };
const booking = (over: Partial<CheckInCandidate> = {}): CheckInCandidate => ({
  bookingStatus: 'confirmed',
  ticketId: TICKET,
  bookingDate: '2026-11-24',
  timeSlot: '10:00',
  adultCount: 3,
  childCount: 2,
  admitted: 0,
  ...over,
});

describe('check-in verdict', () => {
  it('admits the whole party by default, or the number asked for', () => {
    expect(checkInVerdict(booking(), gate)).toEqual({ outcome: 'admitted', admit: 5, remaining: 5 });
    expect(checkInVerdict(booking(), gate, 3)).toEqual({ outcome: 'admitted', admit: 3, remaining: 5 });
  });

  it('admits the rest of a group that arrived in parts, then refuses the used voucher', () => {
    expect(checkInVerdict(booking({ admitted: 3 }), gate)).toEqual({
      outcome: 'admitted',
      admit: 2,
      remaining: 2,
    });
    expect(checkInVerdict(booking({ admitted: 3 }), gate, 3).outcome).toBe('too_many');
    expect(checkInVerdict(booking({ admitted: 5, bookingStatus: 'redeemed' }), gate).outcome).toBe(
      'already_checked_in',
    );
  });

  it('says why a voucher is refused, the withdrawn booking first', () => {
    expect(checkInVerdict(null, gate).outcome).toBe('unknown');
    for (const status of ['cancelled', 'refunded'] as const)
      expect(
        checkInVerdict(booking({ bookingStatus: status, bookingDate: '2026-12-01' }), gate).outcome,
      ).toBe('cancelled');
    for (const status of ['pending', 'expired', 'failed'] as const)
      expect(checkInVerdict(booking({ bookingStatus: status }), gate).outcome).toBe('not_paid');
    expect(checkInVerdict(booking({ ticketId: 'another' }), gate).outcome).toBe('wrong_ticket');
    expect(checkInVerdict(booking({ bookingDate: '2026-11-25' }), gate).outcome).toBe('wrong_date');
    expect(checkInVerdict(booking({ timeSlot: '12:00' }), gate).outcome).toBe('wrong_slot');
    // A ticket without slots admits any booking of the day.
    expect(checkInVerdict(booking({ timeSlot: null }), { ...gate, timeSlot: null }).outcome).toBe('admitted');
    expect(checkInVerdict(booking({ timeSlot: '12:00' }), { ...gate, timeSlot: null }).outcome).toBe(
      'admitted',
    );
  });

  it('refuses counts that are not a positive whole number', () => {
    for (const n of [0, -1, 1.5]) expect(checkInVerdict(booking(), gate, n).outcome).toBe('too_many');
  });
});

describe('status after admissions', () => {
  it('is redeemed from the first admission, as OCTO, and confirmed again once every admission is undone', () => {
    expect(statusAfterAdmissions('confirmed', 1)).toBe('redeemed');
    expect(statusAfterAdmissions('redeemed', 5)).toBe('redeemed');
    expect(statusAfterAdmissions('redeemed', 0)).toBe('confirmed');
    expect(statusAfterAdmissions('cancelled', 0)).toBe('cancelled');
    expect(canTransition('confirmed', 'redeemed')).toBe(true);
    expect(canTransition('redeemed', 'confirmed')).toBe(true);
    expect(canTransition('redeemed', 'cancelled')).toBe(false);
    expect(canTransition('pending', 'redeemed')).toBe(false);
  });
});

describe('undo window', () => {
  it('is one minute from when the server recorded the admission', () => {
    const at = new Date('2026-11-24T06:00:00.000Z');
    expect(canUndoCheckIn(at, new Date('2026-11-24T06:00:59.000Z'))).toBe(true);
    expect(canUndoCheckIn(at, new Date('2026-11-24T06:01:00.000Z'))).toBe(true);
    expect(canUndoCheckIn(at, new Date('2026-11-24T06:01:00.001Z'))).toBe(false);
    expect(undoDeadline(at)).toBe('2026-11-24T06:01:00.000Z');
  });
});

describe('slot preselected at the gate', () => {
  const slots = ['14:00', '10:00', '12:00'];
  it('keeps a slot that started less than half an hour ago, else the next, else the last', () => {
    expect(currentOrNextSlot(slots, '08:00')).toBe('10:00');
    expect(currentOrNextSlot(slots, '10:20')).toBe('10:00');
    expect(currentOrNextSlot(slots, '10:30')).toBe('12:00');
    expect(currentOrNextSlot(slots, '23:00')).toBe('14:00');
    expect(currentOrNextSlot([], '10:00')).toBeNull();
  });
});

describe('check-in messages and request', () => {
  it('names the date or slot a refused voucher is for', () => {
    const subject = {
      name: 'A',
      bookingDate: '2026-11-25',
      bookingDateString: 'Wednesday, 25 November 2026',
      timeSlot: '12:00',
    };
    expect(checkInMessage('wrong_date', subject)).toBe(
      'Wrong date: this voucher is for Wednesday, 25 November 2026 at 12:00.',
    );
    expect(checkInMessage('wrong_slot', subject)).toContain('12:00');
    expect(checkInMessage('admitted', subject, { admit: 3, remaining: 5, partySize: 5 })).toBe(
      'Admit 3 people (2 of 5 still to come).',
    );
    expect(checkInMessage('admitted', subject, { admit: 1, remaining: 1, partySize: 1 })).toBe(
      'Admit 1 person.',
    );
  });

  it('accepts a scan and refuses unknown fields and bad counts', () => {
    const scan = { code: ' abc ', ticketId: TICKET, bookingDate: '2026-11-24', timeSlot: '10:00' };
    expect(CheckInRequestSchema.parse(scan)).toMatchObject({ code: 'abc', source: 'typed', offline: false });
    expect(CheckInRequestSchema.safeParse({ ...scan, admin: true }).success).toBe(false);
    expect(CheckInRequestSchema.safeParse({ ...scan, count: 0 }).success).toBe(false);
    expect(CheckInRequestSchema.safeParse({ ...scan, code: '  ' }).success).toBe(false);
    expect(CheckInRequestSchema.safeParse({ ...scan, bookingDate: '24/11/2026' }).success).toBe(false);
  });
});
