import { createHash } from 'node:crypto';
import {
  addDays,
  ATTRACTION_TIME_ZONE,
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  BOOKING_REFERENCE_PREFIX,
  type BookingAnswers,
  computeTotals,
  DAY_MS,
  DEFAULT_CURRENCY,
  formatBookingDate,
  HOUR_MS,
  pickupExtraOf,
  todayIn,
  unitPricesForDate,
  weekdayOf,
} from '@tours/core/domain';
import type { Db, Executor } from '../db';
import {
  DEMO_BLOCKED_DATES,
  DEMO_BLOCKED_SLOTS,
  DEMO_COUPONS,
  DEMO_CUSTOMERS,
  DEMO_PRODUCTS,
  DEMO_PROMOTIONS,
  DEMO_SITE,
  DEMO_TICKETS,
  DEMO_VISIT_DETAILS,
  demoBookingId,
} from '../db/demo-catalogue';
import { toCouponWrite } from '../coupons/service';
import { toPromotionWrite } from '../promotions/service';
import { toTicketWrite } from '../tickets/service';
import { DEMO_PICKUP_POINTS, DEMO_TICKET_EXTRAS } from '../db/demo-pickups';
import { storedPickupOf, toPickupPointWrite } from '../pickups/presenter';
import type { PickupPointRow } from '../pickups/repository';
import { translationsWrite } from '../lib/translations';
import { INITIAL_FAQ_ENTRIES } from '../faq/initial-entries';
import {
  DEMO_PRODUCT_TRANSLATIONS,
  DEMO_PROMOTION_TRANSLATIONS,
  DEMO_TICKET_TRANSLATIONS,
} from './demo-translations';
import {
  DEMO_LOCATION_TRANSLATIONS,
  withPlaceTranslations,
  withPreferenceTranslations,
  withQuestionTranslations,
} from './demo-place-translations';

export async function hasCatalogue(db: Executor): Promise<boolean> {
  const row = await db('products').first('id');
  return Boolean(row);
}

/** The demo's n-th booking reference: drawn from the real alphabet, the same on every seed. */
function demoReference(n: number): string {
  const digest = createHash('sha256').update(`demo-booking-${n}`).digest();
  let ref = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) {
    ref += BOOKING_REFERENCE_ALPHABET[digest[i]! % BOOKING_REFERENCE_ALPHABET.length];
  }
  return `${BOOKING_REFERENCE_PREFIX}${ref}`;
}

/** A demo attraction's words in each language, its area's with them. */
function productTranslationsOf(slug: string) {
  const words = DEMO_PRODUCT_TRANSLATIONS[slug] ?? {};
  const area = DEMO_LOCATION_TRANSLATIONS[slug];
  if (!area) return words;
  return {
    ms: { ...words.ms, location: area.ms },
    ar: { ...words.ar, location: area.ar },
    zh: { ...words.zh, location: area.zh },
  };
}

/** A demo table: its rows, and the key whose conflict means "already there" (none: any unique key). */
type DemoTable = { table: string; conflictKey?: string; rows: object[] };

/**
 * The demo catalogue as table rows. Tickets, coupons and promotions go through the same row mapping
 * as an admin's input to their services, with the demo's fixed ids added; attractions, tickets and
 * banners carry their Malay, Arabic and Chinese words (demo-translations.ts), and the places and
 * questions theirs (demo-place-translations.ts).
 */
