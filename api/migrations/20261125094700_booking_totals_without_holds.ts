import type { Knex } from 'knex';

/**
 * booking_totals (20261125093700) without pending holds (issue 16, the sale rush). Every hold of a
 * ticket and date locked that day's 'pending' totals row until it committed, and so did every Pay
 * or cancel of a hold, so holds queued behind Pays. Holds are few (a sweep expires them) and the
 * report never counts them; a summary that includes pending bookings sums them from bookings
 * (bookings repository), and a hold's INSERT touches no totals row at all.
 */
function totalsFunction(skip: string): string {
  const add = (row: 'OLD' | 'NEW', sign: number) =>
    `IF ${row}.booking_status NOT IN (${skip}) THEN PERFORM booking_totals_add(${row}, ${sign}); END IF;`;
  return `
    CREATE OR REPLACE FUNCTION bookings_sum_totals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${add('NEW', 1)}
      ELSIF TG_OP = 'DELETE' THEN
        ${add('OLD', -1)}
      ELSIF (OLD.ticket_title, OLD.booking_status, OLD.booking_date, OLD.service,
             OLD.adult_count, OLD.child_count, OLD.total_discount_amount)
            IS DISTINCT FROM (NEW.ticket_title, NEW.booking_status, NEW.booking_date, NEW.service,
             NEW.adult_count, NEW.child_count, NEW.total_discount_amount) THEN
        -- Both rows in key order (confirmed -> redeemed and back both happen).
        IF (OLD.ticket_title, OLD.booking_status, OLD.booking_date, OLD.service)
           <= (NEW.ticket_title, NEW.booking_status, NEW.booking_date, NEW.service) THEN
          ${add('OLD', -1)}
          ${add('NEW', 1)}
        ELSE
          ${add('NEW', 1)}
          ${add('OLD', -1)}
        END IF;
      END IF;
      RETURN NULL;
    END $$`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(totalsFunction("'pending'"));
  await knex.raw("DELETE FROM booking_totals WHERE booking_status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  // Every status counted again: '' is no status.
  await knex.raw(totalsFunction("''"));
  await knex.raw(`
    INSERT INTO booking_totals (ticket_title, booking_status, booking_date, service, bookings, adults, children, revenue)
    SELECT ticket_title, booking_status, booking_date, service, count(*), sum(adult_count), sum(child_count),
           sum(total_discount_amount)
      FROM bookings WHERE booking_status = 'pending' GROUP BY 1, 2, 3, 4`);
}
