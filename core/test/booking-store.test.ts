import { describe, expect, it } from 'vitest';
import { BookingStore, BOOKING_STORAGE_KEY, createMemoryStorage, initialBookingState } from '../src/stores';
import { makeTicket, OTHER_TICKET_ID, SATURDAY, SUNDAY, VALID_CONTACT, WEDNESDAY } from './fixtures';

describe('BookingStore initial state (specification section 3)', () => {
  const store = new BookingStore();

  it.each([
    ['adultCount', 0],
    ['childCount', 0],
    ['adultTotal', 0],
    ['childTotal', 0],
    ['totalAmount', 0],
    ['email', ''],
    ['name', ''],
    ['mobileNumber', ''],
    ['preference', ''],
    ['preferenceIndex', 0],
    ['service', ''],
    ['ticketId', ''],
    ['ticketTitle', ''],
    ['pricing', []],
    ['bookingDate', ''],
    ['bookingDateString', ''],
    ['bookingDay', ''],
    ['timeSlot', ''],
    ['timeSlots', []],
    ['isPaxModalOpen', false],
    ['adultQrCount', 0],
    ['childQrCount', 0],
    ['ticketType', ''],
    ['currency', 'myr'],
    ['isTimeSlot', false],
    ['isAdultByOneGetOneActive', false],
    ['isChildByOneGetOneActive', false],
    ['ticketImages', []],
    ['attractionClosed', []],
    ['couponCode', ''],
    ['discountValue', 0],
    ['discountAmount', 0],
    ['totalDiscountAmount', 0],
    ['maxPerBooking', 20],
  ] as const)('%s starts as %j', (field, initial) => {
    expect(store[field]).toEqual(initial);
  });

  it('has nothing else in its stored state', () => {
    expect(Object.keys(store.snapshot).sort()).toEqual(Object.keys(initialBookingState()).sort());
    expect(store.snapshot).toEqual(initialBookingState());
  });
});

