import { describe, expect, it } from 'vitest';
import {
  canOverrideCheckIn,
  canTransition,
  canUndoCheckIn,
  CHECK_IN_OVERRIDABLE,
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

describe('admit anyway', () => {
  const anyway = { override: true };

  it('overrules only a wrong date or slot, judging the rest as at the booking’s own date and slot', () => {
    expect(CHECK_IN_OVERRIDABLE).toEqual(['wrong_date', 'wrong_slot']);
    const tomorrow = booking({ bookingDate: '2026-11-25' });
    expect(checkInVerdict(tomorrow, gate).outcome).toBe('wrong_date');
    expect(checkInVerdict(tomorrow, gate, undefined, anyway)).toEqual({
      outcome: 'admitted',
      admit: 5,
      remaining: 5,
      overridden: 'wrong_date',
    });
    const noon = booking({ timeSlot: '12:00', admitted: 3 });
    expect(checkInVerdict(noon, gate, 2, anyway)).toEqual({
      outcome: 'admitted',
      admit: 2,
      remaining: 2,
      overridden: 'wrong_slot',
    });
    // The other rules still hold once the date or slot is overruled.
    expect(checkInVerdict(noon, gate, 3, anyway).outcome).toBe('too_many');
    expect(checkInVerdict(booking({ timeSlot: '12:00', admitted: 5 }), gate, undefined, anyway).outcome).toBe(
      'already_checked_in',
    );
    // A verdict that admits anyway carries no override.
    expect(checkInVerdict(booking(), gate, undefined, anyway)).toEqual({
      outcome: 'admitted',
      admit: 5,
      remaining: 5,
    });
  });

  it('never overrules a withdrawn or unpaid booking, another ticket, a used voucher or too many people', () => {
    for (const outcome of [
      'cancelled',
      'not_paid',
      'wrong_ticket',
      'already_checked_in',
      'too_many',
      'unknown',
    ] as const)
      expect(canOverrideCheckIn(outcome), outcome).toBe(false);
    const otherDay = { bookingDate: '2026-11-25' };
    for (const status of ['cancelled', 'refunded', 'pending', 'expired', 'failed'] as const) {
      const verdict = checkInVerdict(
        booking({ ...otherDay, bookingStatus: status }),
        gate,
        undefined,
        anyway,
      );
      expect(verdict.outcome, status).not.toBe('admitted');
      expect(verdict.admit).toBe(0);
    }
    const elsewhere = booking({ ...otherDay, ticketId: '7f1c1d3e-4a43-4b7e-9a55-2f1f3b0c9d11' });
    expect(checkInVerdict(elsewhere, gate, undefined, anyway).outcome).toBe('wrong_ticket');
    expect(checkInVerdict(null, gate, undefined, anyway).outcome).toBe('unknown');
  });

  it('says the admission was made anyway, and why the rules refused it', () => {
    const subject = {
      name: 'Layla',
      bookingDate: '2026-11-25',
      bookingDateString: 'Wednesday 25 November',
      timeSlot: '10:00',
    };
    expect(checkInMessage('admitted', subject, { admit: 2, remaining: 2, overridden: 'wrong_date' })).toBe(
      'Admit 2 people. Admitted anyway: Wrong date: this voucher is for Wednesday 25 November at 10:00.',
    );
  });

  it('asks for a reason and is never part of a scan made offline', () => {
    const scan = { code: 'abc', ...gate };
    expect(CheckInRequestSchema.parse({ ...scan, override: { reason: '  late flight  ' } }).override).toEqual(
      {
        reason: 'late flight',
      },
    );
    expect(CheckInRequestSchema.safeParse({ ...scan, override: { reason: 'ok' } }).success).toBe(false);
    expect(CheckInRequestSchema.safeParse({ ...scan, override: {} }).success).toBe(false);
    expect(
      CheckInRequestSchema.safeParse({ ...scan, override: { reason: 'late flight', by: 'x' } }).success,
    ).toBe(false);
    expect(
      CheckInRequestSchema.safeParse({ ...scan, offline: true, override: { reason: 'late flight' } }).success,
    ).toBe(false);
  });
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
