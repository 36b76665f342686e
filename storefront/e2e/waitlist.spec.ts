import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminToken,
  chooseTicket,
  expectAccessible,
  expectNoSidewaysScroll,
  nextDateOn,
  pickDate,
  showMonthOf,
} from './helpers';
import { waitForMail } from './mail';

// On a phone: the sunset slot of the SKY ticket (12 seats) sells out; a visitor joins its waiting
// list from the date page, is offered the seats a cancellation gives back, pays through the offer
// mail's link and sees the booking; a second visitor leaves the list through the joining mail's link.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const port = Number(process.env.E2E_PORT ?? 3310);
const SLOT = '18:00';
const DATE = nextDateOn(['Monday', 'Tuesday', 'Wednesday'], 20);
const shots = process.env.E2E_SCREENSHOTS;

async function skyTicketId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/tickets/service', { params: { service: 'burj-khalifa' } });
  const tickets = (await res.json()) as { _id: string; title: string }[];
  return tickets.find((t) => t.title.includes('SKY'))!._id;
}

/** A paid booking of `adults` on the slot, through the checkout and the local provider's Pay. */
async function paidBooking(request: APIRequestContext, ticketId: string, adults: number, i: number) {
  const res = await request.post('/api/v1/payments/create-checkout', {
    data: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: DATE,
      timeSlot: SLOT,
      adultCount: adults,
      childCount: 0,
      name: `Sunset guest ${i}`,
      email: `sunset${i}@example.com`,
      mobileNumber: '+971501234567',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { url, bookingId } = (await res.json()) as { url: string; bookingId: string };
  const pay = await request.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  return bookingId;
}

function linkOf(text: string, page: 'waitlist' | 'waitlist-offer'): string {
  const match = new RegExp(`https?://[^\\s)]+(/${page}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  expect(match, `no /${page} link in: ${text}`).not.toBeNull();
  return match![1]!;
}

test('a visitor on a phone joins a sold-out slot, pays the offer from its mail and sees the booking; another leaves', async ({
  page,
  request,
}) => {
  test.slow();
  const ticketId = await skyTicketId(request);
  await paidBooking(request, ticketId, 6, 1);
  await paidBooking(request, ticketId, 4, 2);
  const small = await paidBooking(request, ticketId, 2, 3);

  // The visitor finds 18:00 sold out and joins its list from the date page.
  await page.goto('/burj-khalifa');
  const card = page
    .locator('article.ticket-card')
    .filter({ has: page.getByRole('heading', { name: 'At the Top SKY, Level 148' }) });
  await card.getByRole('button', { name: 'Choose date' }).click();
  await expect(page).toHaveURL(/\/date-select$/);
  await pickDate(page, DATE);
  await expect(page.locator(`.slot[data-status="soldOut"]`).filter({ hasText: SLOT })).toBeVisible();
  await page.getByRole('button', { name: `Join the waiting list for ${SLOT}` }).click();
  const form = page.getByRole('region', { name: `Join the waiting list for ${SLOT}` });
  await form.getByLabel('Full name').fill('Noor Saleh');
  await form.getByLabel('Email').fill('noor@example.com');
  // The shop's one set of contact fields: the country code (+971 first), then the number.
  await form.getByLabel('Mobile number').fill('501112233');
  await form.getByLabel('Adults').fill('2');
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-join-360.png`, fullPage: true });
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are number 1 on the waiting list' }),
  ).toBeVisible();

  // A second visitor (party of one) joins behind.
  const second = await request.post('/api/v1/waitlist/join', {
    data: {
      ticketId,
      bookingDate: DATE,
      timeSlot: SLOT,
      adultCount: 1,
      name: 'Omar Khan',
      email: 'omar@example.com',
      mobileNumber: '+971502223344',
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  expect((await second.json()).place).toBe(2);
  const joined = await waitForMail(port, 'noor@example.com', /waiting list/);
  expect(joined.text).toContain('number 1');

  // Two seats come back: staff cancel a booking of two. They are held for the first in line.
  const token = await adminToken(request);
  const bookings = await request.get('/api/v1/admin/all-bookings', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: small },
  });
  const id = ((await bookings.json()) as { bookings: { _id: string }[] }).bookings[0]!._id;
  const cancelled = await request.post(`/api/v1/admin/bookings/${id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Plans changed' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const offer = await waitForMail(port, 'noor@example.com', /Seats for you/);
  await page.goto(linkOf(offer.text, 'waitlist-offer'));
  await expect(page.getByText(/held for you until/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-offer-360.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/success\?token=/);
  await expect(page.getByText('Noor Saleh')).toBeVisible();
  await expect(page.getByText(/At the Top SKY/).first()).toBeVisible();

  // The second visitor leaves through the joining mail's link.
  const omar = await waitForMail(port, 'omar@example.com', /waiting list/);
  await page.goto(linkOf(omar.text, 'waitlist'));
  await expect(page.getByText(/You are number/)).toContainText('1');
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-place-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Leave the waiting list' }).click();
  await page.getByRole('button', { name: 'Yes, leave the list' }).click();
  await expect(page.getByText('You have left the waiting list.')).toBeVisible();
});

/**
 * A whole-day ticket (no pickup to choose) that no other spec changes, and books only three weeks
 * ahead: its capacity can be set here, on a later date, without disturbing them.
 */
const AQUARIUM_TUNNEL = '5b0c1a2e-0000-4000-8000-000000000003';
const DAY = nextDateOn(['Wednesday', 'Thursday'], 26);

/** Staff give the aquarium a capacity of `seats` a day in the back office (null: unlimited). */
async function setTunnelCapacity(request: APIRequestContext, token: string, seats: number | null) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.get('/api/v1/admin/get-ticket', { params: { id: AQUARIUM_TUNNEL }, headers });
  expect(read.status(), await read.text()).toBe(200);
  const ticket = await read.json();
  for (const key of ['_id', 'createdAt', 'updatedAt']) delete ticket[key];
  const write = await request.put(`/api/v1/update-ticket/${AQUARIUM_TUNNEL}`, {
    data: { ...ticket, capacityPerSlot: seats },
    headers,
  });
  expect(write.status(), await write.text()).toBe(200);
}

/** A paid booking of the aquarium on the day (no time: the ticket is valid the whole day). */
async function paidTunnelBooking(request: APIRequestContext, adults: number, i: number) {
  const res = await request.post('/api/v1/payments/create-checkout', {
    data: {
      ticketId: AQUARIUM_TUNNEL,
      preferenceIndex: 0,
      bookingDate: DAY,
      adultCount: adults,
      childCount: 0,
      name: `Aquarium guest ${i}`,
      email: `aquarium${i}@example.com`,
      mobileNumber: '+971501234567',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { url, bookingId } = (await res.json()) as { url: string; bookingId: string };
  const pay = await request.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  return bookingId;
}

test('a visitor on a phone joins the list of a sold-out date (a ticket without times), pays the offer a cancellation makes and sees the booking', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  await setTunnelCapacity(request, token, 4);
  await paidTunnelBooking(request, 2, 1);
  const cancelledLater = await paidTunnelBooking(request, 2, 2);

  // The date shows as sold out on the calendar, and can still be picked for its waiting list.
  await page.goto('/dubai-aquarium');
  const card = page
    .locator('article.ticket-card')
    .filter({ has: page.getByRole('heading', { name: 'Aquarium Tunnel & Underwater Zoo' }) });
  await card.getByRole('button', { name: 'Choose date' }).click();
  await expect(page).toHaveURL(/\/date-select$/);
  const day = await showMonthOf(page, DAY);
  await expect(day.getByRole('button')).toHaveAccessibleName(/sold out$/);
  await pickDate(page, DAY);
  const soldOut = page.getByTestId('sold-out-date');
  await expect(soldOut.getByRole('status')).toContainText('is sold out');
  // Nothing can be booked on it: the next step waits for another date.
  await expect(
    page.getByRole('button', { name: 'Choose another date' }).locator('visible=true'),
  ).toBeDisabled();

  await soldOut.getByRole('button', { name: /^Join the waiting list for / }).click();
  const form = soldOut.getByRole('region', { name: /^Join the waiting list for / });
  await form.getByLabel('Full name').fill('Mariam Aziz');
  await form.getByLabel('Email').fill('mariam@');
  await form.getByLabel('Mobile number').fill('501112244');
  await form.getByLabel('Adults').fill('2');
  // The same check and words as the checkout's, from core.
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await form.getByLabel('Email').fill('mariam@example.com');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-date-join-360.png`, fullPage: true });
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are number 1 on the waiting list' }),
  ).toBeVisible();
  const joined = await waitForMail(port, 'mariam@example.com', /waiting list/);
  expect(joined.text).toContain('number 1');

  // The same date in Arabic, right to left, its form open.
  await page.goto('/ar/date-select');
  const arabic = page.getByTestId('sold-out-date');
  await expect(arabic.getByRole('status')).toBeVisible();
  await arabic.locator('.waitlist-open').click();
  await expect(arabic.locator('.waitlist-form')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-date-join-ar-360.png`, fullPage: true });

  // Staff cancel a booking of two: the seats come back to the date and are held for Mariam.
  const bookings = await request.get('/api/v1/admin/all-bookings', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: cancelledLater },
  });
  const id = ((await bookings.json()) as { bookings: { _id: string }[] }).bookings[0]!._id;
  const cancelled = await request.post(`/api/v1/admin/bookings/${id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Plans changed' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const offer = await waitForMail(port, 'mariam@example.com', /Seats for you/);
  await page.goto(linkOf(offer.text, 'waitlist-offer'));
  await expect(page.getByText(/held for you until/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/success\?token=/);
  await expect(page.getByText('Mariam Aziz')).toBeVisible();
  await expect(page.getByText(/Aquarium Tunnel/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-date-booked-360.png`, fullPage: true });
  await setTunnelCapacity(request, token, null);
});

/**
 * The evening safari collects its guests (pickup required) and asks each guest's dietary needs. Its
 * one time, 15:00, is made to sell out on a date no other spec uses by lowering its capacity to two.
 */
const EVENING_SAFARI = '5b0c1a2e-0000-4000-8000-000000000009';
const SAFARI_DATE = nextDateOn(['Tuesday', 'Wednesday'], 23);

async function setSafariCapacity(request: APIRequestContext, token: string, seats: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.get('/api/v1/admin/get-ticket', { params: { id: EVENING_SAFARI }, headers });
  expect(read.status(), await read.text()).toBe(200);
  const ticket = await read.json();
  for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete ticket[key];
  const write = await request.put(`/api/v1/update-ticket/${EVENING_SAFARI}`, {
    data: { ...ticket, capacityPerSlot: seats },
    headers,
  });
  expect(write.status(), await write.text()).toBe(200);
}

test('a fully sold-out date of a timed tour can be picked for its list, and its offer asks the hotel and the answers before paying', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  await setSafariCapacity(request, token, 2);
  const read = await request.get(`/api/v1/tickets/${EVENING_SAFARI}`);
  const hotels = ((await read.json()) as { pickupPoints: { _id: string; name: string }[] }).pickupPoints;
  const checkout = await request.post('/api/v1/payments/create-checkout', {
    data: {
      ticketId: EVENING_SAFARI,
      preferenceIndex: 0,
      bookingDate: SAFARI_DATE,
      timeSlot: '15:00',
      adultCount: 2,
      childCount: 0,
      name: 'Safari guest',
      email: 'safari-guest@example.com',
      mobileNumber: '+971501234567',
      pickupPointId: hotels[0]!._id,
      answers: { participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'None' }] },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url, bookingId } = (await checkout.json()) as { url: string; bookingId: string };
  expect((await request.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);

  // Every time of the date is sold out: the calendar says so, and the date can still be picked.
  await chooseTicket(page, 'red-dune-desert-safari', 'Evening Desert Safari with BBQ Dinner');
  const day = await showMonthOf(page, SAFARI_DATE);
  await expect(day.getByRole('button')).toHaveAccessibleName(/sold out$/);
  await pickDate(page, SAFARI_DATE);
  await expect(page.getByRole('radio', { name: '15:00' })).toBeDisabled();
  await page.getByRole('button', { name: 'Join the waiting list for 15:00' }).click();
  const form = page.getByRole('region', { name: 'Join the waiting list for 15:00' });
  await expect(
    form.getByText(/choose your pickup and answer the tour’s questions when you pay/),
  ).toBeVisible();
  await form.getByLabel('Full name').fill('Layla Haddad');
  await form.getByLabel('Email').fill('layla@example.com');
  await form.getByLabel('Mobile number').fill('501113355');
  await form.getByLabel('Adults').fill('2');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-timed-date-join-360.png`, fullPage: true });
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are number 1 on the waiting list' }),
  ).toBeVisible();

  // The booking is cancelled: its seats are offered to Layla, whose page asks the hotel and diets.
  const bookings = await request.get('/api/v1/admin/all-bookings', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: bookingId },
  });
  const id = ((await bookings.json()) as { bookings: { _id: string }[] }).bookings[0]!._id;
  const cancelled = await request.post(`/api/v1/admin/bookings/${id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'Plans changed' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const offer = await waitForMail(port, 'layla@example.com', /Seats for you/);
  const link = linkOf(offer.text, 'waitlist-offer');

  await page.goto(`/ar${link}`);
  await expect(page.locator('.pickup-choice')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-offer-pickup-ar-360.png`, fullPage: true });

  await page.goto(link);
  await expect(page.getByText(/held for you until/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Choose your hotel or pickup point.')).toBeVisible();
  await expect(page.locator('.pickup-choice input').first()).toBeFocused();
  await page.getByLabel('Search hotels and areas').fill('Atlantis');
  await page.getByRole('radio', { name: /Atlantis The Palm/ }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'We pick you up from Atlantis The Palm at' }),
  ).toBeVisible();
  const guests = page.locator('.guest-questions');
  await guests
    .nth(0)
    .getByLabel(/Dietary needs/)
    .selectOption('None');
  await guests
    .nth(1)
    .getByLabel(/Dietary needs/)
    .selectOption('Vegetarian');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/waitlist-offer-pickup-360.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/success\?token=/);
  await expect(page.getByText('Layla Haddad')).toBeVisible();
  await expect(page.getByText(/Atlantis The Palm/).first()).toBeVisible();
  await setSafariCapacity(request, token, 30);
});
