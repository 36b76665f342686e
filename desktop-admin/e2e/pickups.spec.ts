import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, adminToken, api, signIn, todayDubai } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');

/** No serious or critical accessibility problem in the part of the page `selector` names. */
async function expectAccessible(page: Page, selector = 'body') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A time-slot tour of our own (16:00), with no pickups or questions yet. */
async function tour(title: string): Promise<{ _id: string }> {
  const created = await api<{ _id: string }>('POST', '/create', {
    token: await adminToken(),
    body: {
      service: 'dubai-frame',
      title,
      ticketType: 'tour',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 3000 },
          weekEnds: { adult: 6000, child: 4000 },
        },
      ],
      isTimeSlot: true,
      timeSlots: ['16:00'],
      capacityPerSlot: 20,
      currency: 'myr',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A paid booking of two adults with the pickup and each guest's answer, through the API. */
async function paidBooking(ticketId: string, date: string, pointId: string): Promise<string> {
  const created = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot: '16:00',
      adultCount: 2,
      childCount: 0,
      name: 'Layla Pickup',
      email: 'layla.pickup@example.com',
      mobileNumber: '+971501234567',
      pickupPointId: pointId,
      answers: { participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegetarian' }] },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const url = new URL(created.body.url);
  const pay = await fetch(`${url.origin}${url.pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  return created.body.bookingId;
}

test('staff add a pickup point and a question; the booking shows the pickup and the answers, and the hotel finds it', async ({
  page,
}) => {
  // One long walk through four screens, with axe on each, on a shared machine.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const hotel = `Creekside Palace ${stamp}`;
  const title = `E2E Hatta Tour ${stamp}`;
  const ticket = await tour(title);

  // The shared list, with the demo's Dubai hotels.
  await signIn(page, 'pickups');
  const list = page.getByRole('region', { name: 'Pickup points' });
  // The demo's own (the manifest's spec adds an "Atlantis The Palm <stamp>" of its own).
  await expect(list.getByRole('row', { name: /^Atlantis The Palm Crescent/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SHOTS, 'pickup-points-1280x800.png'), fullPage: true });

  await page.getByRole('button', { name: /New pickup point/ }).click();
  const editor = page.getByRole('dialog', { name: 'New pickup point' });
  await editor.getByRole('button', { name: 'Save pickup point' }).click();
  await expect(editor.getByText('Enter the hotel or place, e.g. Atlantis The Palm.')).toBeVisible();
  await expect(editor.getByText(/Enter a latitude between -90 and 90/)).toBeVisible();
  await editor.getByLabel('Hotel or place').fill(hotel);
  await editor.getByLabel('Area').fill('Deira');
  await editor.getByLabel('Address').fill('Baniyas Road, Deira');
  await editor.getByLabel('Latitude').fill('25.2654');
  await editor.getByLabel('Longitude').fill('55.3091');
  await editor.getByLabel(/Driver arrives/).fill('30');
  await editor.getByLabel(/Extra price per participant/).fill('12.5');
  await expectAccessible(page, 'dialog[open]');
  await editor.getByRole('button', { name: 'Save pickup point' }).click();
  await expect(editor).toBeHidden();
  await page.getByLabel('Search').fill('creekside palace');
  const row = list.getByRole('row', { name: new RegExp(hotel) });
  await expect(row).toContainText('RM 12.50');
  await expect(row).toContainText('30 min before');
  const points = await api<{ _id: string; name: string; extraPrice: number }[]>(
    'GET',
    '/admin/pickup-points',
    {
      token: await adminToken(),
    },
  );
  const point = points.body.find((p) => p.name === hotel)!;
  expect(point.extraPrice).toBe(1250);

  // The ticket collects from it and asks each guest's diet.
  await page.goto('/#/tickets');
  await page.getByLabel('Service').first().selectOption('dubai-frame');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ticket: ${title}` });
  const pickup = dialog.getByRole('group', { name: 'Pickup & meeting point' });
  await pickup.getByLabel(/Pickup required/).check();
  await pickup.getByPlaceholder('Search hotel, area or address').fill('creekside');
  await pickup.getByRole('checkbox', { name: new RegExp(hotel) }).check();
  await expect(pickup.getByText('Pickup points (1 of')).toBeVisible();
  const questions = dialog.getByRole('group', { name: 'Questions' });
  await questions.getByRole('button', { name: 'Add question' }).click();
  await questions.getByRole('textbox', { name: 'Question 1' }).fill('Dietary needs');
  await questions.getByLabel('Answer').selectOption('choice');
  await questions.getByLabel('Asked').selectOption('participant');
  await questions.getByLabel('Required').check();
  await questions.getByLabel('Options (one per line)').fill('None');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(questions.getByText('A choice needs at least two options.')).toBeVisible();
  await questions.getByLabel('Options (one per line)').fill('None\nVegetarian\nVegan');
  await questions.getByLabel('Help text').fill('Choose None when there are none.');
  await expectAccessible(page, 'dialog[open]');
  await pickup.getByText('Pickup points (1 of').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'ticket-pickups-questions-1280x800.png') });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const saved = await api<{
    pickupMode: string;
    pickupPointIds: string[];
    questions: { id: string; options: string[] }[];
  }>('GET', `/admin/get-ticket?id=${ticket._id}`, { token: await adminToken() });
  expect(saved.body.pickupMode).toBe('required');
  expect(saved.body.pickupPointIds).toEqual([point._id]);
  expect(saved.body.questions).toMatchObject([
    { id: 'dietary-needs', options: ['None', 'Vegetarian', 'Vegan'] },
  ]);

  // A guest books with the pickup and answers; staff find the booking by the hotel.
  const date = addDays(todayDubai(), 9);
  const reference = await paidBooking(ticket._id, date, point._id);
  await page.goto('/#/bookings');
  await page.getByLabel('Search').fill('creekside palace');
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row', { name: new RegExp(reference) }).click();
  const detail = page.getByRole('dialog', { name: `Booking ${reference}` });
  const panel = detail.getByRole('region', { name: 'Pickup' });
  await expect(panel).toContainText(`${hotel}, Deira at 15:30`);
  await expect(panel.getByRole('link', { name: `Open ${hotel} in maps` })).toHaveAttribute(
    'href',
    /25\.265400%2C55\.309100/,
  );
  await expect(panel).toContainText('Pickup charged: RM 25.00');
  const answers = panel.getByRole('definition');
  await expect(answers).toHaveText(['None', 'Vegetarian']);
  await expect(panel.getByRole('term')).toHaveText(['Guest 1: Dietary needs', 'Guest 2: Dietary needs']);
  await expectAccessible(page, 'dialog[open]');
  await panel.getByRole('term').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'booking-pickup-answers-1280x800.png') });

  // On a narrow window the same detail reads without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await panel.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'booking-pickup-answers-360.png') });
  await page.keyboard.press('Escape');
  await page.goto('/#/pickups');
  await expect(page.getByRole('row', { name: /^Atlantis The Palm Crescent/ })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SHOTS, 'pickup-points-360.png'), fullPage: true });
});
