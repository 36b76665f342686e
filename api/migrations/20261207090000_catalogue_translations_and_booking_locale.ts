import type { Knex } from 'knex';

/**
 * The catalogue's words in other languages, and the language each booking was made in.
 *
 * products, tickets and promotions gain `translations` beside their English columns:
 * `{ "ms": { "title": …, … }, "ar": …, "zh": … }`. English stays in its own columns (every read,
 * search and report that knows only English keeps working), and a read in another language takes
 * each text from here when it is written, else the English one (core `translated`). A constant
 * default: Postgres adds the columns without rewriting the tables.
 *
 * bookings gain `locale`: the visitor's language at checkout, which its mails, voucher and pages
 * speak. Every booking made so far was made in English. The check lists core's LOCALES
 * (core/src/domain/locale.ts); it is added NOT VALID and validated after, so the table is read
 * once without blocking writes for it. The checkout's hold (checkout_hold, migration
 * 20261125110000_checkout_hold_statement) names the columns it inserts: it is replaced by the same
 * procedure writing the locale too, and put back as it was on the way down.
 */
const TRANSLATED_TABLES = ['products', 'tickets', 'promotions'] as const;

/** checkout_hold as migration 20261125110000 wrote it, inserting the booking's locale when `locale`. */
const holdProcedure = (locale: boolean) => `
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
        success_token_hash, payment_provider, payment_session_id${locale ? ', locale' : ''})
      VALUES (
        b.id, b.booking_id, b.booking_status, b.ticket_id, b.ticket_title, b.service, b.ticket_type,
        b.preference, b.preference_index, b.booking_date, b.booking_date_string, b.booking_day,
        b.time_slot, b.adult_count, b.child_count, b.adult_total, b.child_total, b.total_amount,
        b.coupon_code, b.discount_value, b.discount_amount, b.total_discount_amount, b.currency, b.name,
        b.email, b.mobile_number, b.hold_expires_at, b.success_token_hash, b.payment_provider,
        b.payment_session_id${locale ? ", coalesce(b.locale, 'en')" : ''})
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

export async function up(knex: Knex): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    await knex.raw(`ALTER TABLE ?? ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`, [table]);
    await knex.raw(
      `ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (jsonb_typeof(translations) = 'object') NOT VALID`,
      [table, `${table}_translations_object`],
    );
    await knex.raw('ALTER TABLE ?? VALIDATE CONSTRAINT ??', [table, `${table}_translations_object`]);
  }
  await knex.raw(`ALTER TABLE bookings ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_locale_check
    CHECK (locale IN ('en', 'ms', 'ar', 'zh')) NOT VALID`);
  await knex.raw('ALTER TABLE bookings VALIDATE CONSTRAINT bookings_locale_check');
  await knex.raw(holdProcedure(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(holdProcedure(false));
  // Dropping a column drops its check with it.
  await knex.raw('ALTER TABLE bookings DROP COLUMN IF EXISTS locale');
  for (const table of TRANSLATED_TABLES) {
    await knex.raw('ALTER TABLE ?? DROP COLUMN IF EXISTS translations', [table]);
  }
}
