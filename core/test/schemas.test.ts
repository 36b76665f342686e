import { describe, expect, it } from 'vitest';
import {
  AdminLoginRequestSchema,
  AdminPasswordSchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  CheckoutRequestSchema,
  ContactSchema,
  CouponInputSchema,
  CouponValidateRequestSchema,
  EmptyResponseSchema,
  ErrorBodySchema,
  ImageUrlSchema,
  PromotionQuerySchema,
  TicketInputSchema,
  TicketSchema,
  TimeSlotAvailabilitySchema,
} from '../src/schemas';
import {
  AVAILABILITY,
  makeBooking,
  makeTicket,
  SATURDAY,
  TICKET_ID,
  ticketInput,
  VALID_CONTACT,
} from './fixtures';

describe('ticket schemas', () => {
  it('accepts a full ticket and fills defaults of the input', () => {
    expect(TicketSchema.parse(makeTicket())).toEqual(makeTicket());
    const parsed = TicketInputSchema.parse({
      service: 'burj-khalifa',
      title: 'At the Top',
      ticketType: 'attraction',
      pricing: makeTicket().pricing,
    });
    expect(parsed).toMatchObject({
      description: '',
      timeSlots: [],
      isTimeSlot: false,
      adultQrCount: 1,
      currency: 'myr',
      capacityPerSlot: null,
      maxPerBooking: 20,
    });
  });

  it('strict ticket input rejects unknown fields (no mass assignment)', () => {
    const result = TicketInputSchema.safeParse({
      ...ticketInput(),
      _id: TICKET_ID,
      bookingStatus: 'confirmed',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(
      TicketInputSchema.safeParse({ ...ticketInput(), pricing: [{ ...makeTicket().pricing[0], x: 1 }] })
        .success,
    ).toBe(false);
  });

  it.each([
    [
      'fractional price',
      {
        pricing: [{ preference: 'A', weekDays: { adult: 10.5, child: 0 }, weekEnds: { adult: 1, child: 1 } }],
      },
    ],
    ['no pricing', { pricing: [] }],
    ['duplicate preferences', { pricing: [makeTicket().pricing[0], makeTicket().pricing[0]] }],
    ['a slot ticket without slots', { isTimeSlot: true, timeSlots: [] }],
    ['duplicate slots', { timeSlots: ['10:00', '10:00'] }],
    ['a bad slot', { timeSlots: ['25:00'] }],
    [
      'closed every day',
      { attractionClosed: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] },
    ],
    ['an unknown weekday', { attractionClosed: ['Caturday'] }],
    ['an upper-case service', { service: 'Burj' }],
    ['an upper-case currency', { currency: 'MYR' }],
  ])('rejects %s', (_label, overrides) => {
    expect(TicketInputSchema.safeParse({ ...ticketInput(), ...overrides }).success).toBe(false);
  });

  it('sorts time slots', () => {
    expect(TicketInputSchema.parse({ ...ticketInput(), timeSlots: ['18:30', '10:00'] }).timeSlots).toEqual([
      '10:00',
      '18:30',
    ]);
  });
});

describe('checkout schema', () => {
  const request = {
    ticketId: TICKET_ID,
    preferenceIndex: 0,
    bookingDate: SATURDAY,
    timeSlot: '10:00',
    adultCount: 2,
    childCount: 1,
    couponCode: ' save10 ',
    ...VALID_CONTACT,
    email: ' Aisha@Example.com ',
    mobileNumber: '+971 50 123 4567',
  };

  it('drops amounts and statuses a client sends, and normalises the rest', () => {
    const parsed = CheckoutRequestSchema.parse({
      ...request,
      totalAmount: 1,
      totalDiscountAmount: 0,
      discountValue: 100,
      bookingStatus: 'confirmed',
    });
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed).not.toHaveProperty('totalDiscountAmount');
    expect(parsed).not.toHaveProperty('discountValue');
    expect(parsed).not.toHaveProperty('bookingStatus');
    expect(parsed).toMatchObject({
      couponCode: 'SAVE10',
      email: 'aisha@example.com',
      mobileNumber: '+971501234567',
    });
  });

  it('an empty coupon is no coupon', () => {
    expect(CheckoutRequestSchema.parse({ ...request, couponCode: '' }).couponCode).toBeUndefined();
    expect(CheckoutRequestSchema.parse({ ...request, couponCode: null }).couponCode).toBeUndefined();
  });

  it.each([
    ['an impossible date', { bookingDate: '2026-02-30' }],
    ['a negative count', { adultCount: -1 }],
    ['a fractional count', { childCount: 0.5 }],
    ['a local mobile number', { mobileNumber: '0501234567' }],
    ['a bad email', { email: 'nope' }],
    ['a bad coupon', { couponCode: 'x' }],
    ['a bad ticket id', { ticketId: '42' }],
  ])('rejects %s', (_label, overrides) => {
    expect(CheckoutRequestSchema.safeParse({ ...request, ...overrides }).success).toBe(false);
  });

  it('the contact schema trims and validates', () => {
    expect(ContactSchema.parse({ ...VALID_CONTACT, name: '  Aisha  ' }).name).toBe('Aisha');
    expect(ContactSchema.safeParse({ ...VALID_CONTACT, name: '' }).success).toBe(false);
  });
});

