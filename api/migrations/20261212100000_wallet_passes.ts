import type { Knex } from 'knex';
import { check } from '../src/db/migration-helpers';

/**
 * Wallet passes that follow their booking.
 *
 * products.latitude / longitude: where the attraction is, so a phone shows its pass on the lock
 * screen nearby (both or neither).
 *
 * wallet_passes: one per booking, made the first time its pass is asked for: the serial number and
 * authentication token Apple's wallet sends back to the pass web service, and `version`, taken from
 * one sequence so that "passes updated since" is a plain comparison whatever the clocks say.
 *
 * wallet_registrations: the devices (Apple wallets) that hold a pass and the token to push them.
 *
 * wallet_pass_updates: the pushes owed, one per pass with a change not yet pushed, written by a
 * trigger in the transaction that changed the booking (as the mail outbox is), so no code path that
 * moves, cancels or checks in a booking can forget its pass. The trigger leaves a pending booking
 * alone: no pass exists before payment, and the checkout's hot path stays as it was.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.double('latitude');
    t.double('longitude');
  });
  await check(
    knex,
    'products',
    'products_location_check',
    '(latitude IS NULL AND longitude IS NULL) OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)',
  );

  await knex.raw('CREATE SEQUENCE wallet_pass_version');
  await knex.raw(`
    CREATE TABLE wallet_passes (
      booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      serial_number uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
      authentication_token text NOT NULL CHECK (length(authentication_token) >= 16),
      version bigint NOT NULL DEFAULT nextval('wallet_pass_version'),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE wallet_registrations (
      device_library_id text NOT NULL,
      serial_number uuid NOT NULL REFERENCES wallet_passes (serial_number) ON DELETE CASCADE,
      push_token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (device_library_id, serial_number)
    )`);
  await knex.raw('CREATE INDEX wallet_registrations_serial_idx ON wallet_registrations (serial_number)');
  await knex.raw(`
    CREATE TABLE wallet_pass_updates (
      id bigserial PRIMARY KEY,
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      version bigint NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claimed_until timestamptz,
      sent_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  // One push owed per pass: a second change before the push only raises the version to send.
  await knex.raw(
    'CREATE UNIQUE INDEX wallet_pass_updates_owed_idx ON wallet_pass_updates (booking_id) WHERE sent_at IS NULL',
  );
  await knex.raw(
    'CREATE INDEX wallet_pass_updates_due_idx ON wallet_pass_updates (next_attempt_at) WHERE sent_at IS NULL',
  );
  await knex.raw(`
    CREATE FUNCTION bookings_touch_wallet_pass() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      new_version bigint;
    BEGIN
      -- Last-Modified counts whole seconds: a change always moves it on by one at least, so a
      -- device that fetched the pass in the same second still gets the new one.
      UPDATE wallet_passes SET version = nextval('wallet_pass_version'),
          updated_at = greatest(now(), date_trunc('second', updated_at) + interval '1 second')
        WHERE booking_id = NEW.id RETURNING version INTO new_version;
      IF FOUND THEN
        INSERT INTO wallet_pass_updates (booking_id, version) VALUES (NEW.id, new_version)
          ON CONFLICT (booking_id) WHERE sent_at IS NULL
          DO UPDATE SET version = EXCLUDED.version, next_attempt_at = now(), attempts = 0;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER bookings_touch_wallet_pass
    AFTER UPDATE OF booking_status, booking_date, time_slot ON bookings
    FOR EACH ROW WHEN (
      OLD.booking_status <> 'pending' AND (
        OLD.booking_status IS DISTINCT FROM NEW.booking_status
        OR OLD.booking_date IS DISTINCT FROM NEW.booking_date
        OR OLD.time_slot IS DISTINCT FROM NEW.time_slot))
    EXECUTE FUNCTION bookings_touch_wallet_pass()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS bookings_touch_wallet_pass ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_touch_wallet_pass()');
  await knex.raw('DROP TABLE IF EXISTS wallet_pass_updates');
  await knex.raw('DROP TABLE IF EXISTS wallet_registrations');
  await knex.raw('DROP TABLE IF EXISTS wallet_passes');
  await knex.raw('DROP SEQUENCE IF EXISTS wallet_pass_version');
  await knex.schema.alterTable('products', (t) => {
    t.dropColumns('latitude', 'longitude');
  });
}
