import { ATTRACTION_TIME_ZONE, addDays, formatBookingDate, todayIn, weekdayOf } from '@tours/core/domain';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../src/db';

export const dubaiToday = () => todayIn(ATTRACTION_TIME_ZONE);
export const dubaiDate = (offsetDays: number) => addDays(dubaiToday(), offsetDays);

/** The first date at or after `offset` days ahead that is not one of the closed weekdays. */
export function openDate(offset: number, closed: readonly string[] = []): string {
  let d = dubaiDate(offset);
  while (closed.includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function reference(): string {
  const bytes = randomBytes(6);
  return 'DXB-' + [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export interface BookingFixture {
  ticketId: string;
  ticketTitle?: string;
  service?: string;
  bookingDate: string;
  timeSlot?: string | null;
  adultCount?: number;
  childCount?: number;
  status?: string;
  holdExpiresAt?: Date | null;
  name?: string;
  email?: string;
  mobileNumber?: string;
  createdAt?: Date;
  ticketSentAt?: Date | null;
  totalDiscountAmount?: number;
  /** Money taken (bookings.amount_paid); none unless given. */
  amountPaid?: number | null;
}

/** Inserts a booking row directly (the checkout itself is issue 4's); amounts kept consistent. */
export async function insertBooking(
  db: Executor,
  f: BookingFixture,
): Promise<{ id: string; booking_id: string }> {
  const adult = f.adultCount ?? 2;
  const child = f.childCount ?? 0;
  const total = f.totalDiscountAmount ?? adult * 10000 + child * 5000;
  const [row] = await db('bookings')
    .insert({
      booking_id: reference(),
      booking_status: f.status ?? 'confirmed',
      ticket_id: f.ticketId,
      ticket_title: f.ticketTitle ?? 'Test ticket',
      service: f.service ?? 'burj-khalifa',
      ticket_type: 'general-admission',
      preference: 'Standard',
      booking_date: f.bookingDate,
      booking_date_string: formatBookingDate(f.bookingDate),
      booking_day: weekdayOf(f.bookingDate),
      time_slot: f.timeSlot ?? null,
      adult_count: adult,
      child_count: child,
      adult_total: total,
      child_total: 0,
      total_amount: total,
      discount_amount: 0,
      total_discount_amount: total,
      name: f.name ?? 'Test Customer',
      email: f.email ?? 'customer@example.com',
      mobile_number: f.mobileNumber ?? '+971501234567',
      hold_expires_at: f.holdExpiresAt ?? null,
      ticket_sent_at: f.ticketSentAt ?? null,
      amount_paid: f.amountPaid ?? null,
      ...(f.createdAt ? { created_at: f.createdAt } : {}),
    })
    .returning(['id', 'booking_id']);
  return row as { id: string; booking_id: string };
}
