import type { Booking, Ticket } from '../src/schemas';

export const TICKET_ID = '5b7f3c1e-8d2a-4c1b-9e3f-2a1b3c4d5e6f';
export const OTHER_TICKET_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
export const BOOKING_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A Saturday and a Wednesday, as calendar dates. */
export const SATURDAY = '2026-11-28';
export const SUNDAY = '2026-11-29';
export const WEDNESDAY = '2026-11-25';

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: TICKET_ID,
    service: 'burj-khalifa',
    title: 'At the Top, levels 124 and 125',
    ticketType: 'attraction',
    description: 'Views over Dubai',
    included: ['Entry'],
    pricing: [
      {
        preference: 'Standard',
        weekDays: { adult: 10_000, child: 5_000 },
        weekEnds: { adult: 12_000, child: 6_000 },
      },
      {
        preference: 'Prime',
        weekDays: { adult: 20_000, child: 15_000 },
        weekEnds: { adult: 25_000, child: 17_500 },
      },
    ],
    timeSlots: ['10:00', '11:00', '18:30'],
    isTimeSlot: true,
    adultQrCount: 1,
    childQrCount: 2,
    currency: 'myr',
    isAdultByOneGetOneActive: false,
    isChildByOneGetOneActive: false,
    ticketImages: ['https://cdn.example.com/burj/1.jpg'],
    attractionClosed: ['Friday'],
    capacityPerSlot: 50,
    maxPerBooking: 20,
    cancellationPolicy: { freeUntilHours: 24, partial: null },
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: BOOKING_UUID,
    bookingId: 'DXB-7KQ2M9',
    bookingStatus: 'confirmed',
    ticketId: TICKET_ID,
    ticketTitle: 'At the Top, levels 124 and 125',
    service: 'burj-khalifa',
    ticketType: 'attraction',
    preference: 'Standard',
    bookingDate: SATURDAY,
    bookingDateString: 'Saturday, 28 November 2026',
    bookingDay: 'Saturday',
    timeSlot: '10:00',
    adultCount: 2,
    childCount: 1,
    adultTotal: 24_000,
    childTotal: 6_000,
    totalAmount: 30_000,
    couponCode: null,
    discountValue: 0,
    discountAmount: 0,
    totalDiscountAmount: 30_000,
    currency: 'myr',
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    mobileNumber: '+971501234567',
    createdAt: '2026-11-20T08:00:00.000Z',
    paidAt: '2026-11-20T08:05:00.000Z',
    ticketSentAt: null,
    notificationSentAt: null,
    refundedAmount: 0,
    amountPaid: 30_000,
    ...overrides,
  };
}

export const VALID_CONTACT = {
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  mobileNumber: '+971501234567',
};

export const PRODUCT = {
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  slug: 'burj-khalifa',
  name: 'Burj Khalifa',
  productGroup: 'landmarks',
  hostName: 'localhost',
  description: 'The tallest building',
  images: [],
  currency: 'myr',
  timeZone: 'Asia/Dubai',
};

export const BLOCKED_DATE = {
  _id: OTHER_TICKET_ID,
  service: 'burj-khalifa',
  ticketId: TICKET_ID,
  blockedDate: SATURDAY,
};

export const BLOCKED_SLOT = {
  _id: OTHER_TICKET_ID,
  date: SATURDAY,
  ticketId: TICKET_ID,
  service: 'burj-khalifa',
  timeSlot: '10:00',
};

export const AVAILABILITY = {
  date: SATURDAY,
  ticketId: TICKET_ID,
  slots: [
    { timeSlot: '10:00', status: 'available', reason: null, remaining: 12 },
    { timeSlot: '11:00', status: 'soldOut', reason: 'soldOut', remaining: 0 },
  ],
};

export const COUPON = {
  _id: OTHER_TICKET_ID,
  code: 'SAVE10',
  discountValue: 10,
  validFrom: null,
  validUntil: '2026-12-31T23:59:59.000Z',
  maxRedemptions: 100,
  redeemed: 3,
  service: null,
  active: true,
};

export const PROMOTION = {
  _id: OTHER_TICKET_ID,
  title: 'Winter deal',
  message: '10 % off',
  couponCode: 'SAVE10',
  discountValue: 10,
  imageUrl: null,
  validFrom: null,
  validUntil: null,
  service: 'burj-khalifa',
  hostName: null,
  active: true,
};

export const ACTIVE_PROMOTION = {
  title: 'Winter deal',
  message: '10 % off',
  couponCode: 'SAVE10',
  discountValue: 10,
  imageUrl: null,
  validUntil: null,
};

export const CHECKOUT_RESPONSE = {
  url: 'https://pay.example.com/session/abc',
  sessionId: 'cs_test_abc',
  bookingId: 'DXB-7KQ2M9',
  expiresAt: '2026-11-23T10:30:00.000Z',
  /** One adult on a Saturday at the first preference of makeTicket(). */
  amount: 12_000,
  currency: 'myr',
};

export function ticketInput() {
  const { _id, included: _i, capacityPerSlot: _c, ...rest } = makeTicket();
  void _id;
  return rest;
}

/** A promise the test settles itself, to order answers (a slow one, a late failure). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
