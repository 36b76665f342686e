import type { Knex } from 'knex';
import { check, uuidPrimaryKey } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blocked_dates', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('service').notNullable();
    t.uuid('ticket_id').notNullable().references('id').inTable('tickets').onDelete('CASCADE');
    t.date('blocked_date').notNullable();
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['ticket_id', 'blocked_date'], { indexName: 'blocked_dates_ticket_date_unique' });
    t.index(['service', 'blocked_date'], 'blocked_dates_service_idx');
  });

  await knex.schema.createTable('blocked_time_slots', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('service').notNullable();
    t.uuid('ticket_id').notNullable().references('id').inTable('tickets').onDelete('CASCADE');
    t.date('date').notNullable();
    t.text('time_slot').notNullable();
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['ticket_id', 'date', 'time_slot'], { indexName: 'blocked_time_slots_ticket_date_slot_unique' });
  });
  await check(
    knex,
    'blocked_time_slots',
    'blocked_time_slots_format',
    "time_slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('blocked_time_slots');
  await knex.schema.dropTableIfExists('blocked_dates');
}
