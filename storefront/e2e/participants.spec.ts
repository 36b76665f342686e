import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminToken,
  chooseTicket,
  expectAccessible,
  fillContact,
  nextDateOn,
  pickDate,
  setPeople,
  visibleButton,
} from './helpers';

// The participants sheet against the seats a visit has left, and what a refusal for want of seats
// says: the server's words, and nothing about a time slot for a ticket that has none.
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];

/** A ticket of its own on the Dubai Frame with few seats, so the test owns every seat of it. */
async function smallTicket(
  request: APIRequestContext,
  title: string,
  { timed, capacity }: { timed: boolean; capacity: number },
): Promise<string> {
  const res = await request.post('/api/v1/create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      service: 'dubai-frame',
      title,
      ticketType: 'small-group',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 2500 },
          weekEnds: { adult: 6000, child: 3000 },
        },
      ],
      timeSlots: timed ? ['10:00'] : [],
      isTimeSlot: timed,
      currency: 'myr',
      capacityPerSlot: capacity,
      childAgeRange: { min: 4, max: 11 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())._id as string;
}

/** Someone else's unpaid checkout holding `seats` of the visit. */
async function holdSeats(
  request: APIRequestContext,
  ticketId: string,
  date: string,
  timeSlot: string | null,
  seats: number,
) {
  const res = await request.post('/api/v1/payments/create-checkout', {
    data: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot,
      adultCount: seats,
      childCount: 0,
      name: 'Other Visitor',
      email: `other.${Date.now()}@example.com`,
      mobileNumber: '+971501110000',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function toCheckout(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillContact(page, { name: 'Noor Saleh', email: 'noor.seats@example.com', mobile: '501230000' });
  await page.getByLabel(/I accept the/).check();
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
}

test('the sheet stops at the seats left in the slot and says so; a refusal keeps the server’s words', async ({
  page,
  request,
}) => {
  const title = `Frame Small Group ${Date.now()}`;
  const ticketId = await smallTicket(request, title, { timed: true, capacity: 3 });
  const date = nextDateOn(WEEKDAYS, 9);
  await chooseTicket(page, 'dubai-frame', title);
  await pickDate(page, date);
  await page.getByRole('radio', { name: '10:00' }).check({ force: true });
  const dialog = await setPeople(page, 3, 0);
  // A fourth person cannot be added: the slot has three seats.
  await expect(dialog.getByRole('button', { name: 'Add 1 adult' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add 1 child' })).toBeDisabled();
  await expect(dialog).toContainText('Only 3 seats are left at 10:00.');
  await expect(dialog.getByRole('group', { name: 'Children' })).toContainText('Ages 4 to 11');
  await expect(dialog.getByRole('group', { name: 'Adults' }).locator('output')).toHaveText('3');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('participants-capped.png') });

  // Another visitor takes two of the seats while this one is at checkout.
  await holdSeats(request, ticketId, date, '10:00', 2);
  await toCheckout(page, dialog);
  const problem = page.locator('.checkout-problem');
  await expect(problem).toContainText('Only 1 seat is left.');
  await expect(problem).not.toContainText('just sold out or closed');
  await problem.getByRole('link', { name: 'Change participants' }).click();
  await expect(page).toHaveURL(/\/date-select$/);
  await visibleButton(page, /select participants|change participants/i).click();
  const again = page.getByRole('dialog', { name: 'Participants' });
  await expect(again).toContainText('Only 1 seat is left at 10:00. Remove 2 to continue.');
  await expect(again.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  await again.getByRole('button', { name: 'Remove 1 adult' }).click();
  await again.getByRole('button', { name: 'Remove 1 adult' }).click();
  await expect(again.getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
});

test('a ticket without time slots is never told about a time slot when its seats run out', async ({
  page,
  request,
}) => {
  const title = `Frame Day Pass ${Date.now()}`;
  const ticketId = await smallTicket(request, title, { timed: false, capacity: 2 });
  const date = nextDateOn(WEEKDAYS, 10);
  await chooseTicket(page, 'dubai-frame', title);
  await pickDate(page, date);
  const dialog = await setPeople(page, 2, 0);
  await holdSeats(request, ticketId, date, null, 2);
  await toCheckout(page, dialog);
  const problem = page.locator('.checkout-problem');
  await expect(problem).toContainText('Sold out: no seats are left.');
  await expect(problem.getByRole('link', { name: 'Choose another date' })).toBeVisible();
  await expect(problem).not.toContainText(/time|slot/i);
});
