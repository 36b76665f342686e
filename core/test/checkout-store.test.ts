import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../src/api';
import type { Ticket } from '../src/schemas';
import { BookingStore, CheckoutStore, createMemoryStorage } from '../src/stores';
import { CHECKOUT_RESPONSE, makeTicket, SATURDAY, TICKET_ID, VALID_CONTACT } from './fixtures';

/** makeTicket() with the first preference's weekend adult price changed by staff. */
function repriced(adult: number, overrides: Partial<Ticket> = {}): Ticket {
  const ticket = makeTicket(overrides);
  ticket.pricing[0] = { ...ticket.pricing[0]!, weekEnds: { ...ticket.pricing[0]!.weekEnds, adult } };
  return ticket;
}

/** Two adults on a Saturday at the first preference: 2 × 12,000. */
function readyBooking(storage = createMemoryStorage()) {
  const booking = new BookingStore({ storage });
  booking.selectTicket(makeTicket());
  booking.selectDate(SATURDAY);
  booking.selectTimeSlot('10:00');
  booking.increaseAdult();
  booking.increaseAdult();
  booking.setContact(VALID_CONTACT);
  return booking;
}

function priceChanged(details: Record<string, unknown>) {
  return new ApiError({
    status: 409,
    message: 'x',
    data: { error: { code: 'PRICE_CHANGED', message: 'The price changed.', details } },
  });
}

const api = (methods: Partial<Record<keyof ApiClient, unknown>>) => methods as unknown as ApiClient;