describe('BookingStore transitions (specification section 4)', () => {
  it('selecting a ticket copies exactly the listed attributes', () => {
    const store = new BookingStore();
    const ticket = makeTicket({ isAdultByOneGetOneActive: true, maxPerBooking: 8 });
    store.selectTicket(ticket);
    expect(store.service).toBe(ticket.service);
    expect(store.ticketId).toBe(ticket._id);
    expect(store.pricing).toEqual(ticket.pricing);
    expect(store.ticketTitle).toBe(ticket.title);
    expect(store.timeSlots).toEqual(ticket.timeSlots);
    expect(store.adultQrCount).toBe(1);
    expect(store.childQrCount).toBe(2);
    expect(store.ticketType).toBe('attraction');
    expect(store.currency).toBe('myr');
    expect(store.isTimeSlot).toBe(true);
    expect(store.isAdultByOneGetOneActive).toBe(true);
    expect(store.isChildByOneGetOneActive).toBe(false);
    expect(store.ticketImages).toEqual(ticket.ticketImages);
    expect(store.attractionClosed).toEqual(['Friday']);
    expect(store.maxPerBooking).toBe(8);
    // Copies, not shared references: editing the ticket later does not change the booking.
    ticket.pricing[0]!.weekDays.adult = 1;
    ticket.timeSlots.push('23:00');
    expect(store.pricing[0]!.weekDays.adult).toBe(10_000);
    expect(store.timeSlots).toHaveLength(3);
    // Fields outside the list are untouched.
    expect(store.snapshot).toMatchObject({ name: '', email: '', couponCode: '', bookingDate: '' });
  });

  it('a ticket without its own bound gets the default of 20', () => {
    const store = new BookingStore();
    const { maxPerBooking: _omit, ...ticket } = makeTicket();
    store.selectTicket(ticket);
    expect(store.maxPerBooking).toBe(20);
  });

  it('selecting another ticket resets the previous choices', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectPreference('Prime', 1);
    store.selectDate(SATURDAY);
    store.selectTimeSlot('10:00');
    store.increaseAdult();
    store.increaseChild();
    store.applyCoupon('SAVE10', 10);
    store.setPaxModalOpen(true);
    store.setContact(VALID_CONTACT);
    store.selectTicket(makeTicket({ _id: OTHER_TICKET_ID, title: 'Other' }));
    expect(store.snapshot).toMatchObject({
      preference: '',
      preferenceIndex: 0,
      bookingDate: '',
      bookingDay: '',
      bookingDateString: '',
      timeSlot: '',
      adultCount: 0,
      childCount: 0,
      couponCode: '',
      discountValue: 0,
      isPaxModalOpen: false,
      ticketTitle: 'Other',
    });
    // The visitor's contact details are theirs, not the ticket's.
    expect(store.name).toBe(VALID_CONTACT.name);
  });

  it('selecting the same ticket again keeps choices that are still valid', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectPreference('Prime', 1);
    store.selectDate(SATURDAY);
    store.selectTimeSlot('10:00');
    store.increaseAdult();
    store.selectTicket(makeTicket());
    expect(store.snapshot).toMatchObject({
      preferenceIndex: 1,
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      adultCount: 1,
    });
  });

  it('selecting the same ticket again drops choices it no longer allows', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectPreference('Prime', 1);
    store.selectTimeSlot('18:30');
    store.increaseAdult();
    const changed = makeTicket({
      pricing: [makeTicket().pricing[0]!],
      timeSlots: ['10:00'],
      isAdultByOneGetOneActive: true,
    });
    store.selectTicket(changed);
    expect(store.snapshot).toMatchObject({ preference: '', preferenceIndex: 0, timeSlot: '', adultCount: 0 });
  });

  it('selecting a preference sets preference and preferenceIndex', () => {
    const store = new BookingStore();
    store.selectPreference('Prime', 1);
    expect([store.preference, store.preferenceIndex]).toEqual(['Prime', 1]);
    expect(() => store.selectPreference('x', -1)).toThrow(RangeError);
    expect(() => store.selectPreference('x', 0.5)).toThrow(RangeError);
  });

  it('selecting a date sets bookingDate, bookingDay and bookingDateString', () => {
    const store = new BookingStore();
    store.selectDate(SATURDAY);
    expect(store.bookingDate).toBe(SATURDAY);
    expect(store.bookingDay).toBe('Saturday');
    expect(store.bookingDateString).toBe('Saturday, 28 November 2026');
    store.selectDate('2027-01-01');
    expect([store.bookingDay, store.bookingDateString]).toEqual(['Friday', 'Friday, 1 January 2027']);
  });

  it('rejects a date that is not a calendar date', () => {
    const store = new BookingStore();
    for (const bad of ['2026-02-30', '28/11/2026', '', '2026-13-01']) {
      expect(() => store.selectDate(bad)).toThrow(RangeError);
    }
    expect(store.bookingDate).toBe('');
  });

  it('a new date clears the time slot chosen for the old one; the same date keeps it', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectDate(SATURDAY);
    store.selectTimeSlot('11:00');
    store.selectDate(SATURDAY);
    expect(store.timeSlot).toBe('11:00');
    store.selectDate(SUNDAY);
    expect(store.timeSlot).toBe('');
  });

  it('selecting a time slot sets timeSlot', () => {
    const store = new BookingStore();
    store.selectTimeSlot('18:30');
    expect(store.timeSlot).toBe('18:30');
  });

  it('a flag opens and closes the pax modal', () => {
    const store = new BookingStore();
    store.setPaxModalOpen(true);
    expect(store.isPaxModalOpen).toBe(true);
    store.setPaxModalOpen(false);
    expect(store.isPaxModalOpen).toBe(false);
  });

  it('applying a coupon stores couponCode and discountValue; removing it clears both', () => {
    const store = new BookingStore();
    store.applyCoupon(' save10 ', 10);
    expect([store.couponCode, store.discountValue]).toEqual(['SAVE10', 10]);
    store.removeCoupon();
    expect([store.couponCode, store.discountValue]).toEqual(['', 0]);
    for (const bad of [-1, 101, 12.5, Number.NaN])
      expect(() => store.applyCoupon('X1X', bad)).toThrow(RangeError);
  });

  it('setContact sets the given fields only', () => {
    const store = new BookingStore();
    store.setContact(VALID_CONTACT);
    store.setContact({ name: 'Omar' });
    expect([store.name, store.email, store.mobileNumber]).toEqual([
      'Omar',
      VALID_CONTACT.email,
      VALID_CONTACT.mobileNumber,
    ]);
  });

  it('cancelling resets every field to its initial value', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ isChildByOneGetOneActive: true }));
    store.selectPreference('Prime', 1);
    store.selectDate(SATURDAY);
    store.selectTimeSlot('10:00');
    store.setPaxModalOpen(true);
    store.increaseAdult();
    store.increaseChild();
    store.applyCoupon('SAVE10', 10);
    store.setContact(VALID_CONTACT);
    expect(store.totalAmount).toBeGreaterThan(0);
    store.cancelBooking();
    expect(store.snapshot).toEqual(initialBookingState());
    expect([
      store.adultTotal,
      store.childTotal,
      store.totalAmount,
      store.discountAmount,
      store.totalDiscountAmount,
    ]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('BookingStore counts', () => {
  it('steps by 1 without buy-one-get-one and never goes below 0', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.increaseAdult();
    store.increaseAdult();
    store.increaseChild();
    expect([store.adultCount, store.childCount]).toEqual([2, 1]);
    store.decreaseAdult();
    store.decreaseChild();
    store.decreaseChild();
    expect([store.adultCount, store.childCount]).toEqual([1, 0]);
    store.decreaseAdult();
    store.decreaseAdult();
    expect(store.adultCount).toBe(0);
  });

  it('steps by 2 for the age group whose buy-one-get-one flag is active', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ isAdultByOneGetOneActive: true }));
    store.increaseAdult();
    store.increaseChild();
    expect([store.adultCount, store.childCount]).toEqual([2, 1]);
    store.increaseAdult();
    expect(store.adultCount).toBe(4);
    store.decreaseAdult();
    expect(store.adultCount).toBe(2);
    store.decreaseAdult();
    store.decreaseAdult();
    expect(store.adultCount).toBe(0);

    store.selectTicket(makeTicket({ _id: OTHER_TICKET_ID, isChildByOneGetOneActive: true }));
    store.increaseChild();
    store.increaseAdult();
    expect([store.adultCount, store.childCount]).toEqual([1, 2]);
  });

  it('stops at the ticket bound across adults and children', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ maxPerBooking: 3 }));
    store.increaseAdult();
    store.increaseAdult();
    store.increaseChild();
    expect(store.canIncreaseAdult).toBe(false);
    expect(store.canIncreaseChild).toBe(false);
    store.increaseChild();
    store.increaseAdult();
    expect([store.adultCount, store.childCount]).toEqual([2, 1]);
  });

  it('a buy-one-get-one step that would pass the bound is refused whole', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ maxPerBooking: 3, isAdultByOneGetOneActive: true }));
    store.increaseChild();
    store.increaseChild();
    store.increaseAdult();
    expect(store.adultCount).toBe(0);
    store.decreaseChild();
    store.increaseAdult();
    expect([store.adultCount, store.childCount]).toEqual([2, 1]);
  });

  it('the default bound is 20', () => {
    const store = new BookingStore();
    for (let i = 0; i < 30; i++) store.increaseAdult();
    expect(store.adultCount).toBe(20);
  });

  it('stops at the seats left at the chosen slot when they are fewer than the bound', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ maxPerBooking: 8 }));
    store.selectDate(SATURDAY);
    store.selectTimeSlot('11:00');
    store.setSeatsLeft(3);
    expect(store.participantLimit).toBe(3);
    for (let i = 0; i < 5; i++) store.increaseAdult();
    store.increaseChild();
    expect([store.adultCount, store.childCount]).toEqual([3, 0]);
    expect(store.canIncreaseAdult).toBe(false);
    expect(store.canIncreaseChild).toBe(false);
    expect(store.countsProblem).toBeNull();
    // Fewer seats than people chosen (another slot, or a checkout refused for want of seats).
    store.setSeatsLeft(2);
    expect(store.countsProblem).toBe('too_many');
    expect(store.canCheckout).toBe(false);
    store.decreaseAdult();
    expect(store.countsProblem).toBeNull();
    // More seats than the ticket's bound: the bound decides.
    store.setSeatsLeft(50);
    expect(store.participantLimit).toBe(8);
    expect(() => store.setSeatsLeft(-1)).toThrow(RangeError);
  });

  it('forgets the seats left when the date or slot changes, or the booking is cancelled', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectDate(SATURDAY);
    store.selectTimeSlot('11:00');
    store.setSeatsLeft(2);
    store.selectTimeSlot('11:00');
    expect(store.seatsLeft).toBe(2);
    store.selectTimeSlot('15:00');
    expect(store.seatsLeft).toBeNull();
    store.setSeatsLeft(2);
    store.selectDate(SUNDAY);
    expect(store.seatsLeft).toBeNull();
    store.setSeatsLeft(2);
    store.cancelBooking();
    expect(store.seatsLeft).toBeNull();
    expect(store.participantLimit).toBe(20);
  });
});

