import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  addDays,
  adminToken,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  fillContact,
  nextDateOn,
  payOnProvider,
  pickDate,
  setPeople,
  untilHydrated,
  visibleButton,
} from './helpers';

/** Demo tickets no other spec books, so changing their price or holding their seats disturbs none. */
const CREEK_DHOW = '5b0c1a2e-0000-4000-8000-000000000013';
const FRAME_SUNSET = '5b0c1a2e-0000-4000-8000-000000000006';

/** An amount in sen as the storefront shows it, e.g. 23800 → "RM 238.00" (amounts under RM 1,000). */
function rm(sen: number): RegExp {
  return new RegExp(`RM\\s?${(sen / 100).toFixed(2).replace('.', '\\.')}`);
}

/** Staff change a ticket's adult price (weekdays and weekends) in the back office. */
async function setAdultPrice(request: APIRequestContext, ticketId: string, adult: number) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const read = await request.get('/api/v1/admin/get-ticket', { params: { id: ticketId }, headers });
  expect(read.status(), await read.text()).toBe(200);
  const ticket = await read.json();
  for (const key of ['_id', 'createdAt', 'updatedAt']) delete ticket[key];
  ticket.pricing[0].weekDays.adult = adult;
  ticket.pricing[0].weekEnds.adult = adult;
  const write = await request.put(`/api/v1/update-ticket/${ticketId}`, { data: ticket, headers });
  expect(write.status(), await write.text()).toBe(200);
}

async function remainingSeats(request: APIRequestContext, date: string, timeSlot: string) {
  const res = await request.get('/api/v1/time-slot', {
    params: { dateForSlot: date, ticketId: FRAME_SUNSET },
  });
  expect(res.status()).toBe(200);
  const { slots } = (await res.json()) as { slots: { timeSlot: string; remaining: number | null }[] };
  return slots.find((s) => s.timeSlot === timeSlot)?.remaining;
}

test('the whole journey: home, product, ticket, date, slot, people, checkout, payment, confirmed booking', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Dubai Attractions/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dubai');
  await page.getByRole('link', { name: 'Burj Khalifa: At the Top' }).click();
  await expect(page).toHaveURL(/\/burj-khalifa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Burj Khalifa: At the Top' })).toBeVisible();

  const card = page.locator('article.ticket-card').filter({ hasText: 'At the Top, Levels 124 & 125' });
  await expect(card).toContainText('from');
  await card.getByLabel('Fast-track entry').check();
  await card.getByRole('button', { name: 'Choose date' }).click();
  await expect(page).toHaveURL(/\/date-select$/);

  const date = addDays(dubaiToday(), 20);
  await pickDate(page, date);
  await page.getByRole('radio', { name: '11:00' }).check({ force: true });
  const dialog = await setPeople(page, 2, 1);
  const total = dialog.getByTestId('pax-total');
  await expect(total).not.toHaveText('RM 0.00');
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.summary-card')).toContainText('Fast-track entry');
  await expect(page.locator('.summary-card')).toContainText('11:00');
  await fillContact(page);
  await payOnProvider(page, 'Pay');

  await expect(page).toHaveURL(/\/success\?token=/);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('booking-reference')).toHaveText(/^DXB-[A-Z0-9]{6}$/);
  await expect(page.locator('.booking-facts')).toContainText('2 adults, 1 child');
  // The voucher's check-in QR code, served by the API for this success token.
  const entryCode = page.getByRole('img', { name: /^Check-in QR code for booking DXB-/ });
  await expect(entryCode).toBeVisible();
  await expect.poll(() => entryCode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('success-entry-code.png'), fullPage: true });
  await expectAccessible(page);
});

