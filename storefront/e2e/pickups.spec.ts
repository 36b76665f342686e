import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addDays,
  adminToken,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  expectNoSidewaysScroll,
  fillContact,
  payOnProvider,
  pickDate,
  visibleButton,
} from './helpers';
import { manageLinkOf, waitForMail } from './mail';

// Hotel pickups and the tour's questions on a phone: the demo's evening safari collects every guest
// (its drivers come 15 to 50 minutes before the 15:00 start, by hotel) and asks each guest's dietary
// needs for the barbecue (required) and the room number (optional).
const port = Number(process.env.E2E_PORT ?? 3310);
const SAFARI = { service: 'red-dune-desert-safari', title: 'Evening Desert Safari with BBQ Dinner' };
/** Screenshots people look at, kept outside the repository when SHOTS_DIR says where. */
const shot = (name: string) =>
  process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name);

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// Two whole bookings with accessibility scans: slow on a shared machine.
test.setTimeout(180_000);

/** Two adults (the safari sells adults in pairs) on the 15:00 departure of `date`, at the checkout. */
async function safariCheckout(page: Page, date: string) {
  await chooseTicket(page, SAFARI.service, SAFARI.title);
  await pickDate(page, date);
  await page.getByRole('radio', { name: '15:00' }).check();
  await visibleButton(page, /select participants|change participants/i).click();
  const dialog = page.getByRole('dialog', { name: 'Participants' });
  await dialog.getByRole('button', { name: 'Add 2 adults' }).click();
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

const diet = (page: Page, guest: number) => page.locator(`#q-${guest}-dietary-needs`);

/** Staff set a demo hotel's extra price per guest in the back office; answers the price it had. */
async function setPointPrice(request: APIRequestContext, name: string, extraPrice: number) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get('/api/v1/admin/pickup-points', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const point = ((await list.json()) as { _id: string; name: string; extraPrice: number }[]).find(
    (p) => p.name === name,
  )!;
  const { _id, ticketCount: _count, ...input } = point as typeof point & { ticketCount?: number };
  const write = await request.put(`/api/v1/admin/pickup-points/${_id}`, {
    data: { ...input, extraPrice },
    headers,
  });
  expect(write.status(), await write.text()).toBe(200);
  return point.extraPrice;
}

test('a guest books the evening safari with a hotel pickup and dietary needs, then changes the hotel', async ({
  page,
  request,
}) => {
  const email = 'safari.pickup@example.com';
  await safariCheckout(page, addDays(dubaiToday(), 9));
  await expect(page.getByRole('group', { name: 'Where shall we pick you up?' })).toBeVisible();
  await fillContact(page, { name: 'Noor Al Falasi', email, mobile: '501234987' });

  // Nothing chosen, nothing answered: the form says what is missing and stays on the checkout.
  await page.getByLabel(/I accept the/).check();
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Choose your hotel or pickup point.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // The hotel, from the searchable list; the driver's time follows from it (15:00 less 25 minutes).
  await page.getByLabel('Search hotels and areas').fill('marina');
  await expect(page.getByRole('radio', { name: /Fairmont/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Address Dubai Marina/ }).check();
  await expect(page.locator('.pickup-time')).toHaveText('We pick you up from Address Dubai Marina at 14:35');

  // A required answer left empty is refused: one guest answered, the other not.
  await diet(page, 0).selectOption('Vegetarian');
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await expect(diet(page, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.booking-questions .field-error')).toHaveText(['Answer this question.']);
  await expect(page).toHaveURL(/\/checkout$/);
  await diet(page, 1).selectOption('None');
  await page.getByLabel('Room number (optional)').fill('1204');

  // The hotel and the answers survive a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Address Dubai Marina/ })).toBeChecked();
  await expect(page.locator('.pickup-time')).toHaveText('We pick you up from Address Dubai Marina at 14:35');
  await expect(diet(page, 0)).toHaveValue('Vegetarian');
  await expect(diet(page, 1)).toHaveValue('None');
  await expect(page.getByLabel('Room number (optional)')).toHaveValue('1204');
  await expect(page.getByLabel('Full name')).toHaveValue('Noor Al Falasi');
  await page.screenshot({ path: shot('pickups-checkout-360.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await payOnProvider(page, 'Pay');

  // The success page says where and when, with a maps link at the hotel's coordinates.
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  const place = page.locator('.pickup-place');
  await expect(place).toContainText('We pick you up from Address Dubai Marina at 14:35');
  await expect(place.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /query=25\.077623%2C55\.139513$/,
  );
  await page.screenshot({ path: shot('pickups-success-360.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // So does the confirmation mail.
  const mail = await waitForMail(port, email, /^Booking confirmed/);
  expect(mail.text).toContain('We pick you up from Address Dubai Marina at 14:35 on');
  expect(mail.text).toContain('Vegetarian');

  // The manage page: the pickup and the answers, and the form to change them.
  await page.goto(manageLinkOf(mail));
  const visit = page.getByRole('region', { name: 'Pickup and your answers' });
  await expect(visit.getByTestId('meeting-point')).toContainText(
    'We pick you up from Address Dubai Marina at 14:35',
  );
  await expect(visit.getByTestId('given-answers')).toContainText('Vegetarian');
  await expect(visit.getByTestId('given-answers')).toContainText('1204');
  await visit.getByRole('button', { name: 'Change hotel or answers' }).click();
  await expect(visit.getByRole('radio', { name: /Address Dubai Marina/ })).toBeChecked();
  await expect(diet(page, 0)).toHaveValue('Vegetarian');
  // Only the hotels at the price paid are offered (a dearer one is staff's to change to).
  await visit.getByLabel('Search hotels and areas').fill('Atlantis');
  await expect(visit.getByText('No hotel matches.')).toBeVisible();
  await expect(visit.getByText('Hotels at another pickup price are not listed here')).toBeVisible();
  await visit.getByLabel('Search hotels and areas').fill('downtown');
  await visit.getByRole('radio', { name: /Armani Hotel Dubai/ }).check();
  await expect(visit.locator('.pickup-time')).toHaveText('We pick you up from Armani Hotel Dubai at 14:25');
  // An empty required answer is refused here too, before anything is sent.
  await diet(page, 1).selectOption('');
  await visit.getByRole('button', { name: 'Save changes' }).click();
  await expect(diet(page, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(diet(page, 1)).toBeFocused();
  await diet(page, 1).selectOption('Vegan');
  await page.screenshot({ path: shot('pickups-manage-form-360.png'), fullPage: true });
  await visit.screenshot({ path: shot('pickups-manage-form-card-360.png') });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await visit.getByRole('button', { name: 'Save changes' }).click();

  const saved = page.getByRole('status').filter({ hasText: 'Your hotel and answers are saved.' });
  await expect(saved).toBeVisible();
  await expect(page.getByTestId('meeting-point')).toContainText(
    'We pick you up from Armani Hotel Dubai at 14:25',
  );
  const given = page.getByTestId('given-answers');
  await expect(given).toContainText('Dietary needs for the BBQ dinner (guest 2)Vegan');
  await expect(given).toContainText('Dietary needs for the BBQ dinner (guest 1)Vegetarian');
  await page.screenshot({ path: shot('pickups-manage-360.png'), fullPage: true });
  await visit.screenshot({ path: shot('pickups-manage-card-360.png') });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A refusal of the API is said above the buttons: here staff priced the chosen hotel meanwhile.
  await visit.getByRole('button', { name: 'Change hotel or answers' }).click();
  await visit.getByLabel('Search hotels and areas').fill('Rove');
  await visit.getByRole('radio', { name: /Rove Downtown/ }).check();
  const before = await setPointPrice(request, 'Rove Downtown', 1500);
  try {
    await visit.getByRole('button', { name: 'Save changes' }).click();
    const refusal = visit.getByRole('alert');
    await expect(refusal).toHaveText('This pickup point has another price. Contact us to change to it.');
    await expect(refusal).toBeFocused();
    await visit.screenshot({ path: shot('pickups-manage-refused-card-360.png') });
  } finally {
    await setPointPrice(request, 'Rove Downtown', before);
  }
  await visit.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(page.getByTestId('meeting-point')).toContainText('Armani Hotel Dubai at 14:25');
});

test('the checkout with a pickup and questions in Arabic, right to left on a phone', async ({ page }) => {
  await safariCheckout(page, addDays(dubaiToday(), 11));
  // The booking in progress is kept when the language changes.
  await page.goto('/ar/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إتمام الحجز' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'من أين نصطحبك؟' })).toBeVisible();
  // The list shows a few hotels; the search finds the others.
  await page.locator('#pickup-search').fill('Palm');
  await page.getByRole('radio', { name: /Atlantis The Palm/ }).check();
  await expect(page.locator('.pickup-time')).toContainText('Atlantis The Palm');
  await expect(page.locator('.pickup-time')).toContainText('14:45');
  await diet(page, 0).selectOption('None');
  await diet(page, 1).selectOption('Gluten-free');
  await page.getByLabel('الاسم الكامل').fill('نور الفلاسي');
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill('noor-ar@example.com');
  await page.getByLabel('رقم الهاتف المحمول').fill('501234567');
  await page.getByLabel(/أوافق على/).check();
  await page.screenshot({ path: shot('pickups-checkout-ar-360.png'), fullPage: true });
  await page.locator('#checkout-form').screenshot({ path: shot('pickups-checkout-ar-form-360.png') });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page
    .locator('.pay-actions')
    .getByRole('button', { name: /^ادفع / })
    .click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/success\?token=/);
  await expect(page.locator('.pickup-place')).toContainText('Atlantis The Palm', { timeout: 30_000 });
  await expect(page.locator('.pickup-place')).toContainText('14:45');
  await page.screenshot({ path: shot('pickups-success-ar-360.png'), fullPage: true });
  await page.locator('.pickup-place').screenshot({ path: shot('pickups-success-ar-place-360.png') });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('after the cut-off the manage page says why the hotel and answers can no longer be changed', async ({
  page,
}) => {
  // Tomorrow's departure: inside the safari's 48 free-cancellation hours, so past the change cut-off.
  const email = 'safari.late@example.com';
  await safariCheckout(page, addDays(dubaiToday(), 1));
  await page.getByLabel('Search hotels and areas').fill('deira');
  await page.getByRole('radio', { name: /Hyatt Regency Dubai/ }).check();
  await diet(page, 0).selectOption('None');
  await diet(page, 1).selectOption('Nut allergy');
  await fillContact(page, { name: 'Omar Haddad', email, mobile: '501234988' });
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });

  const mail = await waitForMail(port, email, /^Booking confirmed/);
  await page.goto(manageLinkOf(mail));
  const visit = page.getByRole('region', { name: 'Pickup and your answers' });
  await expect(visit.getByTestId('meeting-point')).toContainText(
    'We pick you up from Hyatt Regency Dubai at 14:10',
  );
  await expect(visit.getByTestId('given-answers')).toContainText('Nut allergy');
  await expect(visit.getByTestId('details-reason')).toHaveText(
    /can no longer be changed online: the day’s pickups are being planned/,
  );
  await expect(visit.getByRole('button', { name: 'Change hotel or answers' })).toHaveCount(0);
  await visit.screenshot({ path: shot('pickups-manage-cutoff-card-360.png') });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