describe('BookingStore totals', () => {
  function booked(date: string, preferenceIndex = 0) {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectPreference(store.pricing[preferenceIndex]!.preference, preferenceIndex);
    store.selectDate(date);
    store.increaseAdult();
    store.increaseAdult();
    store.increaseChild();
    return store;
  }

  it('uses weekday prices from Monday to Friday', () => {
    const store = booked(WEDNESDAY);
    expect(store.unitPrices).toEqual({ adult: 10_000, child: 5_000 });
    expect([store.adultTotal, store.childTotal, store.totalAmount]).toEqual([20_000, 5_000, 25_000]);
  });

  it.each([SATURDAY, SUNDAY])('uses weekend prices on %s', (date) => {
    const store = booked(date);
    expect(store.unitPrices).toEqual({ adult: 12_000, child: 6_000 });
    expect(store.totalAmount).toBe(30_000);
  });

  it('Friday is a weekday, even though the attraction closes on it', () => {
    expect(booked('2026-11-27').unitPrices).toEqual({ adult: 10_000, child: 5_000 });
  });

  it('uses the pricing entry of the selected preference', () => {
    const store = booked(SATURDAY, 1);
    expect([store.adultTotal, store.childTotal, store.totalAmount]).toEqual([50_000, 17_500, 67_500]);
  });

  it('has no prices for a preference index the ticket lacks', () => {
    const store = booked(SATURDAY);
    store.selectPreference('Gone', 5);
    expect(store.unitPrices).toBeNull();
    expect(store.totalAmount).toBe(0);
  });

  it('applies a coupon as a percentage of the sum, half up to the minor unit', () => {
    const store = new BookingStore();
    store.selectTicket(
      makeTicket({
        pricing: [
          { preference: 'Odd', weekDays: { adult: 1_005, child: 0 }, weekEnds: { adult: 1_005, child: 0 } },
        ],
      }),
    );
    store.selectDate(WEDNESDAY);
    store.increaseAdult();
    store.applyCoupon('HALF', 50);
    // 50 % of 10.05 is 5.025 -> 5.03 (half up); the customer pays 5.02.
    expect([store.totalAmount, store.discountAmount, store.totalDiscountAmount]).toEqual([1_005, 503, 502]);
    store.applyCoupon('TEN', 10);
    // 10 % of 10.05 is 1.005 -> 1.01.
    expect([store.discountAmount, store.totalDiscountAmount]).toEqual([101, 904]);
    store.applyCoupon('ALL', 100);
    expect(store.totalDiscountAmount).toBe(0);
  });

  it('totalAmount stays the undiscounted sum with a coupon; no coupon means no discount', () => {
    const store = booked(WEDNESDAY);
    expect([store.discountAmount, store.totalDiscountAmount]).toEqual([0, 25_000]);
    store.applyCoupon('SAVE10', 10);
    expect([store.totalAmount, store.discountAmount, store.totalDiscountAmount]).toEqual([
      25_000, 2_500, 22_500,
    ]);
  });
});