function demoTables(today: string, now: Date): DemoTable[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      table: 'products',
      conflictKey: 'slug',
      rows: DEMO_PRODUCTS.map((p) => ({
        slug: p.slug,
        name: p.name,
        product_group: p.productGroup,
        host_name: DEMO_SITE.hostName,
        description: p.description,
        location: p.location,
        latitude: p.coordinates.latitude,
        longitude: p.coordinates.longitude,
        images: JSON.stringify(p.images),
        currency: DEFAULT_CURRENCY,
        time_zone: ATTRACTION_TIME_ZONE,
        sort_order: p.sortOrder,
        translations: translationsWrite(productTranslationsOf(p.slug)),
      })),
    },
    {
      table: 'tickets',
      conflictKey: 'id',
      rows: DEMO_TICKETS.map((t) => ({
        id: t.id,
        ...toTicketWrite({
          ...t,
          ...DEMO_VISIT_DETAILS[t.id],
          ...DEMO_TICKET_EXTRAS[t.id],
          questions: DEMO_TICKET_EXTRAS[t.id]?.questions?.map(withQuestionTranslations),
          currency: DEFAULT_CURRENCY,
          translations: withPreferenceTranslations(
            t.pricing,
            withPlaceTranslations(t.id, DEMO_TICKET_TRANSLATIONS[t.id] ?? {}),
          ),
        }),
      })),
    },
    {
      table: 'pickup_points',
      conflictKey: 'id',
      rows: DEMO_PICKUP_POINTS.map((p) => ({ id: p.id, ...toPickupPointWrite(p) })),
    },
    {
      table: 'ticket_pickup_points',
      rows: Object.entries(DEMO_TICKET_EXTRAS).flatMap(([ticketId, extras]) =>
        (extras.pickupPointIds ?? []).map((pointId) => ({ ticket_id: ticketId, pickup_point_id: pointId })),
      ),
    },
    {
      table: 'blocked_dates',
      rows: DEMO_BLOCKED_DATES.map((b) => ({
        id: b.id,
        service: b.service,
        ticket_id: b.ticketId,
        blocked_date: addDays(today, b.offsetDays),
      })),
    },
    {
      table: 'blocked_time_slots',
      rows: DEMO_BLOCKED_SLOTS.map((b) => ({
        id: b.id,
        service: b.service,
        ticket_id: b.ticketId,
        date: addDays(today, b.offsetDays),
        time_slot: b.timeSlot,
      })),
    },
    {
      table: 'coupons',
      conflictKey: 'code',
      rows: DEMO_COUPONS.map((c) => ({
        id: c.id,
        ...toCouponWrite({ ...c, validFrom: at(c.fromDays), validUntil: at(c.untilDays) }),
      })),
    },
    {
      table: 'promotions',
      conflictKey: 'id',
      rows: DEMO_PROMOTIONS.map((p) => ({
        id: p.id,
        ...toPromotionWrite({
          ...p,
          validFrom: at(-1),
          validUntil: at(p.untilDays),
          active: true,
          translations: DEMO_PROMOTION_TRANSLATIONS[p.couponCode] ?? {},
        }),
      })),
    },
    {
      // Already there from their migration, unless removed since: the help centre is not left empty.
      table: 'faq_entries',
      conflictKey: 'id',
      rows: INITIAL_FAQ_ENTRIES.map((e) => ({ ...e, translations: translationsWrite(e.translations) })),
    },
    { table: 'bookings', conflictKey: 'id', rows: demoBookings(today, now) },
  ];
}

/**
 * Loads the demo catalogue. Idempotent: every row has a fixed id or natural key and existing rows are
 * left alone, so running it twice (or on a database an admin has edited) changes nothing.
 */
export async function seedDemo(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const tables = demoTables(todayIn(ATTRACTION_TIME_ZONE, now), now);
  await db.transaction(async (trx) => {
    for (const { table, conflictKey, rows } of tables) {
      const insert = trx(table).insert(rows);
      await (conflictKey ? insert.onConflict(conflictKey) : insert.onConflict()).ignore();
    }
  });
}

