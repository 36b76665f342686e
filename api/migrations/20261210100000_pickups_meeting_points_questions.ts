import type { Knex } from 'knex';

/**
 * Hotel pickups, meeting points and the questions a ticket asks.
 *
 * pickup_points: a reusable list of places a driver collects guests from (a hotel is shared by many
 * tours), each with how many minutes before the start the driver is there and an extra price per
 * participant. ticket_pickup_points says which a ticket offers; tickets.pickup_mode whether it
 * collects at all (none, optional, required: core PICKUP_MODES).
 *
 * tickets gain the meeting point's coordinates, instructions and photo beside its address
 * (meeting_point), and `questions`: the definitions core's answersSchemaFor builds the answers'
 * schema from.
 *
 * bookings gain `pickup`: the chosen point as it was when chosen (name, area, address, coordinates,
 * minutes before, extra price), so a booking keeps the place it was sold with and its pickup time
 * follows its own date and slot (core pickupTime) through a reschedule; `pickup_total`: the extra
 * price times the participants, part of total_amount (core computeTotals), so the money check is
 * widened to it; `answers`: the validated answers. The checkout's hold (checkout_hold) names the
 * columns it inserts, so it is replaced by the same procedure writing these three too.
 */
const holdProcedure = (pickup: boolean) => `
    CREATE OR REPLACE PROCEDURE checkout_hold(
      p_booking jsonb, p_session jsonb, p_limits jsonb, p_capacity integer, INOUT held boolean DEFAULT NULL)
    LANGUAGE plpgsql AS $$
    DECLARE
      b bookings := jsonb_populate_record(NULL::bookings, p_booking);
      s payment_local_sessions := jsonb_populate_record(NULL::payment_local_sessions, p_session);
      seats integer := b.adult_count + b.child_count;
      taken integer;
    BEGIN
      IF p_capacity IS NOT NULL THEN
        SELECT o.seats INTO taken FROM slot_occupancy o
         WHERE o.ticket_id = b.ticket_id AND o.booking_date = b.booking_date
           AND o.time_slot = coalesce(b.time_slot, '');
        taken := coalesce(taken, 0);
        IF taken + seats > p_capacity THEN
          -- Lapsed holds still count until they are expired; the API expires them and tries again
          -- when only they are in the way (the trigger's TS001), and is told sold out otherwise.
          taken := taken - coalesce((
            SELECT sum(k.adult_count + k.child_count) FROM bookings k
             WHERE k.booking_status = 'pending' AND k.ticket_id = b.ticket_id
               AND k.booking_date = b.booking_date AND k.hold_expires_at <= now()
               AND coalesce(k.time_slot, '') = coalesce(b.time_slot, '')), 0);
          IF taken + seats > p_capacity THEN
            RAISE EXCEPTION 'no seats left for this slot'
              USING ERRCODE = 'TS003', DETAIL = greatest(p_capacity - taken, 0)::text;
          END IF;
        END IF;
      END IF;
      PERFORM set_config('synchronous_commit', 'off', true);
      IF p_limits IS NOT NULL THEN PERFORM checkout_claim(p_limits, b.booking_id); END IF;
      INSERT INTO bookings (
        id, booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
        preference_index, booking_date, booking_date_string, booking_day, time_slot, adult_count,
        child_count, adult_total, child_total, total_amount, coupon_code, discount_value,
        discount_amount, total_discount_amount, currency, name, email, mobile_number, hold_expires_at,
        success_token_hash, payment_provider, payment_session_id, locale${pickup ? ', pickup, pickup_total, answers' : ''})
      VALUES (
        b.id, b.booking_id, b.booking_status, b.ticket_id, b.ticket_title, b.service, b.ticket_type,
        b.preference, b.preference_index, b.booking_date, b.booking_date_string, b.booking_day,
        b.time_slot, b.adult_count, b.child_count, b.adult_total, b.child_total, b.total_amount,
        b.coupon_code, b.discount_value, b.discount_amount, b.total_discount_amount, b.currency, b.name,
        b.email, b.mobile_number, b.hold_expires_at, b.success_token_hash, b.payment_provider,
        b.payment_session_id, coalesce(b.locale, 'en')${pickup ? ', b.pickup, coalesce(b.pickup_total, 0), b.answers' : ''})
      ON CONFLICT (booking_id) DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'booking reference taken' USING ERRCODE = 'TS002';
      END IF;
      COMMIT;
      IF p_session IS NOT NULL THEN
        INSERT INTO payment_local_sessions (id, booking_id, amount_total, currency, line_items, metadata,
          customer_email, success_url, cancel_url, expires_at)
        VALUES (s.id, s.booking_id, s.amount_total, s.currency, s.line_items, s.metadata,
          s.customer_email, s.success_url, s.cancel_url, s.expires_at);
      END IF;
      held := true;
    END $$`;

