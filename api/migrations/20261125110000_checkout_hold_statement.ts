import type { Knex } from 'knex';

/**
 * A checkout's hold in one round trip: `CALL checkout_hold(...)` runs, inside the database,
 * what the API sent as up to a dozen statements (the counter read, two rate-limit upserts, the hold
 * claim's transaction, the booking insert, the payment session insert, the claim's attach).
 *
 * 1. A slot that is full even without its lapsed holds is refused first (TS003, the seats left in
 *    DETAIL), so a sold-out refusal costs one primary-key read and writes nothing.
 * 2. The abuse limits, when the API passes them (checkout_claim): both rate windows, then, under
 *    advisory locks on the address and the e-mail, the cap on seats held in unfinished checkouts.
 *    A refusal raises TL001 (rate) or TL002 (seats held), the seconds to wait in DETAIL, and rolls
 *    back everything this call wrote: a refused attempt holds nothing and spends nothing.
 * 3. The booking; its insert trigger on slot_occupancy stays the oversell gate (TS001). A taken
 *    reference raises TS002 and the API draws another.
 * 4. COMMIT without waiting for the WAL flush, so the slot's counter row is locked only while the
 *    hold runs, not through an fsync.
 * 5. The local provider's session, in a second transaction whose commit is durable: the WAL is
 *    flushed in order, so when CALL returns the hold is durable too, before the visitor is sent
 *    to pay (the same trade-off as the two statements it replaces).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION checkout_claim(p jsonb, reference text) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
      rate record;
      used integer;
      ends bigint;
      wait integer := 0;
      seats integer := (p->>'seats')::int;
      v_ip text := p->>'ipHash';
      v_email text := p->>'emailHash';
      held record;
      capacity integer;
    BEGIN
      -- The same rows and arithmetic as rate-limiter-flexible's Postgres store (lib/limiter.ts).
      FOR rate IN SELECT * FROM jsonb_to_recordset(p->'rates') AS r(key text, points int, "windowMs" bigint) LOOP
        INSERT INTO rate_limiter_flexible AS l (key, points, expire)
        VALUES (rate.key, 1, now_ms + rate."windowMs")
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN l.expire <= now_ms THEN 1 ELSE l.points + 1 END,
          expire = CASE WHEN l.expire <= now_ms THEN now_ms + rate."windowMs" ELSE l.expire END
        RETURNING l.points, l.expire INTO used, ends;
        IF used > rate.points THEN wait := greatest(wait, 1, ceil((ends - now_ms) / 1000.0)::int); END IF;
      END LOOP;
      IF wait > 0 THEN
        RAISE EXCEPTION 'too many checkouts' USING ERRCODE = 'TL001', DETAIL = wait::text;
      END IF;
      IF p->'maxIp' IS NULL THEN RETURN; END IF;

      -- Address first, then e-mail, in every request: two checkouts never wait on each other in turn.
      PERFORM pg_advisory_xact_lock(hashtextextended('hold:ip:' || v_ip, 0));
      PERFORM pg_advisory_xact_lock(hashtextextended('hold:email:' || v_email, 0));
      -- Claims in flight, and claims whose booking is pending with its hold running.
      SELECT
        coalesce(sum(c.seats) FILTER (WHERE c.ip_hash = v_ip), 0) AS ip,
        coalesce(sum(c.seats) FILTER (WHERE c.email_hash = v_email), 0) AS email,
        coalesce(sum(c.seats) FILTER (WHERE c.ip_hash = v_ip AND same_slot), 0) AS ip_slot,
        coalesce(sum(c.seats) FILTER (WHERE c.email_hash = v_email AND same_slot), 0) AS email_slot,
        min(least(c.expires_at, b.hold_expires_at)) AS first_ends
      INTO held
      FROM checkout_hold_claims c
      LEFT JOIN bookings b ON b.booking_id = c.booking_ref
      CROSS JOIN LATERAL (SELECT c.ticket_id = (p->>'ticketId')::uuid
                                 AND c.booking_date = (p->>'bookingDate')::date
                                 AND c.time_slot = p->>'timeSlot' AS same_slot) s
      WHERE (c.ip_hash = v_ip OR c.email_hash = v_email)
        AND c.expires_at > now()
        AND (c.booking_ref IS NULL OR (b.booking_status = 'pending' AND b.hold_expires_at > now()));
      wait := CASE WHEN held.first_ends IS NULL THEN (p->>'holdSeconds')::int
                   ELSE ceil(extract(epoch FROM held.first_ends - clock_timestamp()))::int END;
      IF (p->>'maxIp')::int > 0 AND held.ip + seats > (p->>'maxIp')::int
         OR (p->>'maxEmail')::int > 0 AND held.email + seats > (p->>'maxEmail')::int THEN
        RAISE EXCEPTION 'too many seats held' USING ERRCODE = 'TL002', DETAIL = wait::text;
      END IF;
      IF (p->>'sharePercent')::int > 0 AND greatest(held.ip_slot, held.email_slot) > 0 THEN
        SELECT t.capacity_per_slot INTO capacity FROM tickets t WHERE t.id = (p->>'ticketId')::uuid;
        -- A first booking may be as large as the ticket allows; more holds on the same slot stop at
        -- the share, so the rest of the slot stays open to everyone else.
        IF capacity IS NOT NULL AND greatest(held.ip_slot, held.email_slot) + seats
             > floor(capacity * (p->>'sharePercent')::int / 100.0) THEN
          RAISE EXCEPTION 'too many seats held in this slot' USING ERRCODE = 'TL002', DETAIL = wait::text;
        END IF;
      END IF;
      -- Attached to its booking from the start: the booking is inserted in the same transaction.
      INSERT INTO checkout_hold_claims
        (ip_hash, email_hash, ticket_id, booking_date, time_slot, seats, booking_ref, expires_at)
      VALUES (v_ip, v_email, (p->>'ticketId')::uuid, (p->>'bookingDate')::date, p->>'timeSlot',
              seats, reference, now() + make_interval(mins => (p->>'claimMinutes')::int));
    END $$`);
  await knex.raw(`
    CREATE PROCEDURE checkout_hold(
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
        success_token_hash, payment_provider, payment_session_id)
      VALUES (
        b.id, b.booking_id, b.booking_status, b.ticket_id, b.ticket_title, b.service, b.ticket_type,
        b.preference, b.preference_index, b.booking_date, b.booking_date_string, b.booking_day,
        b.time_slot, b.adult_count, b.child_count, b.adult_total, b.child_total, b.total_amount,
        b.coupon_code, b.discount_value, b.discount_amount, b.total_discount_amount, b.currency, b.name,
        b.email, b.mobile_number, b.hold_expires_at, b.success_token_hash, b.payment_provider,
        b.payment_session_id)
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
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP PROCEDURE IF EXISTS checkout_hold(jsonb, jsonb, jsonb, integer, boolean)');
  await knex.raw('DROP FUNCTION IF EXISTS checkout_claim(jsonb, text)');
}
