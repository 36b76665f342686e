import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('product_group').notNullable();
    t.text('host_name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('location');
    t.jsonb('images').notNullable().defaultTo('[]');
    t.text('currency').notNullable().defaultTo('myr');
    t.text('time_zone').notNullable().defaultTo('Asia/Dubai');
    t.integer('sort_order').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['product_group', 'sort_order'], 'products_group_idx');
    t.index(['host_name', 'sort_order'], 'products_host_idx');
  });
  await check(knex, 'products', 'products_slug_format', "slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'");
  await check(knex, 'products', 'products_currency_format', "currency ~ '^[a-z]{3}$'");

  await knex.schema.createTable('tickets', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('service')
      .notNullable()
      .references('slug')
      .inTable('products')
      .onUpdate('CASCADE')
      .onDelete('RESTRICT');
    t.text('title').notNullable();
    t.text('ticket_type').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.jsonb('included').notNullable().defaultTo('[]');
    t.jsonb('pricing').notNullable();
    t.jsonb('time_slots').notNullable().defaultTo('[]');
    t.boolean('is_time_slot').notNullable().defaultTo(false);
    t.integer('adult_qr_count').notNullable().defaultTo(1);
    t.integer('child_qr_count').notNullable().defaultTo(1);
    t.text('currency').notNullable().defaultTo('myr');
    t.boolean('is_adult_bogo').notNullable().defaultTo(false);
    t.boolean('is_child_bogo').notNullable().defaultTo(false);
    t.jsonb('ticket_images').notNullable().defaultTo('[]');
    t.jsonb('attraction_closed').notNullable().defaultTo('[]');
    t.integer('capacity_per_slot');
    t.integer('max_per_booking').notNullable().defaultTo(20);
    // Deleting a ticket hides it; bookings keep pointing at it.
    t.timestamp('deleted_at', { useTz: true });
    timestamps(knex, t);
  });
  await check(
    knex,
    'tickets',
    'tickets_qr_counts',
    'adult_qr_count BETWEEN 0 AND 10 AND child_qr_count BETWEEN 0 AND 10',
  );
  await check(
    knex,
    'tickets',
    'tickets_capacity_positive',
    'capacity_per_slot IS NULL OR capacity_per_slot > 0',
  );
  await check(knex, 'tickets', 'tickets_max_per_booking', 'max_per_booking BETWEEN 1 AND 100');
  await check(
    knex,
    'tickets',
    'tickets_pricing_shape',
    "jsonb_typeof(pricing) = 'array' AND jsonb_array_length(pricing) > 0",
  );
  await check(knex, 'tickets', 'tickets_time_slots_shape', "jsonb_typeof(time_slots) = 'array'");
  await check(knex, 'tickets', 'tickets_currency_format', "currency ~ '^[a-z]{3}$'");
  await knex.raw(
    'CREATE INDEX tickets_service_idx ON tickets (service, created_at) WHERE deleted_at IS NULL',
  );
  await knex.raw('CREATE INDEX tickets_type_idx ON tickets (ticket_type) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX tickets_title_idx ON tickets (title)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tickets');
  await knex.schema.dropTableIfExists('products');
}
