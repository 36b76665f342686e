import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createApiClient, QueryCache, type ApiClient } from '../src/api';
import { CACHE_KEEP_UNUSED_MS } from '../src/domain';
import { BOOKING_UUID, makeBooking, makeTicket, TICKET_ID, ticketInput } from './fixtures';
import { fakeFetch, json, startServer, type TestServer } from './http-server';

describe('query cache through a real server', () => {
  let server: TestServer;
  let api: ApiClient;
  let hits: Record<string, number>;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    hits = {};
    server.setHandler(async (request) => {
      hits[request.path] = (hits[request.path] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (request.path.endsWith('/tickets/service')) return { json: [makeTicket()] };
      if (request.path.endsWith('/create')) return { status: 201, json: makeTicket() };
      return { status: 404 };
    });
    api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' });
  });

  it('concurrent identical reads share one request', async () => {
    const results = await Promise.all([
      api.getTicketsByService('burj-khalifa'),
      api.getTicketsByService('burj-khalifa'),
      api.getTicketsByService('burj-khalifa'),
    ]);
    expect(hits['/api/v1/tickets/service']).toBe(1);
    expect(results[0]).toBe(results[1]);
    await api.getTicketsByService('burj-khalifa');
    expect(hits['/api/v1/tickets/service']).toBe(1);
  });

  it('different arguments are different entries', async () => {
    await Promise.all([api.getTicketsByService('burj-khalifa'), api.getTicketsByService('dhow-cruise')]);
    expect(hits['/api/v1/tickets/service']).toBe(2);
  });

  it('writes are never cached', async () => {
    await api.createTicket(ticketInput());
    await api.createTicket(ticketInput());
    expect(hits['/api/v1/create']).toBe(2);
  });
});

