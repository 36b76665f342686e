import type { Knex } from 'knex';

/**
 * The hold statement's cool-down (api/src/checkout/hold-limits.ts): an address or e-mail whose
 * unpaid hold on a slot ran out (the booking expired at or after its hold's end, not released early
 * by the visitor) may not hold that slot again for `cooldownMinutes`; refused with TL003 and the
 * seconds left in DETAIL, before the claim is written. The claims it reads are the ones the caps
 * already record (checkout_hold_claims, kept an hour after their hold).
 *
 * checkout_claim (20261125110000_checkout_hold_statement) is changed in place: the function as the
 * database has it, with the check inserted before the claim's INSERT, and taken out again by down.
 */
const DECLARE_BEFORE = '      capacity integer;\n';
const DECLARED = '      lapsed_at timestamptz;\n';
const CHECK_BEFORE = '      -- Attached to its booking from the start';
const CHECK = `      IF coalesce((p->>'cooldownMinutes')::int, 0) > 0 THEN
        SELECT max(b.updated_at) INTO lapsed_at
          FROM checkout_hold_claims c
          JOIN bookings b ON b.booking_id = c.booking_ref
         WHERE (c.ip_hash = v_ip OR c.email_hash = v_email)
           AND c.ticket_id = (p->>'ticketId')::uuid AND c.booking_date = (p->>'bookingDate')::date
           AND c.time_slot = p->>'timeSlot'
           AND b.booking_status = 'expired' AND b.hold_expires_at <= b.updated_at
           AND b.updated_at > now() - make_interval(mins => (p->>'cooldownMinutes')::int);
        IF lapsed_at IS NOT NULL THEN
          RAISE EXCEPTION 'an unpaid hold on this slot ran out a moment ago' USING ERRCODE = 'TL003',
            DETAIL = greatest(1, ceil(extract(epoch FROM lapsed_at
              + make_interval(mins => (p->>'cooldownMinutes')::int) - clock_timestamp())))::int::text;
        END IF;
      END IF;
`;

async function claimFunction(knex: Knex): Promise<string> {
  const result = (await knex.raw(
    "SELECT pg_get_functiondef('checkout_claim(jsonb, text)'::regprocedure) AS def",
  )) as { rows: { def: string }[] };
  return result.rows[0]!.def;
}

export async function up(knex: Knex): Promise<void> {
  const def = await claimFunction(knex);
  if (def.includes(DECLARED)) return;
  if (!def.includes(DECLARE_BEFORE) || !def.includes(CHECK_BEFORE))
    throw new Error('checkout_claim is not the function this migration changes');
  await knex.raw(
    def.replace(DECLARE_BEFORE, DECLARE_BEFORE + DECLARED).replace(CHECK_BEFORE, CHECK + CHECK_BEFORE),
  );
}

export async function down(knex: Knex): Promise<void> {
  const def = await claimFunction(knex);
  if (!def.includes(DECLARED)) return;
  await knex.raw(def.replace(DECLARED, '').replace(CHECK, ''));
}
