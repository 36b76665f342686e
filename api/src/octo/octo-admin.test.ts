import { zBooking, zErrorUnauthorized, zErrorUnprocessableEntity } from '@octocloud/types';
import { BookingListResponseSchema, ResellerSchema } from '@tours/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { TicketRow } from '../checkout/repository';
import { createTicket, nextDate } from '../checkout/testing/fixtures';
import { sha256Hex } from '../lib/tokens';
import { createReseller, expectOcto, octoClient } from './testing/octo-client';

/*
 * Resellers in the back office: keys answered once and stored hashed, rotated and revoked with effect
 * on the next call; their bookings in the admin list with their channel, found by their reference,
 * cancelled by staff; test bookings out of the report; the per-key rate limit and the per-reseller
 * hold cap, and none of the anonymous visitors' hold caps.
 */

let t: TestApp;
let token: string;
let ticket: TicketRow;
const day = nextDate('Tuesday', 9);
const at = (slot = '10:00') => `${day}T${slot}:00+04:00`;

beforeAll(async () => {
  // The anonymous visitors' caps on: a reseller is not held to them.
  t = await createTestApp({
    env: { HOLD_MAX_SEATS_PER_IP: '2', HOLD_MAX_SEATS_PER_EMAIL: '2', HOLD_MAX_SLOT_SHARE_PERCENT: '10' },
  });
  token = await t.loginAsAdmin();
  ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 40 });
});
afterAll(() => t?.close());

const reserve = (octo: ReturnType<typeof octoClient>, count: number, extra: Record<string, unknown> = {}) =>
  octo('POST', '/bookings', {
    body: {
      productId: ticket.id,
      optionId: 'DEFAULT',
      availabilityId: at(),
      unitItems: Array.from({ length: count }, () => ({ unitId: 'adult' })),
      ...extra,
    },
  });

