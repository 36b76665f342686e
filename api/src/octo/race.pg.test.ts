import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertBooking } from '../../test/fixtures';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import { resellersService } from '../resellers/service';

const DATABASE_URL = process.env.DATABASE_URL;
const SERVE = fileURLToPath(new URL('../checkout/testing/serve.ts', import.meta.url));

/** One API process (tsx) on the database; resolves with its origin once it listens. */
function startApiProcess(databaseUrl: string, started: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_POOL_MAX: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

describe.skipIf(!DATABASE_URL)(
  'website checkouts and OCTO reserves racing for the last seats (two API processes)',
  () => {
    let t: TestApp;
    const processes: ChildProcess[] = [];

    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(
        processes.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      await t?.close();
    });

    it('sells the last 30 seats of a slot once: no oversell, each side’s losers refused in its own way', async () => {
      const url = (t.db.client.config.connection as { connectionString: string }).connectionString;
      const CAPACITY = 60;
      const date = nextDate('Wednesday', 5);
      const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: CAPACITY });
      // 30 of 60 seats sold on the website already.
      for (let i = 0; i < 15; i++)
        await insertBooking(t.db, {
          ticketId: ticket.id,
          bookingDate: date,
          timeSlot: '10:00',
          adultCount: 2,
        });
      const { apiKey } = await resellersService.create(
        t.db,
        { name: 'Racer', commissionPercent: 10, ticketIds: [ticket.id], maxHeldSeats: 1000, testOnly: false },
        { admin: null, requestId: null, ip: null },
      );
      // One after the other: start-up creates the first admin, which is not meant to race.
      const origins = [await startApiProcess(url, processes), await startApiProcess(url, processes)];

      const octoRefusals = new Set<string>();
      const checkout = async (i: number) => {
        const res = await fetch(`${origins[i % 2]}/api/v1/payments/create-checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            checkoutBody(ticket, {
              bookingDate: date,
              timeSlot: '10:00',
              adultCount: 1,
              childCount: 0,
              email: `w${i}@example.com`,
            }),
          ),
        });
        const body = (await res.json()) as { error?: { code: string } };
        return res.status === 201 ? 'website held' : `website ${res.status} ${body.error?.code}`;
      };
      const reserve = async (i: number) => {
        const res = await fetch(`${origins[(i + 1) % 2]}/octo/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({
            productId: ticket.id,
            optionId: 'DEFAULT',
            availabilityId: `${date}T10:00:00+04:00`,
            unitItems: [{ unitId: 'adult' }],
          }),
        });
        const body = (await res.json()) as { error?: string; status?: string; errorMessage?: string };
        if (res.status !== 200) octoRefusals.add(String(body.errorMessage));
        return res.status === 200 ? `octo ${body.status}` : `octo ${res.status} ${body.error}`;
      };
      // A reserve does more round trips than a checkout (the key, its rate window, its cap): it starts
      // first in each pair, so that both sides win seats in most runs. Who wins is not the point.
      const calls = Array.from({ length: 60 }, (_, i) => [() => reserve(i), () => checkout(i)]).flat();
      const outcomes = await Promise.all(calls.map((call) => call()));
      const tally: Record<string, number> = {};
      for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
      console.log('60 checkouts and 60 OCTO reserves for 30 seats across 2 processes:', tally);

      const won = (tally['website held'] ?? 0) + (tally['octo ON_HOLD'] ?? 0);
      expect(won).toBe(30);
      // Nothing else: every loser was told the slot is full, in its own API's words.
      expect((tally['website 409 SOLD_OUT'] ?? 0) + (tally['octo 400 UNPROCESSABLE_ENTITY'] ?? 0)).toBe(90);
      expect(tally['website 409 SOLD_OUT']).toBeGreaterThan(0);
      expect(tally['octo 400 UNPROCESSABLE_ENTITY']).toBeGreaterThan(0);
      for (const message of octoRefusals)
        expect(message).toMatch(/^(Sold out|Only \d+ seats? (is|are) left)/);
      const seats = await t
        .db('bookings')
        .where({ ticket_id: ticket.id, booking_date: date })
        .whereIn('booking_status', ['pending', 'confirmed'])
        .sum({ n: t.db.raw('adult_count + child_count') })
        .first();
      expect(Number(seats!.n)).toBe(CAPACITY);
      const counter = await t
        .db('slot_occupancy')
        .where({ ticket_id: ticket.id, booking_date: date })
        .first('seats');
      expect(counter.seats).toBe(CAPACITY);
      const octo = await t
        .db('bookings')
        .where({ ticket_id: ticket.id, channel: 'reseller' })
        .count({ n: '*' })
        .first();
      expect(Number(octo!.n)).toBe(tally['octo ON_HOLD'] ?? 0);
    }, 120_000);
  },
);
