import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, expectAccessible, expectNoSidewaysScroll, nextDateOn, pickDate } from './helpers';
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
  await form.getByLabel('Mobile number').fill('+971501112233');
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