describe('query cache keep-alive and tags (fake timers)', () => {
  let fetchCalls: string[];
  let api: ApiClient;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchCalls = [];
    const { fetch } = fakeFetch((url) => {
      const path = new URL(url).pathname;
      fetchCalls.push(path);
      if (path.endsWith('/tickets/service') || path.endsWith('/admin/get-timeslot-ticket'))
        return json([makeTicket()]);
      if (path.includes('/tickets/') || path.endsWith('/admin/get-ticket')) return json(makeTicket());
      if (path.endsWith('/get-service'))
        return json([{ service: 'burj-khalifa', name: 'Burj', ticketCount: 1 }]);
      if (path.endsWith('/get-ticket-title-service')) return json([]);
      if (path.endsWith('/create') || path.includes('/update-ticket/')) return json(makeTicket());
      if (path.includes('/delete-ticket/')) return json({ _id: TICKET_ID, deleted: true });
      if (path.endsWith('/all-bookings-send-ticket'))
        return json({ bookings: [makeBooking()], page: 1, pageSize: 50, total: 1, totalPages: 1 });
      if (path.endsWith('/all-bookings'))
        return json({ bookings: [], page: 1, pageSize: 20, total: 0, totalPages: 0 });
      if (path.endsWith('/send-notification') || path.endsWith('/send-ticket'))
        return json({ booking: makeBooking() });
      if (path.endsWith('/date-manage')) return json([]);
      if (path.endsWith('/admin/login'))
        return json({ token: 't', adminEmail: 'a@example.com', role: 'owner' });
      if (path.endsWith('/admin/logout')) return json({ ok: true });
      return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
    });
    api = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch, getToken: () => 't' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const count = (suffix: string) => fetchCalls.filter((p) => p.endsWith(suffix)).length;

  it('keeps an entry while it is used and evicts it after 60 s unused', async () => {
    await api.getTicketsByService('burj-khalifa');
    await vi.advanceTimersByTimeAsync(CACHE_KEEP_UNUSED_MS - 1);
    await api.getTicketsByService('burj-khalifa');
    expect(count('/tickets/service')).toBe(1);
    // Each use starts the 60 s again.
    await vi.advanceTimersByTimeAsync(CACHE_KEEP_UNUSED_MS - 1);
    await api.getTicketsByService('burj-khalifa');
    expect(count('/tickets/service')).toBe(1);
    expect(api.cache.size).toBe(1);
    await vi.advanceTimersByTimeAsync(CACHE_KEEP_UNUSED_MS);
    expect(api.cache.size).toBe(0);
    await api.getTicketsByService('burj-khalifa');
    expect(count('/tickets/service')).toBe(2);
  });

  it('the 60 s is the specified default', () => {
    expect(CACHE_KEEP_UNUSED_MS).toBe(60_000);
  });

  it('force asks the server again and replaces the entry', async () => {
    await api.getTicket(TICKET_ID);
    await api.getTicket(TICKET_ID, { force: true });
    expect(count(`/tickets/${TICKET_ID}`)).toBe(2);
  });

  it.each([
    ['createTicket', (a: ApiClient) => a.createTicket(ticketInput())],
    ['updateTicket', (a: ApiClient) => a.updateTicket(TICKET_ID, ticketInput())],
    ['deleteTicket', (a: ApiClient) => a.deleteTicket(TICKET_ID)],
  ])('%s invalidates ticket reads, services and titles and tells subscribers', async (_name, write) => {
    const listener = vi.fn();
    api.subscribe(listener);
    const reads = async () => {
      await api.getTicketsByService('burj-khalifa');
      await api.getTicket(TICKET_ID);
      await api.getAdminTicket(TICKET_ID);
      await api.getServices();
      await api.getTicketTitles('attraction');
      await api.getBlockedDates({ service: 'burj-khalifa', ticketId: TICKET_ID });
    };
    await reads();
    await reads();
    expect(fetchCalls).toHaveLength(6);
    await write(api);
    expect(listener).toHaveBeenCalledWith(expect.arrayContaining(['Ticket']));
    fetchCalls.length = 0;
    await reads();
    // Every ticket read asks again; blocked dates were not made stale by a ticket write.
    expect(fetchCalls).toHaveLength(5);
    expect(count('/date-manage')).toBe(0);
  });

  it.each([
    [
      'sendNotification',
      (a: ApiClient) => a.sendNotification({ bookingId: BOOKING_UUID, subject: 's', message: 'm' }),
    ],
    ['sendTicket', (a: ApiClient) => a.sendTicket({ bookingId: BOOKING_UUID })],
  ])('%s invalidates the send-ticket booking list and booking lists', async (_name, send) => {
    const listener = vi.fn();
    const unsubscribe = api.subscribe(listener);
    await api.getSendTicketBookings('At the Top');
    await api.getBookings({ page: 1 });
    await api.getTicketsByService('burj-khalifa');
    await send(api);
    expect(listener).toHaveBeenCalledWith(expect.arrayContaining(['SendTicketBookings']));
    await api.getSendTicketBookings('At the Top');
    await api.getBookings({ page: 1 });
    await api.getTicketsByService('burj-khalifa');
    expect(count('/all-bookings-send-ticket')).toBe(2);
    expect(count('/all-bookings')).toBe(2);
    expect(count('/tickets/service')).toBe(1);
    unsubscribe();
    api.invalidate('SendTicketBookings');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a read invalidated while in flight does not come back with its old answer', async () => {
    const first = api.getTicketsByService('burj-khalifa');
    api.invalidate('Ticket');
    await first;
    await api.getTicketsByService('burj-khalifa');
    expect(count('/tickets/service')).toBe(2);
  });

  it('a failed read is not cached', async () => {
    await expect(api.getProductBySlug('missing')).rejects.toMatchObject({ status: 404 });
    await expect(api.getProductBySlug('missing')).rejects.toMatchObject({ status: 404 });
    expect(count('/products/slug/missing')).toBe(2);
  });

  it('login and logout drop every cached read', async () => {
    await api.getTicketsByService('burj-khalifa');
    await api.login({ email: 'a@example.com', password: 'p' });
    expect(api.cache.size).toBe(0);
    await api.getTicketsByService('burj-khalifa');
    await api.logout();
    expect(api.cache.size).toBe(0);
    api.clearCache();
  });
});

describe('QueryCache on its own', () => {
  it('evicts lazily by the injected clock even when timers never fire', async () => {
    let now = 0;
    const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
    const cache = new QueryCache({ now: () => now, timers, keepUnusedMs: 1_000 });
    const load = vi.fn(async () => 'value');
    await cache.read('k', [], load);
    now = 999;
    expect(cache.has('k')).toBe(true);
    await cache.read('k', [], load);
    now = 1_999;
    expect(cache.has('k')).toBe(false);
    await cache.read('k', [], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed forced refresh keeps the previous answer', async () => {
    const cache = new QueryCache();
    await cache.read('k', ['Ticket'], async () => 1);
    await expect(cache.read('k', ['Ticket'], () => Promise.reject(new Error('down')), true)).rejects.toThrow(
      'down',
    );
    await expect(cache.read('k', ['Ticket'], async () => 2)).resolves.toBe(1);
    cache.clear();
  });

  it('builds keys that ignore object key order and undefined values', () => {
    expect(cacheKey('c', { b: 1, a: [1, { y: 2, x: null }], u: undefined })).toBe(
      cacheKey('c', { a: [1, { x: null, y: 2 }], b: 1 }),
    );
    expect(cacheKey('c', undefined)).toBe('c:');
    expect(cacheKey('c', 'x')).not.toBe(cacheKey('d', 'x'));
  });
});
