import { pickupTime, type CalendarDate } from '@tours/core/domain';
import type { BookingPickup, PickupPoint, PickupPointInput } from '@tours/core/schemas';
import type { PickupPointRow, PickupPointWrite } from './repository';

export function presentPickupPoint(row: PickupPointRow & { ticket_count?: number }): PickupPoint {
  return {
    _id: row.id,
    name: row.name,
    area: row.area,
    address: row.address,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    minutesBefore: row.minutes_before,
    extraPrice: row.extra_price,
    ...(row.ticket_count !== undefined ? { ticketCount: Number(row.ticket_count) } : {}),
  };
}

export function toPickupPointWrite(input: Required<PickupPointInput>): PickupPointWrite {
  return {
    name: input.name,
    area: input.area,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    minutes_before: input.minutesBefore,
    extra_price: input.extraPrice,
  };
}

/** What a booking keeps of the point it chose (bookings.pickup): the point as it was then. */
export type StoredPickup = Omit<BookingPickup, 'date' | 'time'>;

export function storedPickupOf(point: PickupPointRow): StoredPickup {
  const p = presentPickupPoint(point);
  return {
    pickupPointId: p._id,
    name: p.name,
    area: p.area,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    minutesBefore: p.minutesBefore,
    extraPrice: p.extraPrice,
  };
}

/**
 * A booking's pickup with its time: core's pickupTime of the booking's own date and slot, so a
 * reschedule moves it. For a visit without a start time the date is the visit's and the time null.
 */
export function bookingPickupOf(
  stored: unknown,
  visit: { bookingDate: CalendarDate; timeSlot: string | null },
): BookingPickup | null {
  if (!stored || typeof stored !== 'object') return null;
  const pickup = stored as StoredPickup;
  const at = pickupTime({ date: visit.bookingDate, time: visit.timeSlot }, pickup.minutesBefore);
  return { ...pickup, date: at?.date ?? visit.bookingDate, time: at?.time ?? null };
}
