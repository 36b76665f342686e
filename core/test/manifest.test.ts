import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  manifestCheckIn,
  type ManifestBookingInput,
  type QuestionDefinition,
} from '../src/domain';

const DIET: QuestionDefinition = {
  id: 'diet',
  label: 'Dietary needs',
  kind: 'short_text',
  scope: 'participant',
  required: true,
  helpText: null,
  options: [],
};
const PERMIT: QuestionDefinition = {
  ...DIET,
  id: 'permit',
  label: 'Permit',
  kind: 'yes_no',
  scope: 'booking',
};

const ATLANTIS = {
  pickupPointId: 'p-atlantis',
  name: 'Atlantis The Palm',
  area: 'Palm',
  address: 'Crescent Rd',
  minutesBefore: 45,
};
const MARINA = {
  pickupPointId: 'p-marina',
  name: 'Address Dubai Marina',
  area: 'Marina',
  address: 'Marina Walk',
  minutesBefore: 45,
};

function booking(over: Partial<ManifestBookingInput> = {}): ManifestBookingInput {
  return {
    id: over.reference ?? 'b1',
    reference: 'B1',
    ticketId: 't-safari',
    ticketTitle: 'Evening safari',
    bookingDate: '2026-12-24',
    timeSlot: '15:30',
    name: 'Guest',
    phone: '+971500000000',
    adultCount: 2,
    childCount: 0,
    pickup: null,
    meetingPoint: 'Desert camp gate',
    questions: [],
    answers: null,
    admitted: 0,
    ...over,
  };
}

describe('buildManifest', () => {
  it('groups by pickup point and pickup time, ordered by time then the point’s name', () => {
    const day = buildManifest('2026-12-24', [
      booking({ reference: 'B1', name: 'Zara', pickup: ATLANTIS }),
      booking({ reference: 'B2', name: 'Amal', pickup: MARINA }),
      booking({ reference: 'B3', name: 'Bo', pickup: ATLANTIS }),
      booking({ reference: 'B4', name: 'Early', pickup: { ...MARINA, minutesBefore: 90 } }),
      booking({ reference: 'B5', name: 'Walker' }),
    ]);
    expect(day.groups.map((g) => [g.kind, g.place, g.time])).toEqual([
      ['pickup', 'Address Dubai Marina', '14:00'],
      ['pickup', 'Address Dubai Marina', '14:45'],
      ['pickup', 'Atlantis The Palm', '14:45'],
      ['meeting', 'Desert camp gate', '15:30'],
    ]);
    expect(day.groups[2]!.entries.map((e) => e.name)).toEqual(['Bo', 'Zara']);
    expect(day.groups[2]!.totals).toEqual({
      bookings: 2,
      adults: 4,
      children: 0,
      participants: 4,
      checkedIn: 0,
    });
    expect(day.totals.bookings).toBe(5);
    expect(day.totals.participants).toBe(10);
  });

  it('puts a pickup before midnight first, on the day before', () => {
    const day = buildManifest('2026-12-24', [
      booking({ reference: 'B1', timeSlot: '00:15', pickup: { ...ATLANTIS, minutesBefore: 0 } }),
      booking({ reference: 'B2', timeSlot: '00:30', pickup: { ...MARINA, minutesBefore: 60 } }),
    ]);
    expect(day.groups.map((g) => [g.date, g.time, g.place])).toEqual([
      ['2026-12-23', '23:30', 'Address Dubai Marina'],
      ['2026-12-24', '00:15', 'Atlantis The Palm'],
    ]);
  });

  it('groups bookings without a pickup at the meeting point or "meets at the start", untimed last', () => {
    const day = buildManifest('2026-12-24', [
      booking({ reference: 'B1', timeSlot: null, meetingPoint: null }),
      booking({ reference: 'B2', timeSlot: null, pickup: ATLANTIS }),
      booking({ reference: 'B3', timeSlot: '09:00', meetingPoint: null }),
    ]);
    expect(day.groups.map((g) => [g.kind, g.place, g.time])).toEqual([
      ['meeting', null, '09:00'],
      ['pickup', 'Atlantis The Palm', null],
      ['meeting', null, null],
    ]);
  });

  it('lists answers with their labels, per participant, and the check-in state', () => {
    const day = buildManifest('2026-12-24', [
      booking({
        questions: [PERMIT, DIET],
        answers: { booking: { permit: true }, participants: [{ diet: 'none' }, { diet: 'vegan' }] },
        admitted: 1,
      }),
    ]);
    const entry = day.groups[0]!.entries[0]!;
    expect(entry.answers).toEqual([
      { participant: null, label: 'Permit', text: 'Yes' },
      { participant: 1, label: 'Dietary needs', text: 'none' },
      { participant: 2, label: 'Dietary needs', text: 'vegan' },
    ]);
    expect(entry.checkIn).toBe('partial');
    expect(day.totals.checkedIn).toBe(1);
  });

  it('names the check-in state', () => {
    expect(manifestCheckIn(0, 2)).toBe('waiting');
    expect(manifestCheckIn(1, 2)).toBe('partial');
    expect(manifestCheckIn(2, 2)).toBe('arrived');
    expect(manifestCheckIn(3, 2)).toBe('arrived');
  });

  it('keeps every booking once and the totals add up (property)', () => {
    const points = [
      ATLANTIS,
      MARINA,
      { ...ATLANTIS, pickupPointId: 'p3', name: 'Jumeirah', minutesBefore: 600 },
    ];
    const input = fc.record({
      slot: fc.option(fc.constantFrom('00:10', '06:00', '15:30', '23:50'), { nil: null }),
      point: fc.option(fc.constantFrom(...points), { nil: null }),
      meeting: fc.option(fc.constantFrom('Gate A', 'Gate B'), { nil: null }),
      adults: fc.integer({ min: 0, max: 9 }),
      children: fc.integer({ min: 0, max: 9 }),
      admitted: fc.integer({ min: 0, max: 20 }),
      name: fc.string({ maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(input, { maxLength: 30 }), (rows) => {
        const bookings = rows.map((r, i) =>
          booking({
            id: `b${i}`,
            reference: `R${i}`,
            name: r.name,
            timeSlot: r.slot,
            pickup: r.point,
            meetingPoint: r.meeting,
            adultCount: r.adults,
            childCount: r.children,
            admitted: r.admitted,
          }),
        );
        const day = buildManifest('2026-12-24', bookings);
        const ids = day.groups.flatMap((g) => g.entries.map((e) => e.id));
        expect(ids.sort()).toEqual(bookings.map((b) => b.id).sort());
        const sum = (k: keyof typeof day.totals) => day.groups.reduce((s, g) => s + g.totals[k], 0);
        for (const k of ['bookings', 'adults', 'children', 'participants', 'checkedIn'] as const) {
          expect(sum(k)).toBe(day.totals[k]);
        }
        expect(day.totals.participants).toBe(rows.reduce((s, r) => s + r.adults + r.children, 0));
        expect(day.totals.checkedIn).toBeLessThanOrEqual(day.totals.participants);
        const whens = day.groups.filter((g) => g.time).map((g) => `${g.date} ${g.time}`);
        expect(whens).toEqual([...whens].sort());
        expect(new Set(day.groups.map((g) => g.key)).size).toBe(day.groups.length);
      }),
    );
  });
});