const PICKUP_TABLES = ['pickup_points', 'ticket_pickup_points'];
const PICKUP_MODES = "'none', 'optional', 'required'";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE pickup_points (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      area text NOT NULL DEFAULT '' CHECK (length(area) <= 100),
      address text NOT NULL DEFAULT '' CHECK (length(address) <= 300),
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      minutes_before integer NOT NULL DEFAULT 0 CHECK (minutes_before BETWEEN 0 AND 1440),
      extra_price integer NOT NULL DEFAULT 0 CHECK (extra_price >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE ticket_pickup_points (
      ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
      pickup_point_id uuid NOT NULL REFERENCES pickup_points (id) ON DELETE CASCADE,
      PRIMARY KEY (ticket_id, pickup_point_id)
    )`);
  await knex.raw('CREATE INDEX ticket_pickup_points_point_idx ON ticket_pickup_points (pickup_point_id)');
  // A ticket's reads carry its pickup points: a change to them is a change to the tickets for every
  // API process's catalogue cache (migration 20261123210100_catalogue_change_notify).
  await knex.raw(`
    CREATE FUNCTION pickups_changed_notify() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('catalogue_changed', 'tickets');
      RETURN NULL;
    END
    $$`);
  for (const table of PICKUP_TABLES) {
    await knex.raw(
      `CREATE TRIGGER ?? AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ??
       FOR EACH STATEMENT EXECUTE FUNCTION pickups_changed_notify()`,
      [`${table}_catalogue_changed`, table],
    );
  }
  await knex.raw(`
    ALTER TABLE tickets
      ADD COLUMN pickup_mode text NOT NULL DEFAULT 'none',
      ADD COLUMN meeting_point_latitude double precision,
      ADD COLUMN meeting_point_longitude double precision,
      ADD COLUMN meeting_point_instructions text,
      ADD COLUMN meeting_point_photo text,
      ADD COLUMN questions jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD CONSTRAINT tickets_pickup_mode_check CHECK (pickup_mode IN (${PICKUP_MODES})),
      ADD CONSTRAINT tickets_meeting_point_coordinates_check CHECK (
        (meeting_point_latitude IS NULL AND meeting_point_longitude IS NULL)
        OR (meeting_point_latitude BETWEEN -90 AND 90 AND meeting_point_longitude BETWEEN -180 AND 180)),
      ADD CONSTRAINT tickets_questions_array CHECK (jsonb_typeof(questions) = 'array')`);
  await knex.raw(`
    ALTER TABLE bookings
      ADD COLUMN pickup jsonb,
      ADD COLUMN pickup_total integer NOT NULL DEFAULT 0,
      ADD COLUMN answers jsonb`);
  // Widened to the pickup: added NOT VALID and validated after, so the table is read once without
  // blocking writes for it.
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_money_check');
  await knex.raw(
    `ALTER TABLE bookings ADD CONSTRAINT bookings_money_check CHECK (${moneyCheck(true)}) NOT VALID`,
  );
  await knex.raw('ALTER TABLE bookings VALIDATE CONSTRAINT bookings_money_check');
  // Search by hotel (the bookings list) finds a few bookings among many: an index on the name.
  await knex.raw(
    "CREATE INDEX bookings_pickup_name_idx ON bookings ((lower(pickup->>'name'))) WHERE pickup IS NOT NULL",
  );
  await knex.raw(holdProcedure(true));
}

function moneyCheck(pickup: boolean): string {
  return (
    `adult_total >= 0 AND child_total >= 0 AND ${pickup ? 'pickup_total >= 0 AND ' : ''}` +
    `total_amount = adult_total + child_total${pickup ? ' + pickup_total' : ''} AND discount_amount >= 0 ` +
    'AND discount_amount <= total_amount AND total_discount_amount = total_amount - discount_amount ' +
    'AND (amount_paid IS NULL OR amount_paid >= 0)'
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(holdProcedure(false));
  await knex.raw('DROP INDEX IF EXISTS bookings_pickup_name_idx');
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_money_check');
  await knex.raw('ALTER TABLE bookings DROP COLUMN pickup, DROP COLUMN pickup_total, DROP COLUMN answers');
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_money_check CHECK (${moneyCheck(false)})`);
  await knex.raw(`
    ALTER TABLE tickets
      DROP COLUMN pickup_mode, DROP COLUMN meeting_point_latitude, DROP COLUMN meeting_point_longitude,
      DROP COLUMN meeting_point_instructions, DROP COLUMN meeting_point_photo, DROP COLUMN questions`);
  await knex.raw('DROP TABLE ticket_pickup_points');
  await knex.raw('DROP TABLE pickup_points');
  await knex.raw('DROP FUNCTION pickups_changed_notify()');
}
