import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../api/src/mail/testing/smtp-sink';
import type { BenchDatabase } from '../bench/lib/database';
import {
  checkoutBody,
  freshDatabase,
  hotTicket,
  removeDataDirs,
  sleep,
  startApiProcess,
  type Api,
} from './support';

/**
 * The SMTP server goes away while bookings are being confirmed (and the API process is killed in the
 * middle of the outage for good measure), then comes back: every confirmation is delivered, once.
 */
let database: BenchDatabase;
const sink = new SmtpSink();
let api: Api;
let replacement: Api | undefined;

beforeAll(async () => {
  database = await freshDatabase();
  await sink.start();
  api = await startApiProcess(database.url, { SMTP_URL: sink.url });
}, 120_000);

afterAll(async () => {
  for (const a of [api, replacement]) await a?.child.stop().catch(() => {});
  await sink.stop();
  await database?.drop();
  removeDataDirs();
});

async function bookAndPay(
  base: string,
  ticket: Awaited<ReturnType<typeof hotTicket>>,
  n: number,
): Promise<string> {
  const created = await fetch(`${base}/payments/create-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(checkoutBody(ticket, n)),
  });
  expect(created.status).toBe(201);
  const { sessionId, bookingId } = (await created.json()) as { sessionId: string; bookingId: string };
  const pay = await fetch(`${base}/payments/local/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  return bookingId;
}

const received = (reference: string) =>
  sink.messages.filter((m) => (m.subject ?? '').includes(reference)).length;

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(250);
  }
  return check();
}

describe('SMTP outage', () => {
  it('delivers every confirmation once after the SMTP server comes back', { timeout: 120_000 }, async () => {
    const ticket = await hotTicket(database.db, 500);
    const references: string[] = [];
    // Mail flows.
    for (let i = 0; i < 3; i++) references.push(await bookAndPay(api.api, ticket, i));
    expect(await waitFor(() => references.every((r) => received(r) === 1), 20_000)).toBe(true);

    // The SMTP server goes away; bookings keep being confirmed; their mail waits in the outbox.
    await sink.stop();
    const outageStarted = Date.now();
    const during: string[] = [];
    for (let i = 3; i < 9; i++) during.push(await bookAndPay(api.api, ticket, i));
    references.push(...during);
    const failedAttempts = await waitFor(async () => {
      const row = await database
        .db('mail_outbox')
        .where('attempts', '>', 0)
        .whereNull('sent_at')
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0) > 0;
    }, 10_000);
    // The API process dies in the middle of the outage; another one takes over the outbox.
    await api.child.kill();
    replacement = await startApiProcess(database.url, { SMTP_URL: sink.url });
    for (let i = 9; i < 12; i++) references.push(await bookAndPay(replacement.api, ticket, i));
    const pendingDuringOutage = Number(
      (await database.db('mail_outbox').where({ status: 'pending' }).count({ n: '*' }).first())?.n ?? 0,
    );

    // The SMTP server comes back on the same port.
    await sleep(Math.max(0, 6_000 - (Date.now() - outageStarted)));
    await sink.start(sink.port);
    const backAt = Date.now();
    let allDelivered = await waitFor(() => references.every((r) => received(r) >= 1), 20_000);
    // A message the killed process had claimed (mid-attempt) is leased to it for CLAIM_LEASE_SECONDS
    // (120 s) before another worker may retry it. Rather than wait two minutes, let that lease run out.
    const fastForwarded = allDelivered
      ? 0
      : await database
          .db('mail_outbox')
          .where({ status: 'pending' })
          .where('next_attempt_at', '>', database.db.raw("now() + interval '60 seconds'"))
          .update({ next_attempt_at: database.db.fn.now() });
    if (!allDelivered) allDelivered = await waitFor(() => references.every((r) => received(r) >= 1), 20_000);
    const deliveredAfterMs = Date.now() - backAt;
    await sleep(3_000); // anything doubled would arrive now

    const counts = references.map(received);
    const outbox = await database.db('mail_outbox').whereNotNull('booking_id').select('status', 'attempts');
    console.info(
      `smtp outage ${backAt - outageStarted} ms: ${references.length} confirmations (${during.length + 3} during the outage, ` +
        `API killed and replaced during it); failed attempts seen: ${failedAttempts}; ${pendingDuringOutage} pending at the worst; ` +
        `all delivered ${deliveredAfterMs} ms after SMTP came back; received per booking ${JSON.stringify(counts)}; ` +
        `max attempts ${Math.max(...outbox.map((o) => o.attempts))}; messages received in all ${sink.messages.length}; ` +
        `leases of the killed worker fast-forwarded: ${fastForwarded}`,
    );
    expect(failedAttempts).toBe(true);
    expect(allDelivered).toBe(true);
    expect(counts.every((c) => c === 1)).toBe(true);
    expect(outbox.every((o) => o.status === 'sent')).toBe(true);
    // Every message id once.
    const ids = sink.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
