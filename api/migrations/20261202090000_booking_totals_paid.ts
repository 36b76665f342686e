import type { Knex } from 'knex';
import {
  DATED_TOTALS,
  deferredTotalsTriggers,
  deferredTriggerNames,
  PAID_FIGURES,
  TICKET_TOTALS,
  totalsAddFunction,
  totalsTriggerFunction,
  type TotalsRollup,
  type TotalsStep,
} from '../src/db/migration-triggers';

/**
 * Money taken in the rollups: booking_totals and booking_ticket_totals sum amount_paid as `paid`
 * beside `revenue` (the value booked, total_discount_amount). A report's revenue is money taken,
 * paid minus refunded; the value booked moves with date changes (a cheaper one lowers it and
 * refunds the difference, a waived dearer one raises it with no payment), so it never stood for
 * money. Refunds stay summed from the refunds table (few rows, joined by key).
 *
 * The report over a range of visit dates for every ticket reads booking_totals by date, which its
 * key (ticket first) cannot serve: booking_totals_date_idx does (146,000 rows at a million bookings).
 *
 * Each rollup's trigger function and deferred triggers are made again with amount_paid among the
 * figures they watch, so a paid date change (amount_paid rises, the date moves) and a payment that
 * lands are both counted; pending holds stay out of the rollups as before.
 */

const ROLLUPS: [TotalsRollup, TotalsStep][] = [
  [
    TICKET_TOTALS,
    (row, sign) =>
      `IF ${row}.booking_status <> 'pending' THEN PERFORM ${TICKET_TOTALS.table}_add(${row}, ${sign}); END IF;`,
  ],
  [
    DATED_TOTALS,
    (row, sign) =>
      `IF ${row}.booking_status NOT IN ('pending') THEN PERFORM booking_totals_add(${row}, ${sign}); END IF;`,
  ],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX booking_totals_date_idx ON booking_totals (booking_date)');
  for (const [rollup, add] of ROLLUPS) {
    const key = rollup.key.join(', ');
    await knex.raw(`ALTER TABLE ${rollup.table} ADD COLUMN paid bigint NOT NULL DEFAULT 0`);
    await knex.raw(`
      UPDATE ${rollup.table} t SET paid = s.paid
        FROM (SELECT ${key}, coalesce(sum(amount_paid), 0) AS paid FROM bookings
               WHERE booking_status <> 'pending' GROUP BY ${key}) s
       WHERE (${rollup.key.map((c) => `t.${c}`).join(', ')}) = (${rollup.key.map((c) => `s.${c}`).join(', ')})`);
    await knex.raw(totalsAddFunction(rollup, true));
    await knex.raw(totalsTriggerFunction(true, add, rollup, PAID_FIGURES));
    for (const name of deferredTriggerNames(rollup)) await knex.raw(`DROP TRIGGER ${name} ON bookings`);
    for (const statement of deferredTotalsTriggers(rollup, PAID_FIGURES)) await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [rollup, add] of ROLLUPS) {
    for (const name of deferredTriggerNames(rollup)) await knex.raw(`DROP TRIGGER ${name} ON bookings`);
    for (const statement of deferredTotalsTriggers(rollup)) await knex.raw(statement);
    await knex.raw(totalsTriggerFunction(true, add, rollup));
    await knex.raw(`DROP FUNCTION ${rollup.table}_add(bookings, integer)`);
    await knex.raw(totalsAddFunction(rollup));
    await knex.raw(`ALTER TABLE ${rollup.table} DROP COLUMN paid`);
  }
  await knex.raw('DROP INDEX IF EXISTS booking_totals_date_idx');
}
