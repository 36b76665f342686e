// Seats per slot come from slot_occupancy, the counter the bookings trigger keeps (migration
// 20261123210000_slot_occupancy). It counts pending holds until they are expired, so readers
// subtract the ones that have lapsed already.

/**
 * Seats of a slot's counter row that belong to pending holds which have lapsed but are not expired
 * yet (SQL, correlated with the slot_occupancy row aliased `o`). Readers subtract it.
 */
export const LAPSED_SEATS_SQL = `coalesce((
  SELECT sum(b.adult_count + b.child_count) FROM bookings b
   WHERE b.booking_status = 'pending' AND b.ticket_id = o.ticket_id AND b.booking_date = o.booking_date
     AND b.hold_expires_at <= now() AND coalesce(b.time_slot, '') = o.time_slot), 0)`;