describe('BookingStore checkout readiness', () => {
  function ready() {
    const store = new BookingStore();
    store.selectTicket(makeTicket());
    store.selectDate(SATURDAY);
    store.selectTimeSlot('10:00');
    store.increaseAdult();
    store.setContact(VALID_CONTACT);
    return store;
  }

  it('builds the checkout body with the amount on screen only as the figure to confirm', () => {
    const store = ready();
    store.applyCoupon('SAVE10', 10);
    expect(store.canCheckout).toBe(true);
    expect(store.checkoutRequest).toEqual({
      ticketId: store.ticketId,
      preferenceIndex: 0,
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      adultCount: 1,
      childCount: 0,
      couponCode: 'SAVE10',
      expectedTotal: 10_800,
      expectedCurrency: 'myr',
      ...VALID_CONTACT,
    });
    expect(store.participantCount).toBe(1);
  });

  it('sends no time slot for a ticket without slots, and no coupon when none applies', () => {
    const store = new BookingStore();
    store.selectTicket(makeTicket({ isTimeSlot: false, timeSlots: [] }));
    store.selectDate(WEDNESDAY);
    store.increaseChild();
    store.setContact(VALID_CONTACT);
    expect(store.checkoutRequest).toMatchObject({ timeSlot: null, couponCode: undefined, childCount: 1 });
  });

  it.each([
    ['no participants', (s: BookingStore) => s.decreaseAdult()],
    ['no slot', (s: BookingStore) => s.selectTimeSlot('')],
    ['a bad email', (s: BookingStore) => s.setContact({ email: 'nope' })],
    ['a local mobile number', (s: BookingStore) => s.setContact({ mobileNumber: '0501234567' })],
    ['no prices', (s: BookingStore) => s.selectPreference('x', 9)],
  ])('is not ready with %s', (_label, spoil) => {
    const store = ready();
    spoil(store);
    expect(store.canCheckout).toBe(false);
    expect(store.checkoutRequest).toBeNull();
  });

  it('names the contact problems', () => {
    const store = new BookingStore();
    expect(Object.keys(store.contactErrors).sort()).toEqual(['email', 'mobileNumber', 'name']);
    expect(store.countsProblem).toBe('none_selected');
  });
});

