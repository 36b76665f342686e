import { addDays, todayIn, weekdayOf, type PricingEntry } from '@tours/core/domain';
import type { Executor } from '../../db';
import type { TicketRow } from '../repository';

let counter = 0;

export const PRICING: PricingEntry[] = [
  {
    preference: 'Standard',
    weekDays: { adult: 15000, child: 9000 },
    weekEnds: { adult: 18000, child: 11000 },
  },
  {
    preference: 'Prime hours',
    weekDays: { adult: 25000, child: 15000 },
    weekEnds: { adult: 29000, child: 17000 },
  },
];

export interface TicketFixture {
  timeSlots?: string[];
  isTimeSlot?: boolean;
  capacityPerSlot?: number | null;
  attractionClosed?: string[];
  adultBogo?: boolean;
  childBogo?: boolean;
  maxPerBooking?: number;
  adultQrCount?: number;
  childQrCount?: number;
  service?: string;
}

/** A product and one ticket written straight to the database (tests of the checkout own their catalogue). */
export async function createTicket(db: Executor, fixture: TicketFixture = {}): Promise<TicketRow> {
  counter += 1;
  const service = fixture.service ?? `test-attraction-${Date.now().toString(36)}-${counter}`;
  const product = await db('products').where({ slug: service }).first('id');
  if (!product) {
    await db('products').insert({
      slug: service,
      name: `Test attraction ${counter}`,
      product_group: 'attractions',
      host_name: 'localhost',
    });
  }
  const isTimeSlot = fixture.isTimeSlot ?? Boolean(fixture.timeSlots?.length);
  const [ticket] = (await db('tickets')
    .insert({
      service,
      title: `Test ticket ${counter}`,
      ticket_type: 'standard',
      pricing: JSON.stringify(PRICING),
      time_slots: JSON.stringify(fixture.timeSlots ?? []),
      is_time_slot: isTimeSlot,
      adult_qr_count: fixture.adultQrCount ?? 1,
      child_qr_count: fixture.childQrCount ?? 1,
      currency: 'myr',
      is_adult_bogo: fixture.adultBogo ?? false,
      is_child_bogo: fixture.childBogo ?? false,
      attraction_closed: JSON.stringify(fixture.attractionClosed ?? []),
      capacity_per_slot: fixture.capacityPerSlot ?? null,
      max_per_booking: fixture.maxPerBooking ?? 20,
    })
    .returning('*')) as TicketRow[];
  return ticket!;
}

export async function createCoupon(
  db: Executor,
  coupon: {
    code: string;
    discountValue: number;
    maxRedemptions?: number | null;
    service?: string | null;
    validUntil?: Date | null;
    validFrom?: Date | null;
    active?: boolean;
  },
): Promise<{ id: string }> {
  const [row] = (await db('coupons')
    .insert({
      code: coupon.code,
      discount_value: coupon.discountValue,
      max_redemptions: coupon.maxRedemptions ?? null,
      service: coupon.service ?? null,
      valid_from: coupon.validFrom ?? null,
      valid_until: coupon.validUntil ?? null,
      active: coupon.active ?? true,
    })
    .returning('id')) as { id: string }[];
  return row!;
}

/** The first date from `from` days ahead that falls on a weekday (Dubai calendar). */
export function nextDate(weekday?: string, from = 3): string {
  let date = addDays(todayIn(), from);
  if (!weekday) return date;
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

export const CONTACT = { name: 'Aisha Rahman', email: 'aisha@example.com', mobileNumber: '+971501234567' };

export function checkoutBody(ticket: TicketRow, overrides: Record<string, unknown> = {}) {
  return {
    ticketId: ticket.id,
    preferenceIndex: 0,
    bookingDate: nextDate('Tuesday'),
    ...(ticket.is_time_slot ? { timeSlot: ticket.time_slots[0] } : {}),
    adultCount: 2,
    childCount: 1,
    ...CONTACT,
    ...overrides,
  };
}