describe('CheckoutStore: what is shown is what is charged', () => {
  it('re-reads the ticket of a restored booking, bypassing the cache, and shows a price staff changed', async () => {
    const storage = createMemoryStorage();
    readyBooking(storage).dispose();
    // The visitor comes back: the booking is restored from the browser with the old prices.
    const booking = new BookingStore({ storage });
    expect(booking.amountDue).toEqual({ amount: 24_000, currency: 'myr' });
    const getTicket = vi.fn(async () => repriced(15_000));
    const checkout = new CheckoutStore({ api: api({ getTicket }), booking });

    const reading = checkout.refreshTicket();
    expect(checkout.ticketCheck).toBe('checking');
    await expect(reading).resolves.toBe(true);
    expect(getTicket).toHaveBeenCalledWith(TICKET_ID, { force: true });
    expect(checkout.ticketCheck).toBe('current');
    expect(booking.amountDue).toEqual({ amount: 30_000, currency: 'myr' });
    expect(checkout.priceChange).toEqual({
      from: { amount: 24_000, currency: 'myr' },
      to: { amount: 30_000, currency: 'myr' },
    });
    // Kept in the browser with the new prices, so a reload does not bring the old ones back.
    expect(new BookingStore({ storage }).amountDue.amount).toBe(30_000);
    checkout.acknowledgePriceChange();
    expect(checkout.priceChange).toBeNull();
    // Read in the page's language, and so again after (a refusal's new read, a retry).
    await checkout.refreshTicket('ar');
    await checkout.refreshTicket();
    expect(getTicket).toHaveBeenLastCalledWith(TICKET_ID, { force: true, lang: 'ar' });
  });

  it('takes a participant added while the read is in flight for the visitor’s change, not the price’s', async () => {
    const booking = readyBooking();
    let answer: (ticket: Ticket) => void = () => undefined;
    const getTicket = () => new Promise<Ticket>((resolve) => (answer = resolve));
    const checkout = new CheckoutStore({ api: api({ getTicket }), booking });
    const reading = checkout.refreshTicket();
    booking.increaseAdult();
    answer(makeTicket());
    await reading;
    expect(booking.amountDue.amount).toBe(36_000);
    expect(checkout.priceChange).toBeNull();
  });

  it('notes no change when the ticket still costs the same, and says when it cannot be read', async () => {
    const booking = readyBooking();
    const same = new CheckoutStore({ api: api({ getTicket: async () => makeTicket() }), booking });
    await same.refreshTicket();
    expect([same.ticketCheck, same.priceChange]).toEqual(['current', null]);

    const offline = new ApiError({ status: 'FETCH_ERROR', message: 'offline' });
    const failing = new CheckoutStore({
      api: api({ getTicket: async () => Promise.reject(offline) }),
      booking,
    });
    await expect(failing.refreshTicket()).resolves.toBe(false);
    expect(failing.ticketCheck).toBe('failed');
    expect(failing.ticketCheckError).toBe(offline);
  });

  it('does not call a cleared participant count a price change', async () => {
    const booking = readyBooking();
    booking.increaseAdult(); // 3 adults: odd once the ticket sells adults in pairs
    const checkout = new CheckoutStore({
      api: api({ getTicket: async () => makeTicket({ isAdultByOneGetOneActive: true }) }),
      booking,
    });
    await checkout.refreshTicket();
    expect(booking.adultCount).toBe(0);
    expect(checkout.priceChange).toBeNull();
  });

  it('sends the amount on screen and, on PRICE_CHANGED, re-prices from the ticket and asks again', async () => {
    const booking = readyBooking();
    const createCheckout = vi
      .fn()
      .mockRejectedValueOnce(priceChanged({ amount: 30_000, currency: 'myr', expectedTotal: 24_000 }))
      .mockResolvedValueOnce({ ...CHECKOUT_RESPONSE, amount: 30_000 });
    const getTicket = vi.fn(async () => repriced(15_000));
    const checkout = new CheckoutStore({ api: api({ createCheckout, getTicket }), booking });

    await expect(checkout.createCheckout()).resolves.toBeNull();
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ expectedTotal: 24_000, expectedCurrency: 'myr' }),
    );
    expect(checkout.checkoutError?.code).toBe('PRICE_CHANGED');
    expect(getTicket).toHaveBeenCalledWith(TICKET_ID, { force: true });
    expect(checkout.priceChange).toEqual({
      from: { amount: 24_000, currency: 'myr' },
      to: { amount: 30_000, currency: 'myr' },
    });
    expect(booking.amountDue.amount).toBe(30_000);
    expect(checkout.lastCheckout).toBeNull();

    // The visitor pays again, now with the new amount on screen.
    await expect(checkout.createCheckout()).resolves.toMatchObject({ amount: 30_000 });
    expect(createCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ expectedTotal: 30_000 }));
    expect(checkout.priceChange).toBeNull();
  });

  it('takes the coupon percentage the server applies, so core prices the booking as the server does', async () => {
    const booking = readyBooking();
    booking.applyCoupon('SAVE10', 10);
    expect(booking.amountDue.amount).toBe(21_600);
    const createCheckout = vi.fn(async () =>
      Promise.reject(
        priceChanged({ amount: 19_200, currency: 'myr', expectedTotal: 21_600, discountValue: 20 }),
      ),
    );
    const checkout = new CheckoutStore({
      api: api({ createCheckout, getTicket: async () => makeTicket() }),
      booking,
    });
    await checkout.createCheckout();
    expect(booking.discountValue).toBe(20);
    expect(checkout.priceChange).toEqual({
      from: { amount: 21_600, currency: 'myr' },
      to: { amount: 19_200, currency: 'myr' },
    });
  });

  it('shows the server figure when the ticket cannot be read after PRICE_CHANGED', async () => {
    const booking = readyBooking();
    const checkout = new CheckoutStore({
      api: api({
        createCheckout: async () =>
          Promise.reject(priceChanged({ amount: 30_000, currency: 'myr', expectedTotal: 24_000 })),
        getTicket: async () => Promise.reject(new ApiError({ status: 'TIMEOUT_ERROR', message: 'slow' })),
      }),
      booking,
    });
    await checkout.createCheckout();
    expect(checkout.priceChange?.to).toEqual({ amount: 30_000, currency: 'myr' });
    expect(checkout.ticketCheck).toBe('failed');
  });

  it('never hands over a session whose amount is not the one on screen', async () => {
    const booking = readyBooking();
    const checkout = new CheckoutStore({
      api: api({ createCheckout: async () => ({ ...CHECKOUT_RESPONSE, amount: 99_000 }) }),
      booking,
    });
    await expect(checkout.createCheckout()).resolves.toBeNull();
    expect(checkout.lastCheckout).toBeNull();
    expect(checkout.checkoutError?.code).toBe('PRICE_CHANGED');
    expect(checkout.priceChange).toEqual({
      from: { amount: 24_000, currency: 'myr' },
      to: { amount: 99_000, currency: 'myr' },
    });
  });
});

describe('CheckoutStore: the CAPTCHA', () => {
  it("passes a solved challenge's token with the checkout", async () => {
    const createCheckout = vi.fn(async () => CHECKOUT_RESPONSE);
    const checkout = new CheckoutStore({ api: api({ createCheckout }), booking: readyBooking() });
    await checkout.createCheckout({ captchaToken: 'solved' });
    expect(createCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ ticketId: TICKET_ID }), {
      captchaToken: 'solved',
    });
  });
});
