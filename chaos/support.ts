import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIn } from '@tours/core';
import { checkoutEvent, signPayload } from '../api/src/payments/events';
import type { Db } from '../api/src/db';
import { createBenchDatabase, type BenchDatabase } from '../bench/lib/database';
import { startApi, type Child } from '../bench/lib/processes';

export const WEBHOOK_SECRET = 'whsec_chaos_suite_secret_0123456789';

export interface Api {
  child: Child;
  /** http://127.0.0.1:port/api/v1 */
  api: string;
  port: number;
}

const dataDirs: string[] = [];
/** Removes the DATA_DIRs of the API processes this file started. */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** An API process (real server, child process) with a known webhook secret. */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  port = 0,
): Promise<Api> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chaos-'));
  dataDirs.push(dataDir);
  const child = await startApi(port, databaseUrl, {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
  });
  const actual = Number(new URL(child.readyText).port);
  return { child, port: actual, api: `http://127.0.0.1:${actual}/api/v1` };
}

/** A fresh demo database on the shared local Postgres (dropped by the caller). */
export function freshDatabase(): Promise<BenchDatabase> {
  return createBenchDatabase('tours_chaos', { bulkTickets: 0, bulkBookings: 0 });
}

/** A bookable time-slot ticket of the demo catalogue with `capacity` seats per slot, and a date for it. */
export async function hotTicket(db: Db, capacity: number) {
  const ticket = await db('tickets')
    .where({ is_time_slot: true })
    .whereNotNull('capacity_per_slot')
    .orderBy('title')
    .first();
  await db('tickets')
    .where({ id: ticket.id })
    .update({ capacity_per_slot: capacity, attraction_closed: '[]' });
  await db('blocked_dates').where({ ticket_id: ticket.id }).delete();
  await db('blocked_time_slots').where({ ticket_id: ticket.id }).delete();
  const date = addDays(todayIn(undefined, new Date()), 12);
  const timeSlot = ticket.time_slots[ticket.time_slots.length - 1] as string;
  return { id: ticket.id as string, date, timeSlot };
}

export function checkoutBody(t: { id: string; date: string; timeSlot: string }, n: number) {
  return {
    ticketId: t.id,
    preferenceIndex: 0,
    bookingDate: t.date,
    timeSlot: t.timeSlot,
    adultCount: 1,
    childCount: 0,
    name: `Chaos Visitor ${n}`,
    email: `chaos${n}@example.com`,
    mobileNumber: '+971501234567',
  };
}

/**
 * Re-sends checkout.session.completed for a paid session as Stripe would retry it, signed with the
 * API's webhook secret, built from the provider's record of the session.
 */
export async function replayCompleted(api: string, session: Record<string, unknown>, eventId: string) {
  const payload = checkoutEvent(
    'checkout.session.completed',
    {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: session.amount_total,
      amount_subtotal: session.amount_total,
      currency: session.currency,
      client_reference_id: (session.metadata as Record<string, string>).reference ?? null,
      customer_email: session.customer_email,
      metadata: session.metadata,
      payment_intent: session.payment_intent,
      payment_status: session.payment_status,
      status: session.status,
      created: Math.floor(new Date(session.created_at as string).getTime() / 1000),
      expires_at: Math.floor(new Date(session.expires_at as string).getTime() / 1000),
      livemode: false,
      url: null,
    },
    eventId,
  );
  const res = await fetch(`${api}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, WEBHOOK_SECRET) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports, picked below Linux's ephemeral range (32768+) so that
 * the client sockets of other tests cannot take the ports after the first one before they are bound.
 */
export async function freePortRun(count: number): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error(`no run of ${count} free ports found`);
}

/** The newest installed Postgres server binaries (Debian layout), or PG_BIN. */
const PG_BIN =
  process.env.PG_BIN ??
  (() => {
    const root = '/usr/lib/postgresql';
    const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
    return path.join(root, versions[0] ?? '15', 'bin');
  })();

/**
 * A throwaway Postgres cluster of our own (never the shared one on 5432), so the test may stop and
 * start it. Runs as the postgres user, listens on 127.0.0.1 only.
 */
export class ThrowawayPostgres {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-pg-'));
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private asPostgres(args: string[]) {
    return execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe', timeout: 60_000 });
  }

  init(): void {
    fs.chmodSync(this.dir, 0o700);
    execFileSync('chown', ['postgres:postgres', this.dir]);
    this.asPostgres([
      `${PG_BIN}/initdb`,
      '-D',
      this.dir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
  }

  start(): void {
    this.asPostgres([
      `${PG_BIN}/pg_ctl`,
      '-D',
      this.dir,
      '-o',
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=50`,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      'start',
    ]);
  }

  /** mode immediate: like a crash (no checkpoint); fast: a clean shutdown that drops clients. */
  stop(mode: 'fast' | 'immediate' = 'immediate'): void {
    this.asPostgres([`${PG_BIN}/pg_ctl`, '-D', this.dir, '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      /* already stopped */
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
