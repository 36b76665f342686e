import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@tours/core/api';
import type { ArrivalList, CheckInRequest, CheckInResult } from '@tours/core/schemas';
import { CheckInDesk } from '../src/renderer/src/features/checkin/checkin-desk';

const TICKET = '6f1c1d3e-4a43-4b7e-9a55-2f1f3b0c9d11';
const GATE = { ticketId: TICKET, bookingDate: '2026-11-26', timeSlot: '09:00' };
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function list(): ArrivalList {
  return {
    ticketId: TICKET,
    ticketTitle: 'Dubai Frame Entry',
    bookingDate: GATE.bookingDate,
    bookingDateString: 'Thursday, 26 November 2026',
    timeSlot: '09:00',
    expected: 3,
    arrived: 0,
    missing: 3,
    generatedAt: '2026-11-26T04:00:00.000Z',
    arrivals: [
      arrival(
        '00000000-0000-4000-8000-00000000000a',
        'DXB-AAAAAA',
        'Fatima',
        2,
        'secret-fatima',
        'confirmed',
      ),
      arrival('00000000-0000-4000-8000-00000000000b', 'DXB-BBBBBB', 'Yusuf', 1, 'secret-yusuf', 'confirmed'),
      arrival('00000000-0000-4000-8000-00000000000c', 'DXB-CCCCCC', 'Chen', 2, 'secret-chen', 'cancelled'),
    ],
  };
}

function arrival(
  id: string,
  bookingId: string,
  name: string,
  adults: number,
  secret: string,
  status: 'confirmed' | 'cancelled',
) {
  return {
    _id: id,
    bookingId,
    bookingStatus: status,
    name,
    timeSlot: '09:00',
    adultCount: adults,
    childCount: 0,
    partySize: adults,
    admitted: 0,
    secretHash: sha(secret),
    lastCheckInAt: null,
  };
}

const down = () => new ApiError({ status: 'FETCH_ERROR', message: 'Failed to fetch' });

/** An API that is up or down on demand and records the scans it was sent. */
function fakeApi() {
  const state = {
    up: true,
    sent: [] as CheckInRequest[],
    answer: null as ((r: CheckInRequest) => CheckInResult) | null,
  };
  const api = {
    getArrivals: async () => {
      if (!state.up) throw down();
      return list();
    },
    checkIn: async (request: CheckInRequest) => {
      if (!state.up) throw down();
      state.sent.push(request);
      return state.answer!(request);
    },
  } as unknown as ApiClient;
  return { api, state };
}

const answer = (outcome: CheckInResult['outcome'], message: string): CheckInResult => ({
  outcome,
  message,
  booking: null,
  admittedNow: outcome === 'admitted' ? 2 : 0,
  remaining: 0,
  checkIn: null,
  undoUntil: null,
  lastCheckIn: null,
  replayed: false,
});

describe('check-in desk offline', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('decides scans against the downloaded list while the API is down, queues admissions and sends them later', async () => {
    const { api, state } = fakeApi();
    const desk = new CheckInDesk(api);
    await desk.openGate(GATE);
    expect(desk.list?.expected).toBe(3);

    state.up = false;
    const first = await desk.scan('secret-fatima', 'scanner');
    expect(first?.offline).toBe(true);
    expect(first?.result).toMatchObject({ outcome: 'admitted', admittedNow: 2, message: 'Admit 2 people.' });
    expect(desk.offline).toBe(true);
    expect((await desk.scan('secret-fatima', 'scanner'))?.result.outcome).toBe('already_checked_in');
    expect((await desk.scan('dxb-bbbbbb', 'typed'))?.result.outcome).toBe('admitted');
    expect((await desk.scan('secret-chen', 'camera'))?.result.outcome).toBe('cancelled');
    expect((await desk.scan('forged', 'camera'))?.result.outcome).toBe('unknown');
    expect(desk.queue.map((q) => [q.bookingId, q.count])).toEqual([
      ['DXB-AAAAAA', 2],
      ['DXB-BBBBBB', 1],
    ]);
    expect(desk.counts).toEqual({ expected: 3, arrived: 3, missing: 0 });
    // The queue and the list survive a restart of the app.
    const restarted = new CheckInDesk(api);
    expect(restarted.queue).toHaveLength(2);

    // Back online: the first was admitted at another gate meanwhile, the second goes through.
    state.up = true;
    state.answer = (r) =>
      r.code === 'secret-fatima'
        ? answer('already_checked_in', 'Already checked in: this voucher has been used.')
        : answer('admitted', 'Admit 1 person.');
    await desk.sync();
    expect(state.sent.map((r) => [r.code, r.offline, r.count, !!r.scanId, !!r.scannedAt])).toEqual([
      ['secret-fatima', true, 2, true, true],
      ['dxb-bbbbbb', true, 1, true, true],
    ]);
    expect(desk.queue).toHaveLength(0);
    expect(desk.conflicts.map((c) => [c.scan.bookingId, c.result.outcome])).toEqual([
      ['DXB-AAAAAA', 'already_checked_in'],
    ]);
    expect(new CheckInDesk(api).conflicts).toHaveLength(1);
    desk.dismissConflicts();
    expect(new CheckInDesk(api).conflicts).toHaveLength(0);
  });

  it('keeps the queue when the API is still down, and says so when no list was ever downloaded', async () => {
    const { api, state } = fakeApi();
    state.up = false;
    const desk = new CheckInDesk(api);
    await desk.openGate(GATE);
    expect(desk.list).toBeNull();
    const scan = await desk.scan('secret-fatima', 'scanner');
    expect(scan?.result.outcome).toBe('unknown');
    expect(scan?.result.message).toContain('no arrival list of this slot was downloaded');
    expect(desk.queue).toHaveLength(0);
  });
});

