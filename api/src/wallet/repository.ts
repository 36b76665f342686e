import { DAY_MS } from '@tours/core/domain';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@tours/core/domain';
import type { Db, Executor } from '../db';
import type { BookingRow } from '../bookings/repository';

/** A booking's pass record (migration 20261212100000). */
export interface WalletPassRow {
  booking_id: string;
  serial_number: string;
  authentication_token: string;
  /** From one sequence; raised by a trigger whenever the booking's date, slot or status changes. */
  version: number;
  updated_at: Date;
}

/** What a pass shows of its attraction: the product the booking's ticket belongs to. */
export interface AttractionRow {
  name: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  translations: unknown;
}

export interface PassUpdateRow {
  id: number;
  booking_id: string;
  version: number;
  attempts: number;
}

/** How long a claimed push is the claimer's: a process that dies releases it to the others. */
export const PUSH_LEASE_SECONDS = 120;

export const walletRepository = {
  /** The booking's pass record, made on first use (a random token Apple's wallet authenticates with). */
  async ensurePass(db: Executor, bookingId: string): Promise<WalletPassRow> {
    await db('wallet_passes')
      .insert({ booking_id: bookingId, authentication_token: randomBytes(24).toString('base64url') })
      .onConflict('booking_id')
      .ignore();
    return (await db<WalletPassRow>('wallet_passes').where({ booking_id: bookingId }).first())!;
  },

  findPass(db: Executor, bookingId: string): Promise<WalletPassRow | undefined> {
    return db<WalletPassRow>('wallet_passes').where({ booking_id: bookingId }).first();
  },

  findPassBySerial(db: Executor, serialNumber: string): Promise<WalletPassRow | undefined> {
    return db<WalletPassRow>('wallet_passes').where({ serial_number: serialNumber }).first();
  },

  findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
    return db<BookingRow>('bookings').where({ id }).first();
  },

  /** As checkout's own look-up (checkout/repository.ts): the token lasts `lifetimeDays` after the checkout. */
  findBookingBySuccessToken(
    db: Executor,
    tokenHash: string,
    lifetimeDays: number,
    now: Date,
  ): Promise<BookingRow | undefined> {
    const issuedAfter = new Date(now.getTime() - lifetimeDays * DAY_MS);
    return db<BookingRow>('bookings')
      .where({ success_token_hash: tokenHash })
      .andWhere('created_at', '>=', issuedAfter)
      .first();
  },

  findAttraction(db: Executor, service: string): Promise<AttractionRow | undefined> {
    return db('products')
      .where({ slug: service })
      .first<AttractionRow | undefined>('name', 'location', 'latitude', 'longitude', 'translations');
  },

  /** Registers a device for a pass; true when it is new. */
  async register(
    db: Executor,
    registration: { deviceLibraryId: string; serialNumber: string; pushToken: string },
  ): Promise<boolean> {
    const rows = (await db('wallet_registrations')
      .insert({
        device_library_id: registration.deviceLibraryId,
        serial_number: registration.serialNumber,
        push_token: registration.pushToken,
      })
      .onConflict(['device_library_id', 'serial_number'])
      .merge({ push_token: registration.pushToken })
      .returning(db.raw('(xmax = 0) AS created'))) as { created: boolean }[];
    return rows[0]?.created ?? false;
  },

  async unregister(db: Executor, deviceLibraryId: string, serialNumber: string): Promise<void> {
    await db('wallet_registrations')
      .where({ device_library_id: deviceLibraryId, serial_number: serialNumber })
      .delete();
  },

  /** The device's passes changed after `since` (a version), with the newest version among them. */
  async updatedSince(
    db: Executor,
    deviceLibraryId: string,
    since: number | null,
  ): Promise<{ registered: boolean; serials: string[]; lastUpdated: number }> {
    const rows = (await db('wallet_registrations as r')
      .join('wallet_passes as p', 'p.serial_number', 'r.serial_number')
      .where('r.device_library_id', deviceLibraryId)
      .select('p.serial_number', 'p.version')) as { serial_number: string; version: number | string }[];
    const changed = rows.filter((r) => since === null || Number(r.version) > since);
    return {
      registered: rows.length > 0,
      serials: changed.map((r) => r.serial_number),
      lastUpdated: Math.max(since ?? 0, ...changed.map((r) => Number(r.version))),
    };
  },

  pushTokensOf(db: Executor, serialNumber: string): Promise<string[]> {
    return db('wallet_registrations').where({ serial_number: serialNumber }).pluck('push_token');
  },

  /** Due pushes, each leased to this process for PUSH_LEASE_SECONDS (SKIP LOCKED: processes share). */
  async claimDue(db: Db, limit: number): Promise<PassUpdateRow[]> {
    const result = await db.raw<{ rows: PassUpdateRow[] }>(
      `UPDATE wallet_pass_updates SET claimed_until = now() + make_interval(secs => ?)
        WHERE id IN (
          SELECT id FROM wallet_pass_updates
           WHERE sent_at IS NULL AND next_attempt_at <= now()
             AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED)
        RETURNING id, booking_id, version, attempts`,
      [PUSH_LEASE_SECONDS, limit],
    );
    return result.rows.map((r) => ({ ...r, id: Number(r.id), version: Number(r.version) }));
  },

  async markPushed(db: Db, id: number): Promise<void> {
    await db('wallet_pass_updates').where({ id }).update({ sent_at: db.fn.now(), claimed_until: null });
  },

  async markPushFailed(db: Db, id: number, error: string, retryInSeconds: number): Promise<void> {
    await db('wallet_pass_updates')
      .where({ id })
      .update({
        attempts: db.raw('attempts + 1'),
        last_error: error.slice(0, 500),
        claimed_until: null,
        next_attempt_at: db.raw('now() + make_interval(secs => ?)', [retryInSeconds]),
      });
  },
};

/** The locale a booking's pass speaks: the one it was made in. */
export const localeOfBooking = (booking: BookingRow): Locale => booking.locale ?? 'en';
