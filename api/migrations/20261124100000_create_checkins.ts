import type { Knex } from 'knex';
import { check } from '../src/db/migration-helpers';
import { occupancyTriggerFunction } from '../src/db/migration-triggers';

const STATUSES_BEFORE = ['pending', 'confirmed', 'expired', 'failed', 'cancelled', 'refunded'];
const STATUSES = [...STATUSES_BEFORE, 'redeemed'];
const list = (values: readonly string[]) => values.map((s) => `'${s}'`).join(', ');

/**
 * The occupancy trigger of 20261123210000 with the statuses that hold seats as a parameter: a party
 * that has checked in still occupies its seats, so 'redeemed' must not give them back.
 */
function occupancyFunction(holding: readonly string[]): string {
  return occupancyTriggerFunction({ replace: true, holding: list(holding) });
}

/**
 * 32 bytes of gen_random_uuid() (two v4 uuids: 244 random bits from the server's strong random
 * source, built into Postgres 13+ and PGlite, no pgcrypto), base64url without padding: 43 characters.
 */
const NEW_SECRET = `rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`;

/**
 * Check-in at the gate.
 *
 * checkin_passes: one per booking that was ever confirmed, holding the random secret its voucher's
 * QR code carries and how many of its party are in. The secret is kept in plain (as pretix keeps a
 * ticket's secret) because the voucher is issued again and again (confirmation, send-ticket, the
 * success page); what leaves the server for offline desks is only its SHA-256. A trigger issues the
 * pass the moment a booking becomes confirmed, whichever statement does it, and leaves the hot path
 * of a checkout hold (a pending insert) untouched. A booking written already cancelled or refunded
 * (an import, the demo data) gets one too, so its voucher is refused as cancelled, not as unknown.
 *
 * checkins: one row per admission (who, when, at which desk, how many, undone when), the source of
 * truth behind checkin_passes.admitted. scan_id makes a scan that a desk sends again (its queue after
 * an outage) count once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
  await check(knex, 'bookings', 'bookings_status_check', `booking_status IN (${list(STATUSES)})`);
  await knex.raw(occupancyFunction(['pending', 'confirmed', 'redeemed']));

  await knex.raw(`
    CREATE TABLE checkin_passes (
      booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      secret text NOT NULL DEFAULT ${NEW_SECRET},
      admitted integer NOT NULL DEFAULT 0 CHECK (admitted >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT checkin_passes_secret_key UNIQUE (secret)
    )`);
  await knex.raw(`
    CREATE FUNCTION bookings_issue_checkin_pass() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO checkin_passes (booking_id) VALUES (NEW.id) ON CONFLICT (booking_id) DO NOTHING;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER bookings_issue_checkin_pass
    AFTER INSERT OR UPDATE OF booking_status ON bookings
    FOR EACH ROW WHEN (NEW.booking_status IN ('confirmed', 'cancelled', 'refunded'))
    EXECUTE FUNCTION bookings_issue_checkin_pass()`);
  // Vouchers already sent (and those of bookings cancelled since) get their pass now.
  await knex.raw(`
    INSERT INTO checkin_passes (booking_id)
    SELECT id FROM bookings WHERE booking_status IN ('confirmed', 'cancelled', 'refunded')
    ON CONFLICT (booking_id) DO NOTHING`);

  await knex.raw(`
    CREATE TABLE checkins (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      admitted integer NOT NULL CHECK (admitted > 0),
      source text NOT NULL CHECK (source IN ('camera', 'scanner', 'typed')),
      offline boolean NOT NULL DEFAULT false,
      device text,
      scan_id uuid UNIQUE,
      scanned_at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      admin_id uuid,
      admin_email text,
      undone_at timestamptz,
      undone_by text
    )`);
  await knex.raw('CREATE INDEX checkins_booking_idx ON checkins (booking_id, recorded_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS checkins');
  await knex.raw('DROP TRIGGER IF EXISTS bookings_issue_checkin_pass ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_issue_checkin_pass()');
  await knex.raw('DROP TABLE IF EXISTS checkin_passes');
  // The old constraint knows no 'redeemed': a checked-in booking goes back to confirmed, which the
  // old trigger counts the same, so the seat counter stays right.
  await knex.raw("UPDATE bookings SET booking_status = 'confirmed' WHERE booking_status = 'redeemed'");
  await knex.raw(occupancyFunction(['pending', 'confirmed']));
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_status_check');
  await check(knex, 'bookings', 'bookings_status_check', `booking_status IN (${list(STATUSES_BEFORE)})`);
}