test('the failed path keeps the booking, and a retry pays', async ({ page }) => {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 21));
  const dialog = await setPeople(page, 1, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Omar Saleh', email: 'omar@example.com', mobile: '501112233' });
  await payOnProvider(page, 'Decline');

  await expect(page).toHaveURL(/\/failed/);
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  await expect(page.getByText('nothing was charged')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Omar Saleh');
  await expect(page.getByLabel('Mobile number')).toHaveValue('501112233');
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a price staff change while the visitor is on /checkout is shown and asked again before the payment page', async ({
  page,
  request,
}) => {
  await setAdultPrice(request, CREEK_DHOW, 11_900);
  await chooseTicket(page, 'dhow-cruise', 'Creek Dhow Cruise with Dinner');
  await pickDate(page, nextDateOn(['Tuesday'], 27));
  const people = await setPeople(page, 2, 0);
  await expect(people.getByTestId('pax-total')).toHaveText(rm(23_800));
  await people.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page);
  // The visitor comes back later: the booking is restored from the browser.
  await page.reload();
  const pay = page.locator('.pay-actions').getByRole('button', { name: /^Pay / });
  await expect(pay).toHaveText(rm(23_800));

  await setAdultPrice(request, CREEK_DHOW, 13_900);
  await page.getByLabel(/I accept the/).check();
  await pay.click();

  const notice = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('price-change')).toContainText(rm(23_800));
  await expect(notice.getByTestId('price-change')).toContainText(rm(27_800));
  await expect(page).toHaveURL(/\/checkout$/);
  // Every total on the page is already the new one.
  await expect(page.getByTestId('summary-total')).toHaveText(rm(27_800));
  await expect(page.getByTestId('bottom-bar-total')).toHaveText(rm(27_800));
  await expectAccessible(page);

  await notice.getByRole('button', { name: /^Continue with/ }).click();
  await expect(notice).toBeHidden();
  await expect(pay).toHaveText(rm(27_800));
  await pay.click();
  await page.waitForURL(/\/payments\/local\//);
  await expect(page.locator('.amount')).toHaveText(rm(27_800));
});

test('the failed page frees the held seats through the API client', async ({ page, request }) => {
  const date = nextDateOn(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], 28);
  const before = await remainingSeats(request, date, '16:30');
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Sunset Visit');
  await pickDate(page, date);
  await page.getByRole('radio', { name: '16:30' }).check({ force: true });
  const people = await setPeople(page, 2, 0);
  await people.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Hessa Ali', email: 'hessa@example.com', mobile: '501234999' });
  await page.getByLabel(/I accept the/).check();
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payments\/local\//);
  expect(await remainingSeats(request, date, '16:30')).toBe(before! - 2);

  const cancel = page.waitForResponse((r) => r.url().endsWith('/api/v1/payments/cancel'));
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page).toHaveURL(/\/failed\?booking=DXB-[A-Z0-9]{6}&token=/);
  const answer = await cancel;
  expect(answer.request().method()).toBe('POST');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ bookingStatus: 'expired' });
  await expect(page.getByText('The places we were holding for you have been released.')).toBeVisible();
  expect(await remainingSeats(request, date, '16:30')).toBe(before);
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the same journey works with the bottom bar', async ({ page }) => {
    await page.goto('/');
    const product = page.getByRole('link', { name: 'Dubai Aquarium & Underwater Zoo' });
    await untilHydrated(product);
    await product.click();
    // The pair offers name their price, and still wrap inside the card.
    await expect(page.getByText(/Sold in pairs · 2 children from/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const card = page.locator('article.ticket-card').filter({ hasText: 'Aquarium Tunnel & Underwater Zoo' });
    await card.getByRole('button', { name: 'Choose date' }).click();
    await pickDate(page, addDays(dubaiToday(), 22));
    // Nothing may stick out sideways on a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await visibleButton(page, 'Select participants').click();
    const dialog = page.getByRole('dialog', { name: 'Participants' });
    await dialog.getByRole('button', { name: 'Add 1 adult' }).click();
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await fillContact(page);
    await page.getByLabel(/I accept the/).check();
    await page.locator('.bottom-bar').getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payments\/local\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a price changed while the visitor was away is shown on entering /checkout, before any pay button', async ({
    page,
    request,
  }) => {
    await setAdultPrice(request, CREEK_DHOW, 11_900);
    await chooseTicket(page, 'dhow-cruise', 'Creek Dhow Cruise with Dinner');
    await pickDate(page, nextDateOn(['Wednesday'], 29));
    await visibleButton(page, 'Select participants').click();
    const people = page.getByRole('dialog', { name: 'Participants' });
    await people.getByRole('button', { name: 'Add 1 adult' }).click();
    await people.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillContact(page);

    await setAdultPrice(request, CREEK_DHOW, 12_900);
    await page.reload();
    const notice = page.getByRole('dialog', { name: 'The price has changed' });
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('price-change')).toContainText(rm(11_900));
    await expect(notice.getByTestId('price-change')).toContainText(rm(12_900));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await notice.getByRole('button', { name: /^Continue with/ }).click();

    const bar = page.locator('.bottom-bar');
    await expect(bar.getByTestId('bottom-bar-total')).toHaveText(rm(12_900));
    await page.getByLabel(/I accept the/).check();
    await bar.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payments\/local\//);
    await expect(page.locator('.amount')).toHaveText(rm(12_900));
  });
});
