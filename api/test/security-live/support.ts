import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayIn } from '@tours/core/domain';
import { startServer, type RunningServer } from '../../src/server';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The shop as an operator runs it behind the compose file's proxy (TRUST_PROXY on, so a test can be
 * several visitors), with the demo catalogue and the local test provider, and every abuse limit at
 * its default: nothing here is loosened for the tests.
 */
export async function startShop(
  env: Record<string, string> = {},
  /** A storefront build to serve beside the API, as `npm start` does. */
  storefrontDist?: string,
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-live-'));
  const running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: true,
    workers: false,
    logLevel: 'silent',
    storefrontDist,
    env: {
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'the-owners-long-passphrase',
      ...env,
    },
  });
  return Object.assign(running, { dataDir });
}

export async function stopShop(shop: (RunningServer & { dataDir: string }) | undefined): Promise<void> {
  if (!shop) return;
  await shop.close();
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- attacks read arbitrary JSON answers
  body: any;
}

/** One HTTP call from a given client address (the trusted proxy's X-Forwarded-For). */
export async function call(
  apiUrl: string,
  method: string,
  p: string,
  { body, ip, headers = {} }: { body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(apiUrl + p, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

let slots = 0;
/** A slot of the demo catalogue made into a popular one: `capacity` seats; a new date each call. */
export async function popularSlot(shop: RunningServer, capacity = 25) {
  slots += 1;
  const ticket = await shop
    .db('tickets')
    .where({ is_time_slot: true })
    .whereNotNull('capacity_per_slot')
    .orderBy('title')
    .first();
  await shop.db('tickets').where({ id: ticket.id }).update({
    capacity_per_slot: capacity,
    max_per_booking: 20,
    attraction_closed: '[]',
    is_adult_bogo: false,
    is_child_bogo: false,
  });
  await shop.db('blocked_dates').where({ ticket_id: ticket.id }).delete();
  await shop.db('blocked_time_slots').where({ ticket_id: ticket.id }).delete();
  const times = (
    typeof ticket.time_slots === 'string' ? JSON.parse(ticket.time_slots) : ticket.time_slots
  ) as string[];
  return {
    ticketId: ticket.id as string,
    date: addDays(todayIn(), 4 + slots),
    timeSlot: times[times.length - 1]!,
  };
}

let visitor = 0;
export function checkoutBody(
  slot: { ticketId: string; date: string; timeSlot: string },
  extra: Record<string, unknown> = {},
) {
  visitor += 1;
  return {
    ticketId: slot.ticketId,
    preferenceIndex: 0,
    bookingDate: slot.date,
    timeSlot: slot.timeSlot,
    adultCount: 2,
    childCount: 0,
    name: 'Layla Haddad',
    email: `visitor${visitor}.${Date.now()}@example.com`,
    mobileNumber: '+971501234567',
    ...extra,
  };
}

/** Seats held right now by unpaid checkouts on a slot. */
export async function heldSeats(
  shop: RunningServer,
  slot: { ticketId: string; date: string; timeSlot: string },
) {
  const row = await shop
    .db('bookings')
    .where({
      ticket_id: slot.ticketId,
      booking_date: slot.date,
      time_slot: slot.timeSlot,
      booking_status: 'pending',
    })
    .sum({ seats: shop.db.raw('adult_count + child_count') })
    .first();
  return Number(row?.seats ?? 0);
}

export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` (scripts/start.mjs) as an operator runs it, with only the environment given. */
export function npmStart(env: Record<string, string>, args: string[] = []): StartedProcess {
  let out = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), SKIP_STOREFRONT_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (out += String(c)));
  child.stderr!.on('data', (c) => (out += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitFor<T>(
  check: () => T | undefined | null,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
