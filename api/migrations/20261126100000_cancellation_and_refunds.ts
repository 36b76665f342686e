import type { Knex } from 'knex';
import { check, uuidPrimaryKey } from '../src/db/migration-helpers';

/**
 * A cancellation policy per ticket (24 hours free unless staff say otherwise), its
 * snapshot on each booking sold from now on (null for older bookings: their ticket's policy), and
 * the refunds of a booking. `bookings.refunded_amount` is kept by a trigger on refunds, so the list
 * and the report read it from the booking row and no caller can forget it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tickets', (t) => {
    t.jsonb('cancellation_policy').notNullable().defaultTo('{"freeUntilHours":24,"partial":null}');
  });
  await knex.schema.alterTable('bookings', (t) => {
    t.jsonb('cancellation_policy');
    // A constant default: Postgres adds it without rewriting the table.
    t.integer('refunded_amount').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('refunds', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('reason').notNullable();
    /** `customer`, an admin's e-mail, or `system`. */
    t.text('actor').notNullable();
    t.text('provider_refund_id').unique();
    /** Sent to the provider with the refund: a retried call never refunds twice. */
    t.text('idempotency_key').notNullable().unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('settled_at', { useTz: true });
    t.index(['booking_id'], 'refunds_booking_idx');
  });
  await check(knex, 'refunds', 'refunds_amount_positive', 'amount > 0');
  await check(knex, 'refunds', 'refunds_status_known', "status IN ('pending', 'succeeded', 'failed')");
  await knex.raw("CREATE INDEX refunds_pending_idx ON refunds (created_at) WHERE status = 'pending'");

  await knex.raw(`
    CREATE FUNCTION refunds_sum_booking() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      -- A pending refund counts as given: the money is on its way unless the provider refuses it.
      was integer := CASE WHEN TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'succeeded')
                          THEN OLD.amount ELSE 0 END;
      now_ integer := CASE WHEN TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'succeeded')
                           THEN NEW.amount ELSE 0 END;
    BEGIN
      -- A difference, not a fresh sum: two refunds of one booking committing side by side both count.
      IF now_ <> was THEN
        UPDATE bookings SET refunded_amount = refunded_amount + now_ - was
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END;
      END IF;
      RETURN NULL;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER refunds_sum_booking
    AFTER INSERT OR DELETE OR UPDATE OF status, amount ON refunds
    FOR EACH ROW EXECUTE FUNCTION refunds_sum_booking();
  `);

  // The snapshot is taken by the database on every insert path (the checkout's one-statement hold,
  // the coupon path, seeds): a later change of the ticket's policy never alters a sold booking.
  await knex.raw(`
    CREATE FUNCTION bookings_snapshot_policy() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.cancellation_policy IS NULL THEN
        SELECT cancellation_policy INTO NEW.cancellation_policy FROM tickets WHERE id = NEW.ticket_id;
      END IF;
      RETURN NEW;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER bookings_snapshot_policy BEFORE INSERT ON bookings
    FOR EACH ROW EXECUTE FUNCTION bookings_snapshot_policy();
  `);

  // The local test provider's refunds, as Stripe would keep them.
  await knex.schema.createTable('payment_local_refunds', (t) => {
    t.text('id').primary();
    t.text('session_id').notNullable();
    t.text('payment_intent');
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_local_refunds');
  await knex.raw('DROP TRIGGER IF EXISTS bookings_snapshot_policy ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_snapshot_policy()');
  await knex.raw('DROP TRIGGER IF EXISTS refunds_sum_booking ON refunds');
  await knex.raw('DROP FUNCTION IF EXISTS refunds_sum_booking()');
  await knex.schema.dropTableIfExists('refunds');
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('refunded_amount');
    t.dropColumn('cancellation_policy');
  });
  await knex.schema.alterTable('tickets', (t) => {
    t.dropColumn('cancellation_policy');
  });
}
