import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Ticket, TicketInput, TimeSlotAvailability } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { openDate } from '../../test/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';
import { createDb, type Db } from '../db';

/**
 * Two app instances on one Postgres, each with its own Knex pool, catalogue cache and listening
 * connection, as two API processes run them: what one changes, the other stops serving from its
 * cache within a bounded wait, also after its listening connection was killed.
 */
const DATABASE_URL = process.env.DATABASE_URL;
/** How long a NOTIFY may take to reach the other process; far below the cache's 30 s safety TTL. */
const PROPAGATION_MS = 2_000;
/** B waits this long before listening again, so that the test can change data while it is deaf. */
const B_RETRY_MS = 1_500;
const burj = { service: 'burj-khalifa', ticketId: DEMO_TICKET_IDS.burjAtTheTop };

describe.skipIf(!DATABASE_URL)('catalogue cache across processes (Postgres LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  let bDb: Db;
  let token: string;

  beforeAll(async () => {
    a = await createTestApp({ seed: true, catalogueCache: 'listen' });
    const url = (a.db.client.config.connection as { connectionString: string }).connectionString;
    bDb = createDb({ databaseUrl: url, poolMax: 4 });
    b = await createTestApp({
      database: { db: bDb, databaseUrl: url },
      catalogueCache: 'listen',
      catalogueListener: { retryMinMs: B_RETRY_MS, retryMaxMs: B_RETRY_MS },
    });
    token = await a.loginAsAdmin();
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.destroy();
    await a?.close();
  });

  const ticketTitleIn = async (app: TestApp) =>
    (await app.request<Ticket[]>('GET', '/tickets/service', { query: { service: burj.service } })).body.find(
      (x) => x._id === burj.ticketId,
    )!.title;
  const productNameIn = async (app: TestApp) =>
    (
      await app.request<Product[]>('GET', '/products/hostName', { query: { hostName: 'localhost' } })
    ).body.find((p) => p.slug === burj.service)!.name;

  /** Waits for B to answer `expected`; returns how long that took. */
  async function servedByB(read: (app: TestApp) => Promise<unknown>, expected: unknown): Promise<number> {
    const started = Date.now();
    await expect.poll(() => read(b), { timeout: PROPAGATION_MS, interval: 20 }).toEqual(expected);
    return Date.now() - started;
  }

  it('a ticket changed through process A is served by process B within the bounded wait', async () => {
    expect(a.catalogueListener!.listening).toBe(true);
    expect(b.catalogueListener!.listening).toBe(true);
    const before = await ticketTitleIn(b);
    const { hits } = b.catalogueCache!.stats();
    expect(await ticketTitleIn(b)).toBe(before);
    expect(b.catalogueCache!.stats().hits).toBe(hits + 1);

    const ticket = (await a.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    const { _id, createdAt, updatedAt, ...fields } = ticket;
    void [_id, createdAt, updatedAt];
    const res = await a.request('PUT', `/update-ticket/${burj.ticketId}`, {
      token,
      body: { ...(fields as TicketInput), title: 'Renamed through A' },
    });
    expect(res.status, res.text).toBe(200);
    const took = await servedByB(ticketTitleIn, 'Renamed through A');
    console.log(`ticket change reached process B in ${took} ms`);
  });

  it('a date blocked through process A is blocked in process B /time-slot', async () => {
    const ticket = (await b.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    const date = openDate(15, ticket.attractionClosed);
    const statuses = async (app: TestApp) =>
      [
        ...new Set(
          (
            await app.request<TimeSlotAvailability>('GET', '/time-slot', {
              query: { ticketId: burj.ticketId, dateForSlot: date },
            })
          ).body.slots.map((s) => s.status),
        ),
      ].join();
    expect(await statuses(b)).toBe('available');
    const res = await a.request('POST', '/block-date', { token, body: { ...burj, blockedDate: date } });
    expect(res.status, res.text).toBe(201);
    await servedByB(statuses, 'blocked');
  });

  it('after its listening connection is killed, B serves no stale data, and recovers', async () => {
    const before = await productNameIn(b);
    const { hits } = b.catalogueCache!.stats();
    expect(await productNameIn(b)).toBe(before);
    expect(b.catalogueCache!.stats().hits).toBe(hits + 1);

    const pid = b.catalogueListener!.backendPid!;
    expect(pid).toBeGreaterThan(0);
    const killed = await a.db.raw('SELECT pg_terminate_backend(?) AS ok', [pid]);
    expect(killed.rows[0].ok).toBe(true);
    await expect.poll(() => b.catalogueListener!.listening, { timeout: PROPAGATION_MS }).toBe(false);

    // Changed while B cannot hear it (its next attempt is B_RETRY_MS away).
    await a.db('products').where({ slug: burj.service }).update({ name: 'Renamed while B was deaf' });
    expect(await productNameIn(b)).toBe('Renamed while B was deaf');
    expect(b.catalogueCache!.stats()).toMatchObject({ live: false, entries: 0 });

    // Listening again on a new connection: caching, and hearing changes, as before.
    await expect.poll(() => b.catalogueListener!.listening, { timeout: B_RETRY_MS * 4 }).toBe(true);
    expect(b.catalogueListener!.backendPid).not.toBe(pid);
    expect(await productNameIn(b)).toBe('Renamed while B was deaf');
    const after = b.catalogueCache!.stats().hits;
    expect(await productNameIn(b)).toBe('Renamed while B was deaf');
    expect(b.catalogueCache!.stats().hits).toBe(after + 1);
    await a.db('products').where({ slug: burj.service }).update({ name: 'Renamed after recovery' });
    await servedByB(productNameIn, 'Renamed after recovery');
  });
});
