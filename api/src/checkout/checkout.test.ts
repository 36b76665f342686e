import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema, type Booking } from '@tours/core/schemas';
import { amountDue, computeTotals, addDays, todayIn } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { MailWorker } from '../mail/worker';
import { smtpTransport } from '../mail/transport';
import { SmtpSink } from '../mail/testing/smtp-sink';
import { checkoutContext } from './context';
import { PRICING, checkoutBody, createCoupon, createTicket, nextDate } from './testing/fixtures';

let t: TestApp;

const FREE_PRICING = PRICING.map((entry) => ({
  ...entry,
  weekDays: { adult: 0, child: 0 },
  weekEnds: { adult: 0, child: 0 },
}));

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
});
// Checkouts with a coupon spend 127.0.0.1's budget of coupon attempts (20 per 10 minutes), which
// this file's tests would exhaust together; each starts with a fresh window.
beforeEach(async () => {
  await t.db('rate_limits').where('key', 'like', 'coupon-validate:%').delete();
});
afterAll(async () => {
  await t?.close();
});

/** Every refusal has the DESIGN error shape. */
function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(ErrorBodySchema.safeParse(res.body).success).toBe(true);
  expect((res.body as { error: { code: string } }).error.code).toBe(code);
}

async function seatsHeld(ticketId: string): Promise<number> {
  const row = await t
    .db('bookings')
    .where({ ticket_id: ticketId })
    .whereIn('booking_status', ['pending', 'confirmed'])
    .sum({ n: t.db.raw('adult_count + child_count') })
    .first();
  return Number(row?.n ?? 0);
}

function localPath(url: string): string {
  return new URL(url).pathname;
}

