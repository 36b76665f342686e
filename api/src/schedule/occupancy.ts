// Seats per slot come from slot_occupancy, the counter the bookings trigger keeps (migration
// 20261123210000_slot_occupancy). It counts pending holds until they are expired, so readers
// subtract the ones that have lapsed already.

/**
 * Seats of a slot's counter row that belong to pending holds which have lapsed but are not expired
 * yet (SQL, correlated with the slot_occupancy row aliased `o`). Readers subtract it.
 *
 * The lapse is an aggregate FILTER, not a WHERE condition, on purpose: with `hold_expires_at <= now()`
 * in WHERE, statistics gathered while the holds were live (an ANALYZE between a sweep and a rush)
 * estimate no lapsed hold at all, and the planner walks bookings_hold_expiry_idx, every lapsed
 * hold of every ticket, once per slot. Here the only index condition there is, is the slot's
 * ticket and date, so bookings_pending_hold_idx is always the cheapest way; the pending holds of one
 * ticket and date are few (the occupancy gate keeps them within its slots' capacity).
 */
export const LAPSED_SEATS_SQL = `coalesce((
  SELECT sum(b.adult_count + b.child_count) FILTER (WHERE b.hold_expires_at <= now()) FROM bookings b
   WHERE b.booking_status = 'pending' AND b.ticket_id = o.ticket_id AND b.booking_date = o.booking_date
     AND coalesce(b.time_slot, '') = o.time_slot), 0)`;