describe('BookingStore persistence', () => {
  it('saves every change and restores it in a new store', () => {
    const storage = createMemoryStorage();
    const first = new BookingStore({ storage });
    first.selectTicket(makeTicket());
    first.selectPreference('Prime', 1);
    first.selectDate(SATURDAY);
    first.selectTimeSlot('10:00');
    first.increaseAdult();
    first.applyCoupon('SAVE10', 10);
    first.setContact(VALID_CONTACT);
    expect(storage.items.has(BOOKING_STORAGE_KEY)).toBe(true);

    const second = new BookingStore({ storage });
    expect(second.snapshot).toEqual(first.snapshot);
    expect(second.totalDiscountAmount).toBe(first.totalDiscountAmount);
    first.dispose();
    second.dispose();
  });

  it('cancelling clears the stored booking', () => {
    const storage = createMemoryStorage();
    const store = new BookingStore({ storage });
    store.selectTicket(makeTicket());
    store.cancelBooking();
    expect(storage.items.size).toBe(0);
    expect(new BookingStore({ storage }).snapshot).toEqual(initialBookingState());
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ adultCount: 'two' })],
    ['an unknown field', JSON.stringify({ ...initialBookingState(), isAdmin: true })],
    ['an impossible date', JSON.stringify({ ...initialBookingState(), bookingDate: '2026-02-30' })],
    ['a negative count', JSON.stringify({ ...initialBookingState(), adultCount: -2 })],
  ])('ignores and removes stored data that is %s', (_label, raw) => {
    const storage = createMemoryStorage({ [BOOKING_STORAGE_KEY]: raw });
    const store = new BookingStore({ storage });
    expect(store.snapshot).toEqual(initialBookingState());
    expect(storage.items.size).toBe(0);
  });

  it('recomputes the weekday from the stored date and drops counts the ticket forbids', () => {
    const stored = {
      ...initialBookingState(),
      ticketId: 'x',
      bookingDate: SATURDAY,
      bookingDay: 'Monday',
      bookingDateString: 'forged',
      isAdultByOneGetOneActive: true,
      adultCount: 3,
    };
    const storage = createMemoryStorage({ [BOOKING_STORAGE_KEY]: JSON.stringify(stored) });
    const store = new BookingStore({ storage });
    expect([store.bookingDay, store.bookingDateString, store.adultCount]).toEqual([
      'Saturday',
      'Saturday, 28 November 2026',
      0,
    ]);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = new BookingStore({ storage: broken });
    store.increaseAdult();
    store.cancelBooking();
    expect(store.adultCount).toBe(0);
  });

  it('stops saving after dispose', () => {
    const storage = createMemoryStorage();
    const store = new BookingStore({ storage, storageKey: 'k' });
    store.dispose();
    store.increaseAdult();
    expect(storage.items.size).toBe(0);
  });
});