describe('POST /payments/create-checkout', () => {
  it('recomputes every amount on the server, ignoring amounts sent by the client, and holds the seats', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 10 });
    const saturday = nextDate('Saturday');
    const res = await t.request('POST', '/payments/create-checkout', {
      body: {
        ...checkoutBody(ticket, { bookingDate: saturday, preferenceIndex: 1 }),
        totalAmount: 1,
        adultTotal: 1,
        totalDiscountAmount: 1,
        discountAmount: 99999,
        bookingStatus: 'confirmed',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bookingId: expect.stringMatching(/^DXB-[2-9A-HJKMNP-Z]{6}$/),
      sessionId: expect.stringMatching(/^cs_local_/),
      // What is charged, computed by the server whatever the client claimed.
      amount: 75000,
      currency: 'myr',
    });
    // The hold lasts CHECKOUT_HOLD_MINUTES (config), not the 30 minutes Stripe's session must last.
    const expiresIn = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((t.config.holdMinutes - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(t.config.holdMinutes * 60_000);

    const booking = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
    const expected = computeTotals({ adultCount: 2, childCount: 1, prices: PRICING[1]!.weekEnds });
    expect(booking).toMatchObject({
      booking_status: 'pending',
      preference: 'Prime hours',
      booking_day: 'Saturday',
      time_slot: '10:00',
      adult_total: expected.adultTotal,
      child_total: expected.childTotal,
      total_amount: 75000,
      total_discount_amount: 75000,
      discount_amount: 0,
      payment_session_id: res.body.sessionId,
    });
    expect(booking.success_token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(await seatsHeld(ticket.id)).toBe(3);
  });

  it('refuses an unknown ticket, a blocked date, a closed weekday, a past date and a date too far ahead', async () => {
    const ticket = await createTicket(t.db, { attractionClosed: ['Monday'] });
    const blocked = nextDate('Wednesday');
    await t
      .db('blocked_dates')
      .insert({ service: ticket.service, ticket_id: ticket.id, blocked_date: blocked });

    expectError(
      await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { ticketId: '00000000-0000-4000-8000-000000000000' }),
      }),
      404,
      'NOT_FOUND',
    );
    const cases: [string, string][] = [
      [blocked, 'blocked'],
      [nextDate('Monday'), 'closed'],
      [addDays(todayIn(), -1), 'past'],
      [addDays(todayIn(), 400), 'tooFar'],
    ];
    for (const [bookingDate, reason] of cases) {
      const res = await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { bookingDate }),
      });
      expectError(res, 409, 'DATE_UNAVAILABLE');
      expect(res.body.error.details).toEqual({ reason });
    }
    expect(await seatsHeld(ticket.id)).toBe(0);
  });

  it('refuses a missing, unknown, blocked or past time slot', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['00:00', '10:00', '16:00'] });
    const date = nextDate('Tuesday');
    await t
      .db('blocked_time_slots')
      .insert({ service: ticket.service, ticket_id: ticket.id, date, time_slot: '16:00' });

    expectError(
      await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { timeSlot: undefined }),
      }),
      400,
      'VALIDATION_FAILED',
    );
    const unknown = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: date, timeSlot: '11:00' }),
    });
    expectError(unknown, 409, 'SLOT_UNAVAILABLE');
    const blocked = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: date, timeSlot: '16:00' }),
    });
    expectError(blocked, 409, 'SLOT_UNAVAILABLE');
    expect(blocked.body.error.details).toEqual({ reason: 'blocked' });
    // 00:00 today (Dubai) has always started.
    const past = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: todayIn(), timeSlot: '00:00' }),
    });
    expectError(past, 409, 'SLOT_UNAVAILABLE');
    expect(past.body.error.details).toEqual({ reason: 'past' });
  });

  it('refuses a slot that would be oversold, counting confirmed bookings and unexpired holds', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 4 });
    const body = checkoutBody(ticket, { adultCount: 2, childCount: 1 });
    expect((await t.request('POST', '/payments/create-checkout', { body })).status).toBe(201);
    const soldOut = await t.request('POST', '/payments/create-checkout', { body });
    expectError(soldOut, 409, 'SOLD_OUT');
    expect(soldOut.body.error.details).toEqual({ remaining: 1 });
    expect(
      (
        await t.request('POST', '/payments/create-checkout', {
          body: { ...body, childCount: 0, adultCount: 1 },
        })
      ).status,
    ).toBe(201);
    expect(await seatsHeld(ticket.id)).toBe(4);
  });

  it('refuses odd counts on a buy-one-get-one ticket, no participants and too many', async () => {
    const ticket = await createTicket(t.db, { adultBogo: true, maxPerBooking: 6 });
    const odd = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { adultCount: 3, childCount: 0 }),
    });
    expectError(odd, 422, 'INVALID_COUNTS');
    expect(odd.body.error.details).toEqual({ reason: 'odd_with_bogo' });
    expectError(
      await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { adultCount: 0, childCount: 0 }),
      }),
      422,
      'INVALID_COUNTS',
    );
    expectError(
      await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { adultCount: 4, childCount: 3 }),
      }),
      422,
      'INVALID_COUNTS',
    );
    expect(
      (
        await t.request('POST', '/payments/create-checkout', {
          body: checkoutBody(ticket, { adultCount: 4, childCount: 1 }),
        })
      ).status,
    ).toBe(201);
  });

  it('applies a coupon with the core rounding and refuses unknown, expired, wrong-service and used-up ones', async () => {
    const ticket = await createTicket(t.db);
    await createCoupon(t.db, { code: 'SAVE15', discountValue: 15, maxRedemptions: 1 });
    await createCoupon(t.db, {
      code: 'OLD10',
      discountValue: 10,
      validUntil: new Date(Date.now() - 86_400_000),
    });
    await createCoupon(t.db, { code: 'ELSEWHERE', discountValue: 10, service: 'another-attraction' });

    const ok = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { couponCode: 'save15' }),
    });
    expect(ok.status).toBe(201);
    const booking = await t.db('bookings').where({ booking_id: ok.body.bookingId }).first();
    const expected = computeTotals({
      adultCount: 2,
      childCount: 1,
      prices: PRICING[0]!.weekDays,
      couponCode: 'SAVE15',
      discountValue: 15,
    });
    expect(booking).toMatchObject({
      coupon_code: 'SAVE15',
      discount_value: 15,
      discount_amount: expected.discountAmount,
      total_discount_amount: expected.totalDiscountAmount,
    });

    // One answer whatever is wrong with the code: a checkout must not tell a guess what it hit.
    const answers = new Set<string>();
    for (const couponCode of ['SAVE15', 'OLD10', 'ELSEWHERE', 'NOSUCHCODE']) {
      const res = await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { couponCode }),
      });
      expectError(res, 422, 'COUPON_INVALID');
      const { code, message, details } = res.body.error;
      answers.add(JSON.stringify({ code, message, details }));
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        code: 'COUPON_INVALID',
        message: 'This coupon cannot be used for this booking.',
        details: { reason: 'unusable' },
      }),
    ]);
  });

  // One path for a booking with nothing to pay, whatever makes the total zero.
  it.each([
    ['a 100 % coupon', { coupon: true, pricing: PRICING }],
    ['prices of 0, without a coupon', { coupon: false, pricing: FREE_PRICING }],
  ])(
    'confirms a booking with nothing to pay (%s) at once, without a payment session',
    async (_, { coupon, pricing }) => {
      const ticket = await createTicket(t.db);
      await t
        .db('tickets')
        .where({ id: ticket.id })
        .update({ pricing: JSON.stringify(pricing) });
      const code = `FREE${Date.now().toString(36).toUpperCase()}`;
      if (coupon) await createCoupon(t.db, { code, discountValue: 100 });
      const res = await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, coupon ? { couponCode: code } : {}),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        url: expect.stringMatching(/^http:\/\/shop\.test\/success\?token=/),
        sessionId: expect.stringMatching(/^free_/),
        amount: 0,
        currency: 'myr',
      });
      const booking = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
      expect(booking).toMatchObject({
        booking_status: 'confirmed',
        total_discount_amount: 0,
        amount_paid: 0,
        payment_provider: 'none',
        payment_session_id: null,
        hold_expires_at: null,
      });
      expect(await t.db('payment_local_sessions').where({ booking_id: booking.id })).toHaveLength(0);
      expect(await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'confirmation' })).toHaveLength(
        1,
      );
      const token = new URL(res.body.url).searchParams.get('token')!;
      expect((await t.request('GET', '/bookings/success', { query: { token } })).body.bookingStatus).toBe(
        'confirmed',
      );
    },
  );

  it('refuses with PRICE_CHANGED, holding nothing, when the amount shown is not the amount due', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    await createCoupon(t.db, { code: 'GUARD20', discountValue: 20 });
    const due = amountDue({ adultCount: 2, childCount: 1, prices: PRICING[0]!.weekDays });
    const dueWithCoupon = amountDue({
      adultCount: 2,
      childCount: 1,
      prices: PRICING[0]!.weekDays,
      couponCode: 'GUARD20',
      discountValue: 20,
    });

    // A stale figure (the ticket was cheaper when the page was read).
    const stale = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { expectedTotal: due - 1000, expectedCurrency: 'myr' }),
    });
    expectError(stale, 409, 'PRICE_CHANGED');
    expect(stale.body.error.details).toEqual({ amount: due, currency: 'myr', expectedTotal: due - 1000 });
    // The right amount in another currency is another price.
    expectError(
      await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { expectedTotal: due, expectedCurrency: 'aed' }),
      }),
      409,
      'PRICE_CHANGED',
    );
    // With a coupon the amount due is after the discount, and its percentage travels back.
    const withCoupon = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { couponCode: 'GUARD20', expectedTotal: due }),
    });
    expectError(withCoupon, 409, 'PRICE_CHANGED');
    expect(withCoupon.body.error.details).toEqual({
      amount: dueWithCoupon,
      currency: 'myr',
      expectedTotal: due,
      discountValue: 20,
    });
    expect(await seatsHeld(ticket.id)).toBe(0);
    expect(await t.db('bookings').where({ ticket_id: ticket.id })).toHaveLength(0);
    expect(await t.db('coupons').where({ code: 'GUARD20' }).first('redeemed')).toEqual({ redeemed: 0 });

    const ok = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, {
        couponCode: 'GUARD20',
        expectedTotal: dueWithCoupon,
        expectedCurrency: 'MYR',
      }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ amount: dueWithCoupon, currency: 'myr' });
    expect(await seatsHeld(ticket.id)).toBe(3);
  });

  it('never redeems a coupon more than maxRedemptions times under concurrent checkouts', async () => {
    const ticket = await createTicket(t.db);
    await createCoupon(t.db, { code: 'FIRST3', discountValue: 20, maxRedemptions: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request('POST', '/payments/create-checkout', {
          body: checkoutBody(ticket, { couponCode: 'FIRST3' }),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(9);
    expect(await t.db('coupons').where({ code: 'FIRST3' }).first('redeemed')).toEqual({ redeemed: 3 });
  });

  it('answers 400 with the fields named for a malformed body', async () => {
    const res = await t.request('POST', '/payments/create-checkout', {
      body: { ticketId: 'x', adultCount: -1 },
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('the local test provider', () => {
  it('shows a checkout page; Pay confirms the booking through the webhook, writes one confirmation mail and redirects to the success URL', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`http://shop.test/api/v1/payments/local/${created.body.sessionId}`);

    const page = await t.request('GET', localPath(created.body.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('>Pay</button>');
    expect(page.text).toContain('>Decline</button>');
    expect(page.text).toMatch(/Amount due<\/span><span>RM\s[\d,]+\.\d\d</);
    expect(page.text).toContain(created.body.bookingId);

    const pay = await fetch(`${t.baseUrl}${localPath(created.body.url)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const success = new URL(pay.headers.get('location')!);
    expect(`${success.origin}${success.pathname}`).toBe('http://shop.test/success');
    const token = success.searchParams.get('token')!;

    const booking = await t.request<Booking>('GET', '/bookings/success', { query: { token } });
    expect(booking.status).toBe(200);
    expect(booking.body).toMatchObject({
      bookingId: created.body.bookingId,
      bookingStatus: 'confirmed',
      timeSlot: '10:00',
    });
    expect(booking.body.paidAt).not.toBeNull();
    const mails = await t.db('mail_outbox').where({ booking_id: booking.body._id });
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupe_key).toBe(`confirmation:${booking.body._id}`);

    // Pressing Pay again changes nothing.
    const again = await fetch(`${t.baseUrl}${localPath(created.body.url)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(await t.db('mail_outbox').where({ booking_id: booking.body._id })).toHaveLength(1);

    // The confirmation reaches a real SMTP server with its voucher.
    const sink = new SmtpSink();
    await sink.start(0);
    try {
      await new MailWorker({
        db: t.db,
        transport: smtpTransport(sink.url),
        from: 'bookings@example.com',
      }).drain();
      const mail = sink.messages.find((m) => m.subject?.includes(created.body.bookingId));
      // The voucher, listed; the check-in QR code, shown inside the message.
      expect(mail?.attachments.map((a) => [a.filename, a.related ?? false]).sort()).toEqual([
        ['check-in-code.png', true],
        [`voucher-${created.body.bookingId}.pdf`, false],
      ]);
      expect(mail?.text).toContain('Time: 10:00');
    } finally {
      await sink.stop();
    }
  });

  it('keeps the language the visitor booked in and sends them back to its pages', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    const paid = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), locale: 'ms' },
    });
    expect(paid.status).toBe(201);
    expect(await t.db('bookings').where({ booking_id: paid.body.bookingId }).first('locale')).toEqual({
      locale: 'ms',
    });
    const pay = await fetch(`${t.baseUrl}${localPath(paid.body.url)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(new URL(pay.headers.get('location')!).pathname).toBe('/ms/success');

    const declined = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), locale: 'ar' },
    });
    const decline = await fetch(`${t.baseUrl}${localPath(declined.body.url)}/decline`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(new URL(decline.headers.get('location')!).pathname).toBe('/ar/failed');

    const unknown = await t.request('POST', '/payments/create-checkout', {
      body: { ...checkoutBody(ticket), locale: 'fr' },
    });
    expectError(unknown, 400, 'VALIDATION_FAILED');
  });

  it('Decline releases the seats at once and redirects to the cancel URL', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 3 });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    expect(await seatsHeld(ticket.id)).toBe(3);
    const sql: string[] = [];
    const onQuery = (q: { sql: string }) => sql.push(q.sql);
    t.db.on('query', onQuery);
    const decline = await fetch(`${t.baseUrl}${localPath(created.body.url)}/decline`, {
      method: 'POST',
      redirect: 'manual',
    }).finally(() => t.db.off('query', onQuery));
    expect(decline.status).toBe(303);
    // The release takes the slot's seat counter (the booking's UPDATE) last and commits without
    // waiting for the disk: the slot's holds queue for that row only as long as the commit.
    const expire = sql.findIndex((q) => /^update "bookings" set "booking_status"/.test(q));
    expect(sql[expire + 1]).toBe('COMMIT;');
    expect(sql.slice(sql.lastIndexOf('BEGIN;', expire), expire)).toContain(
      'SET LOCAL synchronous_commit = off',
    );
    const failed = new URL(decline.headers.get('location')!);
    expect(failed.pathname).toBe('/failed');
    expect(failed.searchParams.get('booking')).toBe(created.body.bookingId);
    expect(await seatsHeld(ticket.id)).toBe(0);
    expect(
      await t.db('bookings').where({ booking_id: created.body.bookingId }).first('booking_status'),
    ).toEqual({ booking_status: 'expired' });
    // The page now says the checkout is closed; Pay does nothing.
    const page = await t.request('GET', localPath(created.body.url));
    expect(page.text).toContain('This checkout is closed');
    const pay = await fetch(`${t.baseUrl}${localPath(created.body.url)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.headers.get('location')).toBe(created.body.url);
    expect(
      await t.db('mail_outbox').where({
        booking_id: (await t.db('bookings').where({ booking_id: created.body.bookingId }).first()).id,
      }),
    ).toHaveLength(0);
  });

  /** The success token the provider's cancel URL carries back to the failed page. */
  const tokenOf = async (sessionId: string): Promise<string> => {
    const row = await t.db('payment_local_sessions').where({ id: sessionId }).first('cancel_url');
    return new URL(row.cancel_url).searchParams.get('token')!;
  };

  it('POST /payments/cancel (the failed page) frees the seats of a pending checkout, idempotently', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 3 });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/payments/cancel', {
        body: { bookingId: created.body.bookingId, token: await tokenOf(created.body.sessionId) },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ bookingId: created.body.bookingId, bookingStatus: 'expired' });
    }
    expect(await seatsHeld(ticket.id)).toBe(0);
    expectError(
      await t.request('POST', '/payments/cancel', {
        body: { bookingId: 'DXB-ZZZZZZ', token: await tokenOf(created.body.sessionId) },
      }),
      404,
      'NOT_FOUND',
    );
    // The reference alone (printed on the voucher) cancels nothing.
    expectError(
      await t.request('POST', '/payments/cancel', { body: { bookingId: created.body.bookingId } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await t.request('POST', '/payments/cancel', { body: {} }), 400, 'VALIDATION_FAILED');
  });

  it('GET /bookings/success answers only for a known token', async () => {
    expectError(
      await t.request('GET', '/bookings/success', { query: { token: 'x'.repeat(43) } }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.request('GET', '/bookings/success'), 400, 'VALIDATION_FAILED');
  });

  it('the sweeper expires lapsed holds and gives their coupon redemptions back', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 3 });
    await createCoupon(t.db, { code: 'ONCE', discountValue: 10, maxRedemptions: 1 });
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { couponCode: 'ONCE' }),
    });
    await t
      .db('bookings')
      .where({ booking_id: created.body.bookingId })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    const { settlement } = checkoutContext(t.app.context.deps);
    expect(await settlement.sweepLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect(
      await t.db('bookings').where({ booking_id: created.body.bookingId }).first('booking_status'),
    ).toEqual({ booking_status: 'expired' });
    expect(await t.db('coupons').where({ code: 'ONCE' }).first('redeemed')).toEqual({ redeemed: 0 });
    expect(
      (
        await t.request('POST', '/payments/create-checkout', {
          body: checkoutBody(ticket, { couponCode: 'ONCE' }),
        })
      ).status,
    ).toBe(201);
  });
});

