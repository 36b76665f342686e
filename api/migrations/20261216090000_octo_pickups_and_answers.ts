import type { Knex } from 'knex';

/**
 * Pickups and answers on reseller bookings (api/src/octo/pickups-questions.ts).
 *
 * octo_reserve inserts the booking's pickup, pickup_total and answers as the checkout's hold does
 * (20261210100000_pickups_meeting_points_questions): the same three columns, null and 0 for a
 * booking without them, in the same one INSERT, so a reservation without a pickup costs what it did.
 *
 * octo_bookings.answers_due: a reservation whose required answers are still missing (OCTO lets a
 * reseller send them with the confirmation). octo_confirm confirms such a booking no longer: it
 * answers `answersDue` with nothing written, and the API takes the confirmation through its own
 * transaction, where core's answer schema decides with the answers the confirmation brings.
 */
const reserveProcedure = (on: boolean) => `
    CREATE OR REPLACE PROCEDURE octo_reserve(
      p_booking jsonb, p_octo jsonb, p_audit jsonb, p_max_held integer,
      INOUT created_at timestamptz DEFAULT NULL)
    LANGUAGE plpgsql AS $$
    DECLARE
      b bookings := jsonb_populate_record(NULL::bookings, p_booking);
      o octo_bookings := jsonb_populate_record(NULL::octo_bookings, p_octo);
      a audit_log := jsonb_populate_record(NULL::audit_log, p_audit);
      held integer;
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      INSERT INTO bookings (
        id, booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
        preference_index, booking_date, booking_date_string, booking_day, time_slot, adult_count,
        child_count, adult_total, child_total, total_amount, coupon_code, discount_value,
        discount_amount, total_discount_amount, currency, name, email, mobile_number, hold_expires_at,
        payment_provider, channel, reseller_id, reseller_reference, test_mode${on ? ', pickup, pickup_total, answers' : ''})
      VALUES (
        b.id, b.booking_id, b.booking_status, b.ticket_id, b.ticket_title, b.service, b.ticket_type,
        b.preference, b.preference_index, b.booking_date, b.booking_date_string, b.booking_day,
        b.time_slot, b.adult_count, b.child_count, b.adult_total, b.child_total, b.total_amount,
        b.coupon_code, b.discount_value, b.discount_amount, b.total_discount_amount, b.currency, b.name,
        b.email, b.mobile_number, b.hold_expires_at, b.payment_provider, b.channel, b.reseller_id,
        b.reseller_reference, b.test_mode${on ? ', b.pickup, coalesce(b.pickup_total, 0), b.answers' : ''})
      ON CONFLICT (booking_id) DO NOTHING
      RETURNING bookings.created_at INTO created_at;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'booking reference taken' USING ERRCODE = 'TS002';
      END IF;
      INSERT INTO octo_bookings (booking_id, reseller_id, option_id, unit_items, contact, notes,
        confirmed_at, cancelled_at, cancel_reason, refund, created_at, updated_at${on ? ', answers_due' : ''})
      VALUES (o.booking_id, o.reseller_id, o.option_id, o.unit_items, o.contact, o.notes,
        o.confirmed_at, o.cancelled_at, o.cancel_reason, o.refund, o.created_at, o.updated_at${on ? ', coalesce(o.answers_due, false)' : ''});
      INSERT INTO audit_log (admin_id, admin_email, action, entity, entity_id, details, request_id, ip)
      VALUES (a.admin_id, a.admin_email, a.action, a.entity, a.entity_id, a.details, a.request_id, a.ip);
      held := reseller_held_seats(b.reseller_id);
      IF held > p_max_held THEN
        RAISE EXCEPTION 'the reseller holds too many seats' USING ERRCODE = 'TR001',
          DETAIL = (held - b.adult_count - b.child_count)::text;
      END IF;
      COMMIT;
      UPDATE octo_bookings SET updated_at = now() WHERE booking_id = b.id;
    END $$`;

const confirmProcedure = (on: boolean) => `
    CREATE OR REPLACE PROCEDURE octo_confirm(
      p_reseller uuid, p_id uuid, p_now timestamptz, p_change jsonb, p_audit jsonb,
      INOUT result jsonb DEFAULT NULL)
    LANGUAGE plpgsql AS $$
    DECLARE
      b bookings;
      o octo_bookings;
      a audit_log := jsonb_populate_record(NULL::audit_log, p_audit);
      secret text;
    BEGIN
      SELECT k.* INTO b FROM bookings k WHERE k.id = p_id AND k.reseller_id = p_reseller FOR UPDATE;
      IF NOT FOUND THEN RETURN; END IF;
      SELECT x.* INTO o FROM octo_bookings x WHERE x.booking_id = p_id FOR UPDATE;
      IF NOT FOUND THEN RETURN; END IF;
      IF NOT (b.booking_status = 'pending' AND b.hold_expires_at > p_now) THEN
        result := jsonb_build_object('booking', to_jsonb(b), 'octo', to_jsonb(o), 'changed', false);
        RETURN;
      END IF;${
        on
          ? `
      IF o.answers_due THEN
        result := jsonb_build_object('booking', to_jsonb(b), 'octo', to_jsonb(o), 'changed', false,
          'answersDue', true);
        RETURN;
      END IF;`
          : ''
      }
      PERFORM set_config('synchronous_commit', 'off', true);
      UPDATE bookings SET
        booking_status = 'confirmed', paid_at = p_now, hold_expires_at = NULL,
        reseller_reference = coalesce(p_change->>'reseller_reference', bookings.reseller_reference),
        name = p_change->>'name', email = p_change->>'email', mobile_number = p_change->>'mobile_number',
        updated_at = now()
      WHERE id = p_id
      RETURNING * INTO b;
      UPDATE octo_bookings SET
        confirmed_at = p_now, contact = p_change->'contact',
        notes = CASE WHEN p_change->'notes' IS NOT NULL THEN p_change->>'notes' ELSE octo_bookings.notes END,
        updated_at = now()
      WHERE booking_id = p_id
      RETURNING * INTO o;
      INSERT INTO audit_log (admin_id, admin_email, action, entity, entity_id, details, request_id, ip)
      VALUES (a.admin_id, a.admin_email, a.action, a.entity, a.entity_id,
        a.details || jsonb_build_object('reference', b.booking_id,
          'resellerReference', b.reseller_reference, 'net', b.total_discount_amount),
        a.request_id, a.ip);
      SELECT c.secret INTO secret FROM checkin_passes c WHERE c.booking_id = p_id;
      result := jsonb_build_object('booking', to_jsonb(b), 'octo', to_jsonb(o), 'changed', true,
        'secret', secret);
      COMMIT;
      UPDATE octo_bookings SET updated_at = now() WHERE booking_id = p_id;
    END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE octo_bookings ADD COLUMN answers_due boolean NOT NULL DEFAULT false');
  await knex.raw(reserveProcedure(true));
  await knex.raw(confirmProcedure(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(confirmProcedure(false));
  await knex.raw(reserveProcedure(false));
  await knex.raw('ALTER TABLE octo_bookings DROP COLUMN answers_due');
}