describe('other schemas', () => {
  it('parses booking lists and availability', () => {
    const list = { bookings: [makeBooking()], page: 1, pageSize: 20, total: 1, totalPages: 1 };
    expect(BookingListResponseSchema.parse(list)).toEqual(list);
    expect(TimeSlotAvailabilitySchema.parse(AVAILABILITY)).toEqual(AVAILABILITY);
    expect(
      TimeSlotAvailabilitySchema.safeParse({
        ...AVAILABILITY,
        slots: [{ timeSlot: '10:00', status: 'open', reason: null, remaining: 1 }],
      }).success,
    ).toBe(false);
    expect(
      TimeSlotAvailabilitySchema.safeParse({
        ...AVAILABILITY,
        slots: [{ timeSlot: '10:00', status: 'blocked', reason: 'closed', remaining: 1 }],
      }).success,
    ).toBe(false);
    // Every slot says why it cannot be booked, or null: an answer without a reason is not the contract.
    expect(
      TimeSlotAvailabilitySchema.safeParse({
        ...AVAILABILITY,
        slots: [{ timeSlot: '10:00', status: 'blocked', remaining: 1 }],
      }).success,
    ).toBe(false);
  });

  it('coerces booking list queries from a query string', () => {
    expect(BookingListQuerySchema.parse({ page: '3', bookingStatus: 'confirmed' })).toEqual({
      page: 3,
      pageSize: 20,
      bookingStatus: 'confirmed',
    });
    expect(BookingListQuerySchema.safeParse({ bookingStatus: 'settled' }).success).toBe(false);
    expect(BookingListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });

  it('coupons: normalised codes, percent 1 to 100, validity order', () => {
    expect(CouponInputSchema.parse({ code: 'save10', discountValue: 10 })).toMatchObject({
      code: 'SAVE10',
      active: true,
    });
    expect(CouponInputSchema.safeParse({ code: 'SAVE10', discountValue: 0 }).success).toBe(false);
    expect(CouponInputSchema.safeParse({ code: 'SAVE10', discountValue: 101 }).success).toBe(false);
    expect(
      CouponInputSchema.safeParse({
        code: 'SAVE10',
        discountValue: 10,
        validFrom: '2026-12-01T00:00:00Z',
        validUntil: '2026-11-01T00:00:00Z',
      }).success,
    ).toBe(false);
    expect(CouponValidateRequestSchema.safeParse({ couponCode: 'SAVE10', extra: 1 }).success).toBe(false);
  });

  it('promotion queries need a service or a host name', () => {
    expect(PromotionQuerySchema.safeParse({}).success).toBe(false);
    expect(PromotionQuerySchema.safeParse({ hostName: 'localhost' }).success).toBe(true);
  });

  it('admin login lower-cases the email; passwords need 12 characters', () => {
    expect(AdminLoginRequestSchema.parse({ email: ' Admin@Example.com ', password: 'x' }).email).toBe(
      'admin@example.com',
    );
    expect(AdminPasswordSchema.safeParse('short').success).toBe(false);
    expect(AdminPasswordSchema.safeParse('a long enough one').success).toBe(true);
  });

  it('admin passwords of 64 characters and more are accepted as typed (ASVS 6.2.8, 6.2.9)', () => {
    const long = 'Correct Horse Battery Staple '.repeat(5);
    expect(long.length).toBeGreaterThanOrEqual(64);
    expect(AdminPasswordSchema.parse(long)).toBe(long);
    expect(AdminLoginRequestSchema.parse({ email: 'a@example.com', password: long }).password).toBe(long);
  });

  it('the error body of DESIGN section 3', () => {
    expect(
      ErrorBodySchema.safeParse({ error: { code: 'NOT_FOUND', message: 'No such ticket.' } }).success,
    ).toBe(true);
    expect(ErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('an empty answer is 204, {ok: true} or an ignored record', () => {
    expect(EmptyResponseSchema.parse(undefined)).toBeUndefined();
    expect(EmptyResponseSchema.parse({ ok: true })).toBeUndefined();
    expect(EmptyResponseSchema.safeParse('deleted').success).toBe(false);
  });
});

describe('ImageUrlSchema', () => {
  it.each(['/assets/burj/images/1.webp', 'https://cdn.example.com/x.png', 'http://localhost:3000/a.png'])(
    'accepts %s',
    (url) => {
      expect(ImageUrlSchema.safeParse(url).success).toBe(true);
    },
  );

  // A path that starts with two slashes (or a slash and a backslash) is read by browsers as another host.
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '///evil.example/x.png',
    'javascript:alert(1)',
    'x.png',
    '/a b.png',
  ])('refuses %s', (url) => {
    expect(ImageUrlSchema.safeParse(url).success).toBe(false);
  });
});