describe('POST /coupon/validate', () => {
  it('names the coupon and its discount, or why it cannot be used, and limits attempts per IP', async () => {
    const ticket = await createTicket(t.db);
    await createCoupon(t.db, { code: 'HELLO20', discountValue: 20, service: ticket.service });
    await createCoupon(t.db, { code: 'SLEEPING', discountValue: 20, active: false });
    await createCoupon(t.db, {
      code: 'SOON',
      discountValue: 20,
      validFrom: new Date(Date.now() + 86_400_000),
    });
    const ok = await t.request('POST', '/coupon/validate', {
      body: { couponCode: 'hello20', ticketId: ticket.id },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ couponCode: 'HELLO20', discountValue: 20 });
    await createCoupon(t.db, {
      code: 'BYGONE',
      discountValue: 20,
      validUntil: new Date(Date.now() - 86_400_000),
    });
    for (const [body, reason] of [
      [{ couponCode: 'HELLO20', service: 'somewhere-else' }, 'wrong_service'],
      // Not running (off, not yet, no more) reads as a code that does not exist.
      [{ couponCode: 'SLEEPING' }, 'invalid'],
      [{ couponCode: 'SOON' }, 'invalid'],
      [{ couponCode: 'BYGONE' }, 'invalid'],
      [{ couponCode: 'MISSING' }, 'invalid'],
    ] as const) {
      const res = await t.request('POST', '/coupon/validate', { body });
      expectError(res, 422, 'COUPON_INVALID');
      expect(res.body.error.details).toEqual({ reason });
      expect(res.body.error.message).toMatch(/coupon/i);
    }
    let limited;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await t.request('POST', '/coupon/validate', { body: { couponCode: 'MISSING' } });
      if (res.status === 429) limited = res;
    }
    expect(limited).toBeDefined();
    expectError(limited!, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('payment provider choice', () => {
  it('refuses the local test provider unless the demo set-up was asked for', () => {
    const deps = {
      ...t.app.context.deps,
      config: { ...t.config, demo: false, stripeSecretKey: undefined },
    };
    expect(() => checkoutContext(deps)).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set', () => {
    const deps = {
      ...t.app.context.deps,
      config: { ...t.config, stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x_12345' },
    };
    expect(checkoutContext(deps).provider.name).toBe('stripe');
    expect(checkoutContext(t.app.context.deps).provider.name).toBe('local');
  });
});