describe('BookingStore keeps the hotel and the answers of the checkout draft', () => {
  const HOTEL = '5b0c1a2e-0000-4000-8000-000000000501';
  const OTHER_HOTEL = '5b0c1a2e-0000-4000-8000-000000000502';
  const point = (id: string, name: string, extraPrice: number) => ({
    _id: id,
    name,
    area: 'Palm Jumeirah',
    address: 'Crescent Road',
    latitude: 25.13,
    longitude: 55.117,
    minutesBefore: 15,
    extraPrice,
  });
  const safari = makeTicket({
    pickupMode: 'required',
    pickupPoints: [point(HOTEL, 'Atlantis The Palm', 2500), point(OTHER_HOTEL, 'Fairmont The Palm', 0)],
    questions: [
      {
        id: 'dietary-needs',
        label: 'Dietary needs',
        kind: 'choice',
        scope: 'participant',
        required: true,
        helpText: null,
        options: ['None', 'Vegan'],
      },
      {
        id: 'room',
        label: 'Room',
        kind: 'short_text',
        scope: 'booking',
        required: false,
        helpText: null,
        options: [],
      },
    ],
  });

  function drafted(storage = createMemoryStorage()) {
    const store = new BookingStore({ storage });
    store.selectTicket(safari);
    store.selectDate(SATURDAY);
    store.selectTimeSlot('18:30');
    store.increaseAdult();
    store.increaseAdult();
    store.choosePickupPoint(HOTEL);
    store.setAnswer(0, 'dietary-needs', 'Vegan');
    store.setAnswer(1, 'dietary-needs', 'None');
    store.setAnswer(null, 'room', '1204');
    return { store, storage };
  }

  it('restores the pickup point, its time and extra price, and every answer', () => {
    const { store, storage } = drafted();
    const again = new BookingStore({ storage });
    expect(again.pickupPoint?.name).toBe('Atlantis The Palm');
    expect(again.pickupAt).toEqual({ date: SATURDAY, time: '18:15' });
    expect(again.answers).toEqual({
      booking: { room: '1204' },
      participants: [{ 'dietary-needs': 'Vegan' }, { 'dietary-needs': 'None' }],
    });
    expect(again.amountDue).toEqual(store.amountDue);
    expect(again.answerProblems).toEqual({});
    store.dispose();
    again.dispose();
  });

  it('restores questions read in another language with their choices’ words, and their option labels', () => {
    const storage = createMemoryStorage();
    const store = new BookingStore({ storage });
    const [diet, room] = safari.questions!;
    store.selectTicket({
      ...safari,
      pricing: safari.pricing.map((p) => ({ ...p, label: `${p.preference} (ar)` })),
      questions: [{ ...diet!, label: 'الاحتياجات الغذائية', optionLabels: ['لا شيء', 'نباتي صرف'] }, room!],
    });
    const again = new BookingStore({ storage });
    expect(again.questions[0]).toMatchObject({
      label: 'الاحتياجات الغذائية',
      optionLabels: ['لا شيء', 'نباتي صرف'],
    });
    expect(again.questions).toHaveLength(2);
    expect(again.pricing[0]!.label).toBe(`${safari.pricing[0]!.preference} (ar)`);
    store.dispose();
    again.dispose();
  });

  it('drops a pickup point the ticket no longer offers and answers to questions it no longer asks', () => {
    const { storage } = drafted();
    const again = new BookingStore({ storage });
    again.selectTicket({
      ...safari,
      pickupPoints: [safari.pickupPoints![1]!],
      questions: [safari.questions![0]!],
    });
    expect(again.pickupPointId).toBeNull();
    expect(again.pickupProblem).toBe('pickup_required');
    expect(again.answers).toEqual({
      booking: {},
      participants: [{ 'dietary-needs': 'Vegan' }, { 'dietary-needs': 'None' }],
    });
  });

  it('a stored pickup or answers that do not read back are dropped, the rest of the booking kept', () => {
    const { store, storage } = drafted();
    const stored = JSON.parse(storage.items.get(BOOKING_STORAGE_KEY)!);
    storage.items.set(
      BOOKING_STORAGE_KEY,
      JSON.stringify({
        ...stored,
        pickupPointId: 'not-an-id',
        answers: { booking: { room: { nested: 1 } } },
      }),
    );
    const again = new BookingStore({ storage });
    expect(again.ticketId).toBe(store.ticketId);
    expect(again.adultCount).toBe(2);
    expect(again.pickupPointId).toBeNull();
    expect(again.answers).toEqual({ booking: {}, participants: [] });
  });

  it('a draft saved before pickups were kept still restores', () => {
    const { storage } = drafted();
    const stored = JSON.parse(storage.items.get(BOOKING_STORAGE_KEY)!);
    for (const key of ['pickupMode', 'pickupPoints', 'questions', 'pickupPointId', 'answers'])
      delete stored[key];
    storage.items.set(BOOKING_STORAGE_KEY, JSON.stringify(stored));
    const again = new BookingStore({ storage });
    expect([again.ticketId, again.adultCount, again.pickupMode, again.pickupPointId]).toEqual([
      stored.ticketId,
      2,
      'none',
      null,
    ]);
  });

  it('cancelling forgets the hotel and the answers too', () => {
    const { store } = drafted();
    store.cancelBooking();
    expect([store.pickupPointId, store.answers]).toEqual([null, { booking: {}, participants: [] }]);
  });
});