describe('reseller keys', () => {
  it('answers the key once on create, stores only its hash, and lists the connection without it', async () => {
    const res = await t.request('POST', '/admin/resellers', {
      token,
      body: { name: 'Klook', commissionPercent: 15, ticketIds: [ticket.id, ticket.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body.apiKey).toMatch(/^octo_live_[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({ commissionPercent: 15, ticketIds: [ticket.id], maxHeldSeats: 200 });
    const row = await t.db('resellers').where({ id: res.body._id }).first();
    expect(row.key_hash).toBe(sha256Hex(res.body.apiKey));
    expect(JSON.stringify(row)).not.toContain(res.body.apiKey);
    const list = await t.request('GET', '/admin/resellers', { token });
    const listed = list.body.find((r: { _id: string }) => r._id === res.body._id);
    expect(ResellerSchema.strict().parse(listed)).toMatchObject({ keyHint: res.body.apiKey.slice(-4) });
    const audit = await t
      .db('audit_log')
      .where({ entity_id: res.body._id, action: 'reseller.create' })
      .first();
    expect(JSON.stringify(audit.details)).not.toContain(res.body.apiKey);
  });

  it('refuses an unknown ticket (422) and a name taken already (409)', async () => {
    const unknown = await t.request('POST', '/admin/resellers', {
      token,
      body: { name: 'Nowhere', commissionPercent: 10, ticketIds: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(422);
    const taken = await t.request('POST', '/admin/resellers', {
      token,
      body: { name: 'KLOOK', commissionPercent: 10, ticketIds: [ticket.id] },
    });
    expect(taken.status).toBe(409);
  });

  it('stops the old key at once when the key is rotated, and every key when it is revoked', async () => {
    const reseller = await createReseller(t, { name: 'Rotating', ticketIds: [ticket.id] });
    const old = octoClient(t.baseUrl, reseller.apiKey);
    expect((await old('GET', '/supplier')).status).toBe(200);
    const rotated = await t.request('POST', `/admin/resellers/${reseller.id}/rotate-key`, { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.apiKey).not.toBe(reseller.apiKey);
    expectOcto(zErrorUnauthorized, await old('GET', '/supplier'), 401);
    const fresh = octoClient(t.baseUrl, rotated.body.apiKey);
    expect((await fresh('GET', '/supplier')).status).toBe(200);
    const revoked = await t.request('POST', `/admin/resellers/${reseller.id}/revoke`, { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ keyHint: null, revokedAt: expect.any(String) });
    expectOcto(zErrorUnauthorized, await fresh('GET', '/supplier'), 401);
    const actions = await t
      .db('audit_log')
      .where({ entity_id: reseller.id })
      .orderBy('created_at')
      .pluck('action');
    expect(actions).toEqual(['reseller.create', 'reseller.rotate_key', 'reseller.revoke']);
  });

  it('is documented in the OpenAPI document under the tag resellers, its create answering apiKey, with the OCTO calls', async () => {
    const doc = (await t.request('GET', '/openapi.json')).body;
    const create = doc.paths['/admin/resellers'].post;
    expect(create.tags).toEqual(['resellers']);
    expect(create.responses['201'].content['application/json'].schema.required).toContain('apiKey');
    expect(doc.paths['/octo/bookings/{uuid}/confirm'].post.tags).toEqual(['OCTO (resellers)']);
    expect(doc.paths['/octo/bookings'].servers).toEqual([{ url: t.config.publicUrl }]);
  });
});

describe('reseller bookings in the back office', () => {
  let octo: ReturnType<typeof octoClient>;

  beforeAll(async () => {
    octo = octoClient(
      t.baseUrl,
      (await createReseller(t, { name: 'Channel Co', ticketIds: [ticket.id] })).apiKey,
    );
  });

  it('shows a reseller booking in the list with its channel, and finds it by the reseller’s reference', async () => {
    const held = expectOcto(zBooking, await reserve(octo, 3, { resellerReference: 'CHN-55501' }));
    // Three seats from one address and one slot: past every anonymous cap, and held all the same.
    const list = await t.request('GET', '/admin/all-bookings', { token, query: { search: 'chn-555' } });
    expect(list.status).toBe(200);
    const parsed = BookingListResponseSchema.parse(list.body);
    expect(parsed.bookings.map((b) => [b._id, b.channel])).toEqual([
      [
        held.uuid,
        { kind: 'reseller', resellerId: expect.any(String), resellerReference: 'CHN-55501', testMode: false },
      ],
    ]);
    const website = (
      await t.request('GET', '/admin/all-bookings', { token, query: { search: held.supplierReference } })
    ).body.bookings[0];
    expect(website._id).toBe(held.uuid);
  });

  it('lets staff cancel a reseller booking; OCTO then answers it CANCELLED with a full refund', async () => {
    const held = expectOcto(zBooking, await reserve(octo, 1));
    await octo('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: { fullName: 'Staff Cancel' } } });
    const res = await t.request('POST', `/admin/bookings/${held.uuid}/cancel`, {
      token,
      body: { reason: 'Closed for a private event' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'cancelled', refund: null });
    const after = expectOcto(zBooking, await octo('GET', `/bookings/${held.uuid}`));
    expect(after).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
    // No address on the booking: nothing to mail.
    expect(await t.db('mail_outbox').where({ booking_id: held.uuid })).toHaveLength(0);
    // The reseller's actions and the staff's cancellation, in the booking's history.
    const history = await t.request('GET', `/admin/bookings/${held.uuid}/history`, { token });
    expect(history.body.entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'booking.cancel',
      'octo.confirm',
      'octo.reserve',
    ]);
  });

  it('keeps test bookings (Octo-Env: test, or a test-only key) out of the report and its revenue', async () => {
    const title = ticket.title;
    const report = async () =>
      (
        await t.request('GET', '/admin/all-bookings', {
          token,
          query: { ticketTitle: title, bookingStatus: 'paid' },
        })
      ).body;
    const before = await report();
    const live = expectOcto(zBooking, await reserve(octo, 2));
    await octo('POST', `/bookings/${live.uuid}/confirm`, { body: { contact: { fullName: 'Live' } } });
    const plain = expectOcto(zBooking, await reserve(octo, 1));
    const byHeader = await octo('POST', '/bookings', {
      headers: { 'Octo-Env': 'test' },
      body: {
        productId: ticket.id,
        optionId: 'DEFAULT',
        availabilityId: at('14:00'),
        unitItems: [{ unitId: 'adult' }],
      },
    });
    expect(expectOcto(zBooking, byHeader).testMode).toBe(true);
    expect(plain.testMode).toBe(false);
    await octo('POST', `/bookings/${byHeader.body.uuid}/confirm`, {
      body: { contact: { fullName: 'Test' } },
    });
    const sandbox = octoClient(
      t.baseUrl,
      (await createReseller(t, { name: 'Sandbox', ticketIds: [ticket.id], testOnly: true })).apiKey,
    );
    const fromSandbox = expectOcto(zBooking, await reserve(sandbox, 4));
    expect(fromSandbox.testMode).toBe(true);
    await sandbox('POST', `/bookings/${fromSandbox.uuid}/confirm`, {
      body: { contact: { fullName: 'Sandbox' } },
    });

    const after = await report();
    // The live booking of two counts; the test ones (1 and 4 people) do not.
    expect(after.summary.bookings - before.summary.bookings).toBe(1);
    expect(after.summary.adults - before.summary.adults).toBe(2);
    // The live booking's value is the net the reseller owes; revenue is money taken through our own
    // payments, and a reseller collects its customer's payment itself, so it does not move.
    const { total_discount_amount: net } = await t
      .db('bookings')
      .where({ id: live.uuid })
      .first('total_discount_amount');
    expect(net).toBeGreaterThan(0);
    expect(after.summary.valueBooked - before.summary.valueBooked).toBe(net);
    expect(after.summary.revenue - before.summary.revenue).toBe(0);
    expect(after.total).toBe(after.summary.bookings);
    expect(after.bookings.map((b: { _id: string }) => b._id)).not.toContain(fromSandbox.uuid);
    // The plain list shows every booking, test ones marked.
    const list = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: fromSandbox.supplierReference },
    });
    expect(list.body.bookings[0].channel.testMode).toBe(true);
  });
});

describe('limits', () => {
  it('holds a reseller to its own cap on seats held unconfirmed, and frees room as it confirms', async () => {
    const reseller = await createReseller(t, { name: 'Capped', ticketIds: [ticket.id], maxHeldSeats: 3 });
    const octo = octoClient(t.baseUrl, reseller.apiKey);
    const first = expectOcto(zBooking, await reserve(octo, 2));
    const refused = await reserve(octo, 2);
    expectOcto(zErrorUnprocessableEntity, refused, 400);
    expect(refused.body.errorMessage).toMatch(/holds 2 seats/);
    await octo('POST', `/bookings/${first.uuid}/confirm`, { body: { contact: { fullName: 'Capped' } } });
    expectOcto(zBooking, await reserve(octo, 2));
  });

  it('limits the requests of one key per minute (429 with Retry-After), another key untouched', async () => {
    const limited = await createTestApp({ config: { octoRateLimitPerMinute: 3 } });
    try {
      const ticketA = await createTicket(limited.db, { timeSlots: ['10:00'], capacityPerSlot: 5 });
      const one = octoClient(
        limited.baseUrl,
        (await createReseller(limited, { name: 'One', ticketIds: [ticketA.id] })).apiKey,
      );
      const two = octoClient(
        limited.baseUrl,
        (await createReseller(limited, { name: 'Two', ticketIds: [ticketA.id] })).apiKey,
      );
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await one('GET', '/supplier')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await one('GET', '/supplier');
      expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(last.body.error).toBe('TOO_MANY_REQUESTS');
      expect((await two('GET', '/supplier')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
