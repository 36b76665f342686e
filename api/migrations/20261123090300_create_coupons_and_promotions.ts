import type { Knex } from 'knex';
import { check, timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupons', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('code').notNullable().unique();
    t.integer('discount_value').notNullable();
    t.timestamp('valid_from', { useTz: true });
    t.timestamp('valid_until', { useTz: true });
    t.integer('max_redemptions');
    t.integer('redeemed').notNullable().defaultTo(0);
    t.text('service');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });
  await check(knex, 'coupons', 'coupons_code_format', "code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'");
  await check(knex, 'coupons', 'coupons_discount_value', 'discount_value BETWEEN 1 AND 100');
  await check(
    knex,
    'coupons',
    'coupons_redemptions',
    'redeemed >= 0 AND (max_redemptions IS NULL OR (max_redemptions > 0 AND redeemed <= max_redemptions))',
  );
  await check(
    knex,
    'coupons',
    'coupons_validity',
    'valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until',
  );

  await knex.schema.createTable('coupon_redemptions', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('coupon_id').notNullable().references('id').inTable('coupons').onDelete('RESTRICT');
    t.uuid('booking_id').notNullable().unique().references('id').inTable('bookings').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['coupon_id'], 'coupon_redemptions_coupon_idx');
  });

  await knex.schema.createTable('promotions', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('title').notNullable();
    t.text('message').notNullable();
    t.text('coupon_code');
    t.text('image_url');
    t.timestamp('valid_from', { useTz: true });
    t.timestamp('valid_until', { useTz: true });
    t.text('service');
    t.text('host_name');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });
  await check(
    knex,
    'promotions',
    'promotions_validity',
    'valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until',
  );
  await knex.raw('CREATE INDEX promotions_service_idx ON promotions (service) WHERE active');
  await knex.raw('CREATE INDEX promotions_host_idx ON promotions (host_name) WHERE active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('promotions');
  await knex.schema.dropTableIfExists('coupon_redemptions');
  await knex.schema.dropTableIfExists('coupons');
}