describe('admit anyway at the desk', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  const booking = (over: Partial<NonNullable<CheckInResult['booking']>> = {}) => ({
    _id: '00000000-0000-4000-8000-00000000000d',
    bookingId: 'DXB-DDDDDD',
    bookingStatus: 'confirmed' as const,
    name: 'Omar',
    ticketId: TICKET,
    ticketTitle: 'Dubai Frame Entry',
    bookingDate: '2026-11-27',
    bookingDateString: 'Friday, 27 November 2026',
    timeSlot: '09:00',
    adultCount: 2,
    childCount: 0,
    partySize: 2,
    admitted: 0,
    ...over,
  });
  const refused = (outcome: CheckInResult['outcome'], b = booking()): CheckInResult => ({
    ...answer(outcome, 'Refused.'),
    booking: b,
  });

  it('is offered only where core would admit the party once the date or slot is overruled, and sends who asked and why', async () => {
    const { api, state } = fakeApi();
    const desk = new CheckInDesk(api);
    await desk.openGate(GATE);
    state.answer = () => refused('wrong_date');
    const wrongDay = await desk.scan('secret-omar', 'scanner', 1);
    expect(desk.canAdmitAnyway(wrongDay)).toBe(true);

    state.answer = () => refused('wrong_date', booking({ admitted: 2 }));
    expect(desk.canAdmitAnyway(await desk.scan('secret-used', 'scanner'))).toBe(false);
    state.answer = () => refused('cancelled', booking({ bookingStatus: 'cancelled' }));
    expect(desk.canAdmitAnyway(await desk.scan('secret-gone', 'scanner'))).toBe(false);
    state.answer = () =>
      refused('wrong_ticket', booking({ ticketId: '7f1c1d3e-4a43-4b7e-9a55-2f1f3b0c9d11' }));
    expect(desk.canAdmitAnyway(await desk.scan('secret-other', 'scanner'))).toBe(false);
    expect(desk.canAdmitAnyway(null)).toBe(false);

    state.answer = (r) => ({
      ...answer('admitted', 'Admit 1 person.'),
      booking: booking({ admitted: 1 }),
      admittedNow: r.count ?? 2,
    });
    const admitted = await desk.admitAnyway(wrongDay!, 'Flight landed late');
    expect(admitted.result.outcome).toBe('admitted');
    const sent = state.sent.at(-1)!;
    expect(sent).toMatchObject({
      code: 'secret-omar',
      count: 1,
      override: { reason: 'Flight landed late' },
      ...GATE,
    });
    expect(sent.offline).toBeUndefined();
    expect(desk.last?.id).toBe(admitted.id);
  });

  it('is never offered for a scan decided offline', async () => {
    const { api, state } = fakeApi();
    const desk = new CheckInDesk(api);
    await desk.openGate(GATE);
    state.up = false;
    const offline = await desk.scan('secret-fatima', 'scanner');
    expect(offline?.offline).toBe(true);
    expect(desk.canAdmitAnyway({ ...offline!, result: refused('wrong_date') })).toBe(false);
  });
});
