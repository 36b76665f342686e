import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

const STATUSES = ['pending', 'confirmed', 'expired', 'failed', 'cancelled', 'refunded'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('booking_id').notNullable().unique();
    t.text('booking_status').notNullable().defaultTo('pending');
    t.uuid('ticket_id').notNullable().references('id').inTable('tickets').onDelete('RESTRICT');
    t.text('ticket_title').notNullable();
    t.text('service').notNullable();
    t.text('ticket_type').notNullable();
    t.text('preference').notNullable();
    t.integer('preference_index').notNullable().defaultTo(0);
    t.date('booking_date').notNullable();
    t.text('booking_date_string').notNullable();
    t.text('booking_day').notNullable();
    t.text('time_slot');
    t.integer('adult_count').notNullable().defaultTo(0);
    t.integer('child_count').notNullable().defaultTo(0);
    // Money: integer minor units (sen).
    t.integer('adult_total').notNullable().defaultTo(0);
    t.integer('child_total').notNullable().defaultTo(0);
    t.integer('total_amount').notNullable().defaultTo(0);
    t.text('coupon_code');
    t.integer('discount_value').notNullable().defaultTo(0);
    t.integer('discount_amount').notNullable().defaultTo(0);
    t.integer('total_discount_amount').notNullable().defaultTo(0);
    t.text('currency').notNullable().defaultTo('myr');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('mobile_number').notNullable();
    t.timestamp('hold_expires_at', { useTz: true });
    t.text('success_token_hash').unique();
    t.text('payment_provider');
    t.text('payment_session_id').unique();
    t.integer('amount_paid');
    t.text('paid_currency');
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('ticket_sent_at', { useTz: true });
    t.timestamp('notification_sent_at', { useTz: true });
    timestamps(knex, t);
  });
  await check(
    knex,
    'bookings',
    'bookings_status_check',
    `booking_status IN (${STATUSES.map((s) => `'${s}'`).join(', ')})`,
  );
  await check(
    knex,
    'bookings',
    'bookings_counts_check',
    'adult_count >= 0 AND child_count >= 0 AND adult_count + child_count > 0',
  );
  await check(
    knex,
    'bookings',
    'bookings_money_check',
    'adult_total >= 0 AND child_total >= 0 AND total_amount = adult_total + child_total AND discount_amount >= 0 ' +
      'AND discount_amount <= total_amount AND total_discount_amount = total_amount - discount_amount ' +
      'AND (amount_paid IS NULL OR amount_paid >= 0)',
  );
  await check(knex, 'bookings', 'bookings_discount_value_check', 'discount_value BETWEEN 0 AND 100');
  await check(
    knex,
    'bookings',
    'bookings_time_slot_format',
    "time_slot IS NULL OR time_slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'",
  );

  // Admin list: newest first, filtered by status, by service and status, by ticket title (the report).
  await knex.raw('CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC)');
  await knex.raw(
    'CREATE INDEX bookings_status_created_idx ON bookings (booking_status, created_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX bookings_service_status_created_idx ON bookings (service, booking_status, created_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX bookings_title_status_created_idx ON bookings (ticket_title, booking_status, created_at DESC, id DESC)',
  );
  // Seats taken per ticket, date and slot: confirmed bookings and pending holds.
  await knex.raw(
    "CREATE INDEX bookings_capacity_idx ON bookings (ticket_id, booking_date, time_slot) WHERE booking_status IN ('pending', 'confirmed')",
  );
  // Send-ticket list: confirmed bookings of a title whose ticket has not been sent, upcoming first.
  await knex.raw(
    "CREATE INDEX bookings_ticket_unsent_idx ON bookings (ticket_title, booking_date, time_slot) WHERE booking_status = 'confirmed' AND ticket_sent_at IS NULL",
  );
  // Sweeping stale holds.
  await knex.raw(
    "CREATE INDEX bookings_hold_expiry_idx ON bookings (hold_expires_at) WHERE booking_status = 'pending'",
  );
  await knex.raw('CREATE INDEX bookings_email_idx ON bookings (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bookings');
}