/** The n-th demo booking's hotel (for a ticket that collects its guests) and its answers. */
function demoPickupAndAnswers(ticketId: string, n: number, participants: number) {
  const extras = DEMO_TICKET_EXTRAS[ticketId];
  const points = extras?.pickupPointIds ?? [];
  const point =
    extras?.pickupMode === 'required' || (extras?.pickupMode === 'optional' && n % 2 === 0)
      ? DEMO_PICKUP_POINTS.find((p) => p.id === points[n % points.length])
      : undefined;
  const pickup = point
    ? storedPickupOf({ ...toPickupPointWrite(point), id: point.id } as PickupPointRow)
    : null;
  const questions = extras?.questions ?? [];
  if (questions.length === 0) return { pickup, answers: null };
  const diets = ['None', 'Vegetarian', 'None', 'Nut allergy'];
  const answers: BookingAnswers = { booking: {}, participants: [] };
  for (const q of questions.filter((q) => q.scope === 'booking')) {
    if (q.kind === 'short_text') answers.booking[q.id] = String(1000 + ((n * 37) % 900));
  }
  if (questions.some((q) => q.scope === 'participant')) {
    for (let i = 0; i < participants; i++)
      answers.participants.push({ 'dietary-needs': diets[(n + i) % diets.length]! });
  }
  return { pickup, answers };
}

function demoBookings(today: string, now: Date): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < 24; n++) {
    const ticket = DEMO_TICKETS[n % DEMO_TICKETS.length]!;
    const customer = DEMO_CUSTOMERS[n % DEMO_CUSTOMERS.length]!;
    let date = addDays(today, (n % 10) - 4);
    while (ticket.attractionClosed.includes(weekdayOf(date) as never)) date = addDays(date, 1);
    const preferenceIndex = n % ticket.pricing.length;
    const adultCount = 2;
    const childCount = n % 3 === 0 ? 2 : 0;
    const couponCode = n % 4 === 0 ? 'WELCOME10' : undefined;
    const { pickup, answers } = demoPickupAndAnswers(ticket.id, n, adultCount + childCount);
    const totals = computeTotals({
      adultCount,
      childCount,
      prices: unitPricesForDate(ticket.pricing, preferenceIndex, date),
      couponCode,
      discountValue: couponCode ? 10 : 0,
      pickupExtra: pickupExtraOf(pickup),
    });
    const status = n % 7 === 6 ? 'expired' : n % 11 === 10 ? 'cancelled' : 'confirmed';
    const createdAt = new Date(now.getTime() - (30 - n) * HOUR_MS * 7);
    const isPast = date < today;
    rows.push({
      id: demoBookingId(n),
      booking_id: demoReference(n),
      booking_status: status,
      ticket_id: ticket.id,
      ticket_title: ticket.title,
      service: ticket.service,
      ticket_type: ticket.ticketType,
      preference: ticket.pricing[preferenceIndex]!.preference,
      preference_index: preferenceIndex,
      booking_date: date,
      booking_date_string: formatBookingDate(date),
      booking_day: weekdayOf(date),
      time_slot: ticket.isTimeSlot ? ticket.timeSlots[n % ticket.timeSlots.length]! : null,
      adult_count: adultCount,
      child_count: childCount,
      adult_total: totals.adultTotal,
      child_total: totals.childTotal,
      total_amount: totals.totalAmount,
      pickup: pickup ? JSON.stringify(pickup) : null,
      pickup_total: totals.pickupTotal,
      answers: answers ? JSON.stringify(answers) : null,
      coupon_code: couponCode ?? null,
      discount_value: couponCode ? 10 : 0,
      discount_amount: totals.discountAmount,
      total_discount_amount: totals.totalDiscountAmount,
      currency: DEFAULT_CURRENCY,
      name: customer.name,
      email: customer.email,
      mobile_number: customer.mobileNumber,
      payment_provider: 'local',
      amount_paid: status === 'confirmed' || status === 'cancelled' ? totals.totalDiscountAmount : null,
      paid_currency: status === 'confirmed' || status === 'cancelled' ? DEFAULT_CURRENCY : null,
      paid_at: status === 'confirmed' || status === 'cancelled' ? createdAt : null,
      ticket_sent_at: status === 'confirmed' && isPast ? createdAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return rows;
}
