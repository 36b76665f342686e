import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

/**
 * Selling through resellers over OCTO (api/src/octo/).
 *
 * resellers: one connection per reseller, its key stored only as a SHA-256 digest (as admin sessions
 * are), its commission and the seats it may hold unconfirmed; reseller_tickets: what it may sell.
 *
 * bookings gains its channel (website, reseller with the reseller's id, or staff), the reseller's own
 * reference and a test flag. Constant defaults: Postgres adds the columns without rewriting the table,
 * and every booking made so far is a website booking. The checks are added NOT VALID and validated
 * after, so the table is read once without blocking writes for it.
 *
 * octo_bookings: what OCTO says about a reseller booking that bookings has no column for (its unit
 * items with their uuids, the contact as given, notes, when it was confirmed or cancelled and why).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resellers', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('name').notNullable();
    t.integer('commission_percent').notNullable();
    t.integer('max_held_seats').notNullable();
    t.boolean('test_only').notNullable().defaultTo(false);
    t.text('key_hash').unique();
    t.text('key_hint');
    t.timestamp('key_created_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.uuid('created_by');
    timestamps(knex, t);
  });
  await knex.raw('CREATE UNIQUE INDEX resellers_name_key ON resellers (lower(name))');
  await check(knex, 'resellers', 'resellers_commission_percent', 'commission_percent BETWEEN 0 AND 100');
  await check(knex, 'resellers', 'resellers_max_held_seats', 'max_held_seats > 0');

  await knex.schema.createTable('reseller_tickets', (t) => {
    t.uuid('reseller_id').notNullable().references('id').inTable('resellers').onDelete('CASCADE');
    t.uuid('ticket_id').notNullable().references('id').inTable('tickets').onDelete('CASCADE');
    t.primary(['reseller_id', 'ticket_id']);
  });

  await knex.raw(`ALTER TABLE bookings
    ADD COLUMN channel text NOT NULL DEFAULT 'website',
    ADD COLUMN reseller_id uuid,
    ADD COLUMN reseller_reference text,
    ADD COLUMN test_mode boolean NOT NULL DEFAULT false`);
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_reseller_fk FOREIGN KEY (reseller_id)
    REFERENCES resellers (id) ON DELETE RESTRICT NOT VALID`);
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_channel_check
    CHECK (channel IN ('website', 'reseller', 'staff') AND (channel = 'reseller') = (reseller_id IS NOT NULL))
    NOT VALID`);
  await knex.raw('ALTER TABLE bookings VALIDATE CONSTRAINT bookings_reseller_fk');
  await knex.raw('ALTER TABLE bookings VALIDATE CONSTRAINT bookings_channel_check');
  // A reseller's live holds (its cap on unconfirmed seats) and its bookings by reference or visit date:
  // partial, so the website's million bookings add nothing to them.
  await knex.raw(`CREATE INDEX bookings_reseller_holds_idx ON bookings (reseller_id)
    WHERE booking_status = 'pending' AND reseller_id IS NOT NULL`);
  await knex.raw(`CREATE INDEX bookings_reseller_reference_idx ON bookings (reseller_id, reseller_reference)
    WHERE reseller_id IS NOT NULL`);
  await knex.raw(`CREATE INDEX bookings_reseller_date_idx ON bookings (reseller_id, booking_date)
    WHERE reseller_id IS NOT NULL`);
  // Staff search by the reseller's reference (a prefix, any case).
  await knex.raw(`CREATE INDEX bookings_reseller_reference_search_idx
    ON bookings (lower(reseller_reference) text_pattern_ops) WHERE reseller_reference IS NOT NULL`);
  // Test bookings, which the report leaves out: few, found without reading the others.
  await knex.raw(
    'CREATE INDEX bookings_test_mode_idx ON bookings (ticket_title, booking_date) WHERE test_mode',
  );

  await knex.schema.createTable('octo_bookings', (t) => {
    t.uuid('booking_id').primary().references('id').inTable('bookings').onDelete('CASCADE');
    t.uuid('reseller_id').notNullable().references('id').inTable('resellers').onDelete('RESTRICT');
    t.text('option_id').notNullable();
    /** [{uuid, unitId, resellerReference, contact}], in the order the reseller gave them. */
    t.jsonb('unit_items').notNullable();
    t.jsonb('contact').notNullable().defaultTo('{}');
    t.text('notes');
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.text('cancel_reason');
    t.text('refund');
    timestamps(knex, t);
  });
  await check(
    knex,
    'octo_bookings',
    'octo_bookings_refund',
    "refund IS NULL OR refund IN ('FULL', 'PARTIAL', 'NONE')",
  );
  // A reseller's live unconfirmed seats, counted under a lock on the reseller held until the
  // transaction ends: a reservation calls it last, after its own insert, so that its reservations
  // queue for one statement and a relaxed commit. The count is a statement of its own inside the
  // function, after the lock, so it sees what the previous holder committed.
  await knex.raw(`
    CREATE FUNCTION reseller_held_seats(r uuid) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended('octo:reseller:' || r::text, 0));
      RETURN (SELECT coalesce(sum(adult_count + child_count), 0)::int FROM bookings
               WHERE reseller_id = r AND booking_status = 'pending' AND hold_expires_at > now());
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS reseller_held_seats(uuid)');
  await knex.schema.dropTableIfExists('octo_bookings');
  for (const index of [
    'bookings_reseller_holds_idx',
    'bookings_reseller_reference_idx',
    'bookings_reseller_date_idx',
    'bookings_reseller_reference_search_idx',
    'bookings_test_mode_idx',
  ])
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  await knex.raw(`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_channel_check,
    DROP CONSTRAINT IF EXISTS bookings_reseller_fk, DROP COLUMN IF EXISTS channel,
    DROP COLUMN IF EXISTS reseller_id, DROP COLUMN IF EXISTS reseller_reference,
    DROP COLUMN IF EXISTS test_mode`);
  await knex.schema.dropTableIfExists('reseller_tickets');
  await knex.schema.dropTableIfExists('resellers');
}
