import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

/**
 * The waiting list of a sold-out slot (api/src/waitlist/).
 *
 * waitlist_entries: one visitor's place on one slot's list (time_slot '' for a ticket without
 * slots, as slot_occupancy keys it), in the order of `position` (a sequence: the order of joining;
 * staff moving an entry write a position between two others, hence a double). The link token is
 * looked up by its SHA-256 digest and is never stored itself. An offer is a hold: a pending booking (`booking_id`) that takes
 * the party's seats through the slot counter like a checkout, flagged `from_waitlist` on bookings
 * (a constant default: no rewrite) so the report can count them and the trigger below can follow it.
 *
 * waitlist_wakeups: the slots whose list should be looked at because seats came back. Triggers
 * write it whatever frees the seats (the counter going down: a cancellation, refund, expired or
 * declined hold, a booking moved away; staff raising a capacity or unblocking), only when someone
 * waits there, so no code path can forget the list; the API's offer engine drains it after each
 * write and on the hold sweeper's round.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE waitlist_position_seq');
  await knex.schema.createTable('waitlist_entries', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('ticket_id').notNullable().references('id').inTable('tickets').onDelete('CASCADE');
    t.date('booking_date').notNullable();
    t.text('time_slot').notNullable().defaultTo('');
    t.integer('preference_index').notNullable().defaultTo(0);
    t.integer('adult_count').notNullable();
    t.integer('child_count').notNullable().defaultTo(0);
    t.text('name').notNullable();
    t.text('email').notNullable();
    /** The mailbox however it is spelled (case, +tag): one entry per mailbox per slot. */
    t.text('email_key').notNullable();
    t.text('mobile_number').notNullable();
    t.text('locale').notNullable().defaultTo('en');
    t.text('status').notNullable().defaultTo('waiting');
    t.double('position').notNullable().defaultTo(knex.raw("nextval('waitlist_position_seq')"));
    /** The link token is an HMAC of the id and this nonce under the server's secret (mails can
     * carry it again); only its SHA-256 is looked up. */
    t.text('token_nonce').notNullable();
    t.text('token_hash').notNullable().unique();
    t.uuid('booking_id').references('id').inTable('bookings').onDelete('SET NULL');
    t.timestamp('offer_expires_at', { useTz: true });
    t.timestamp('offered_at', { useTz: true });
    t.integer('offers_made').notNullable().defaultTo(0);
    t.timestamp('left_at', { useTz: true });
    timestamps(knex, t);
  });
  await check(
    knex,
    'waitlist_entries',
    'waitlist_entries_status',
    "status IN ('waiting', 'offered', 'booked', 'expired', 'left')",
  );
  await check(
    knex,
    'waitlist_entries',
    'waitlist_entries_party',
    'adult_count >= 0 AND child_count >= 0 AND adult_count + child_count BETWEEN 1 AND 100',
  );
  await check(
    knex,
    'waitlist_entries',
    'waitlist_entries_offer',
    "status <> 'offered' OR (booking_id IS NOT NULL AND offer_expires_at IS NOT NULL)",
  );
  await knex.raw(`CREATE UNIQUE INDEX waitlist_entries_one_per_mailbox
    ON waitlist_entries (ticket_id, booking_date, time_slot, email_key) WHERE status IN ('waiting', 'offered')`);
  // The engine's walk through a slot's waiting entries, in order.
  await knex.raw(`CREATE INDEX waitlist_entries_waiting_idx
    ON waitlist_entries (ticket_id, booking_date, time_slot, position) WHERE status = 'waiting'`);
  await knex.raw(
    'CREATE INDEX waitlist_entries_slot_idx ON waitlist_entries (ticket_id, booking_date, time_slot)',
  );
  await knex.raw(
    'CREATE INDEX waitlist_entries_booking_idx ON waitlist_entries (booking_id) WHERE booking_id IS NOT NULL',
  );

  await knex.schema.createTable('waitlist_wakeups', (t) => {
    t.uuid('ticket_id').notNullable();
    t.date('booking_date').notNullable();
    t.text('time_slot').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['ticket_id', 'booking_date', 'time_slot']);
  });

  await knex.raw('ALTER TABLE bookings ADD COLUMN from_waitlist boolean NOT NULL DEFAULT false');
  await knex.raw(
    'CREATE INDEX bookings_from_waitlist_idx ON bookings (ticket_title, booking_date) WHERE from_waitlist',
  );

  // Seats came back to a slot (its counter went down) and someone waits for it.
  await knex.raw(`
    CREATE FUNCTION waitlist_wake_on_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM waitlist_entries w
                  WHERE w.ticket_id = NEW.ticket_id AND w.booking_date = NEW.booking_date
                    AND w.time_slot = NEW.time_slot AND w.status = 'waiting') THEN
        INSERT INTO waitlist_wakeups (ticket_id, booking_date, time_slot)
        VALUES (NEW.ticket_id, NEW.booking_date, NEW.time_slot) ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER slot_occupancy_wake_waitlist AFTER UPDATE OF seats ON slot_occupancy
    FOR EACH ROW WHEN (NEW.seats < OLD.seats) EXECUTE FUNCTION waitlist_wake_on_seats()`);

  // Staff raised a ticket's capacity (or lifted it): every slot of it with someone waiting.
  await knex.raw(`
    CREATE FUNCTION waitlist_wake_on_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO waitlist_wakeups (ticket_id, booking_date, time_slot)
      SELECT DISTINCT w.ticket_id, w.booking_date, w.time_slot FROM waitlist_entries w
       WHERE w.ticket_id = NEW.id AND w.status = 'waiting'
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER tickets_wake_waitlist AFTER UPDATE OF capacity_per_slot ON tickets
    FOR EACH ROW WHEN (OLD.capacity_per_slot IS NOT NULL
      AND (NEW.capacity_per_slot IS NULL OR NEW.capacity_per_slot > OLD.capacity_per_slot))
    EXECUTE FUNCTION waitlist_wake_on_capacity()`);

  // Staff unblocked a date or a slot.
  await knex.raw(`
    CREATE FUNCTION waitlist_wake_on_date_unblock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO waitlist_wakeups (ticket_id, booking_date, time_slot)
      SELECT DISTINCT w.ticket_id, w.booking_date, w.time_slot FROM waitlist_entries w
       WHERE w.ticket_id = OLD.ticket_id AND w.booking_date = OLD.blocked_date AND w.status = 'waiting'
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION waitlist_wake_on_slot_unblock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO waitlist_wakeups (ticket_id, booking_date, time_slot)
      SELECT DISTINCT w.ticket_id, w.booking_date, w.time_slot FROM waitlist_entries w
       WHERE w.ticket_id = OLD.ticket_id AND w.booking_date = OLD.date AND w.time_slot = OLD.time_slot
         AND w.status = 'waiting'
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER blocked_dates_wake_waitlist AFTER DELETE ON blocked_dates
    FOR EACH ROW EXECUTE FUNCTION waitlist_wake_on_date_unblock()`);
  await knex.raw(`CREATE TRIGGER blocked_time_slots_wake_waitlist AFTER DELETE ON blocked_time_slots
    FOR EACH ROW EXECUTE FUNCTION waitlist_wake_on_slot_unblock()`);

  // An offer's hold settles: paid, the entry is booked; lapsed, declined or failed, it expired (and
  // the counter going down wakes the slot for the next entry).
  await knex.raw(`
    CREATE FUNCTION waitlist_follow_offer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE waitlist_entries SET
        status = CASE WHEN NEW.booking_status IN ('confirmed', 'redeemed') THEN 'booked' ELSE 'expired' END,
        updated_at = now()
       WHERE booking_id = NEW.id
         AND (status = 'offered' OR (status = 'expired' AND NEW.booking_status IN ('confirmed', 'redeemed')))
         AND NEW.booking_status IN ('confirmed', 'redeemed', 'expired', 'failed');
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER bookings_follow_waitlist_offer AFTER UPDATE OF booking_status ON bookings
    FOR EACH ROW WHEN (NEW.from_waitlist AND OLD.booking_status IS DISTINCT FROM NEW.booking_status)
    EXECUTE FUNCTION waitlist_follow_offer()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS bookings_follow_waitlist_offer ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS waitlist_follow_offer()');
  await knex.raw('DROP TRIGGER IF EXISTS blocked_time_slots_wake_waitlist ON blocked_time_slots');
  await knex.raw('DROP TRIGGER IF EXISTS blocked_dates_wake_waitlist ON blocked_dates');
  await knex.raw('DROP FUNCTION IF EXISTS waitlist_wake_on_slot_unblock()');
  await knex.raw('DROP FUNCTION IF EXISTS waitlist_wake_on_date_unblock()');
  await knex.raw('DROP TRIGGER IF EXISTS tickets_wake_waitlist ON tickets');
  await knex.raw('DROP FUNCTION IF EXISTS waitlist_wake_on_capacity()');
  await knex.raw('DROP TRIGGER IF EXISTS slot_occupancy_wake_waitlist ON slot_occupancy');
  await knex.raw('DROP FUNCTION IF EXISTS waitlist_wake_on_seats()');
  await knex.raw('DROP INDEX IF EXISTS bookings_from_waitlist_idx');
  await knex.raw('ALTER TABLE bookings DROP COLUMN IF EXISTS from_waitlist');
  await knex.schema.dropTableIfExists('waitlist_wakeups');
  await knex.schema.dropTableIfExists('waitlist_entries');
  await knex.raw('DROP SEQUENCE IF EXISTS waitlist_position_seq');
}
