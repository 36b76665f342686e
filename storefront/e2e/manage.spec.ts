import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseTicket,
  expectAccessible,
  expectNoSidewaysScroll,
  fillContact,
  nextDateOn,
  payOnProvider,
  pickDate,
  setPeople,
  slotWithin24Hours,
  TICKETS,
} from './helpers';
import { manageLinkOf, waitForMail } from './mail';

// Manage my booking (issue 14) on a phone: book, open the mail's link, move to a cheaper day,
// cancel inside the free window; and a booking inside 24 hours says why it cannot be cancelled.
const port = Number(process.env.E2E_PORT ?? 3310);
const BURJ = { service: 'burj-khalifa', title: 'At the Top, Levels 124 & 125' };
/** Screenshots people look at, kept outside the repository when SHOTS_DIR says where. */
const shot = (name: string) =>
  process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name);
const rm = (text: string) => new RegExp(`RM\\s?${text.replace('.', '\\.')}`);

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Books one adult on the Burj ticket at a date and slot through the storefront, paid. */
async function book(page: Page, date: string, slot: string, email: string) {
  await chooseTicket(page, BURJ.service, BURJ.title);
  await pickDate(page, date);
  await page.getByRole('radio', { name: slot }).check();
  const dialog = await setPeople(page, 1, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Mariam Nasser', email, mobile: '501234321' });
  // The checkout summary states the policy with this visit's cut-off, in Dubai time.
  await expect(page.getByTestId('checkout-policy')).toContainText(
    /Free cancellation (until|ended at) \d\d:\d\d on \w+day \d+ \w+/,
  );
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
}

async function seatsLeft(request: APIRequestContext, date: string, slot: string): Promise<number> {
  const res = await request.get('/api/v1/time-slot', {
    params: { dateForSlot: date, ticketId: TICKETS.burjAtTheTop },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { slots: { timeSlot: string; remaining: number }[] };
  return body.slots.find((s) => s.timeSlot === slot)!.remaining;
}

test('a visitor moves a booking to a cheaper day from the mail, then cancels it inside the free window', async ({
  page,
  request,
}) => {
  const saturday = nextDateOn(['Saturday'], 10);
  const tuesday = nextDateOn(['Tuesday'], 12);
  const email = 'mariam.manage@example.com';
  const before = await seatsLeft(request, saturday, '11:00');
  await page.goto(`/${BURJ.service}`);
  await expect(page.locator('article.ticket-card').first()).toContainText(
    'Free cancellation up to 24 hours before the visit.',
  );

  await book(page, saturday, '11:00', email);
  await expect(page.locator('main').getByRole('link', { name: 'Manage booking' })).toBeVisible();
  expect(await seatsLeft(request, saturday, '11:00')).toBe(before - 1);

  const confirmation = await waitForMail(port, email, /^Booking confirmed/);
  await page.goto(manageLinkOf(confirmation));
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page.getByText(/Free cancellation until \d\d:\d\d on \w+day/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download voucher (PDF)' })).toBeVisible();
  // What the visitor needs at the entrance: the check-in code (drawn for this token) and where to meet.
  const code = page.getByRole('img', { name: /^Check-in QR code for booking DXB-/ });
  await expect(code).toBeVisible();
  await expect
    .poll(() => code.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('meeting-point')).toContainText('At the Top entrance');
  await page.screenshot({ path: test.info().outputPath('manage-360.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The change opens on the booked month, the booked date ringed; "Keep my date" closes it.
  await page.getByRole('button', { name: 'Change date' }).click();
  const booked = page.locator(`td[data-day="${saturday}"]:not([data-outside])`);
  await expect(booked).toBeVisible();
  await expect(booked).toHaveClass(/day-current/);
  await expect(booked.getByRole('button')).toHaveAccessibleName(/your current date/);
  await page.getByRole('button', { name: 'Keep my date' }).click();
  await expect(page.getByRole('button', { name: 'Keep my date' })).toHaveCount(0);
  await expect(page.locator('.booking-facts')).toContainText('11:00');

  // Move to a weekday: the calendar names each day's state and price before it is picked.
  await page.getByRole('button', { name: 'Change date' }).click();
  await pickDate(page, tuesday);
  const tuesdayCell = page.locator(`td[data-day="${tuesday}"]:not([data-outside]) button`);
  await expect(tuesdayCell).toHaveAccessibleName(new RegExp(`available, ${rm('169.00').source} per adult`));
  await page.getByRole('radio', { name: '11:00' }).check();
  await page.screenshot({ path: test.info().outputPath('manage-move-360.png'), fullPage: true });
  await expect(page.getByTestId('move-difference')).toHaveText(/costs less: we refund RM\s?20\.00/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm the new date' }).click();
  const moved = page.getByRole('status').filter({ hasText: 'Your booking is moved' });
  await expect(moved).toContainText(rm('20.00'));
  // Said where the visitor is looking (the change was made far below the top of the page).
  await expect(moved).toBeInViewport();
  await expect(moved).toBeFocused();
  await expect(page.getByTestId('refunded-amount')).toHaveText(rm('20.00'));
  await expect(page.locator('.booking-facts')).toContainText('11:00');
  expect(await seatsLeft(request, saturday, '11:00')).toBe(before);
  expect(await seatsLeft(request, tuesday, '11:00')).toBe(before - 1);
  await waitForMail(port, email, /^New date confirmed/);

  // Cancel inside the free window: the refund (what is left of the 169.00) is shown before confirming.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(rm('169.00'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^Cancel and refund/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toContainText(
    rm('169.00'),
  );
  await expect(page.getByTestId('refunded-amount')).toHaveText(rm('189.00'));
  // One statement: what was paid, each refund, and a balance that never goes below zero.
  const statement = page.getByTestId('money-statement');
  await expect(statement.locator('tbody tr')).toHaveText([
    new RegExp(`^Payment.*${rm('189.00').source}$`),
    new RegExp(`^Refund: date changed to a cheaper visit.*−${rm('20.00').source}$`),
    new RegExp(`^Refund: booking cancelled.*−${rm('169.00').source}$`),
  ]);
  await expect(page.getByTestId('money-balance')).toHaveText(rm('0.00'));
  await page.screenshot({ path: shot('manage-statement-360x740.png'), fullPage: true });
  await expect(page.getByTestId('cancel-reason')).toHaveText(/cancelled/);
  expect(await seatsLeft(request, tuesday, '11:00')).toBe(before);
  await waitForMail(port, email, /^Booking cancelled/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('manage-desktop.png'), fullPage: true });
  await page.screenshot({ path: shot('manage-statement-1280x800.png'), fullPage: true });
});

test('a move to a dearer day is paid on the payment page first, then made', async ({ page, request }) => {
  const wednesday = nextDateOn(['Wednesday'], 10);
  const sunday = nextDateOn(['Sunday'], 12);
  const email = 'dearer.manage@example.com';
  await book(page, wednesday, '13:00', email);
  await page.goto(manageLinkOf(await waitForMail(port, email, /^Booking confirmed/)));

  await page.getByRole('button', { name: 'Change date' }).click();
  await pickDate(page, sunday);
  await page.getByRole('radio', { name: '13:00' }).check();
  await expect(page.getByTestId('move-difference')).toHaveText(/costs RM\s?20\.00 more/);
  await page.getByRole('button', { name: /^Pay RM\s?20\.00 and move/ }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/booking\?token=.*&changed=1$/);
  // Back from paying: what became of the change is said at the top, in view, without a reload
  // (the move is final once the provider's payment event has landed).
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: /Payment received|Confirming your payment/ });
  await expect(confirmation).toBeInViewport();
  await expect(confirmation).toHaveText(/^Payment received: your booking is moved to Sunday, .* at 13:00\./, {
    timeout: 20_000,
  });
  await expect(page.locator('.booking-facts')).toContainText(/Sunday/);
  // The difference paid is a payment of its own in the statement.
  await expect(page.getByTestId('money-statement').locator('tbody tr')).toHaveText([
    /^Payment/,
    new RegExp(`^Date change payment.*${rm('20.00').source}$`),
  ]);
  await page.screenshot({ path: test.info().outputPath('manage-changed-360.png') });
  expect(await seatsLeft(request, sunday, '13:00')).toBeLessThan(
    await seatsLeft(request, wednesday, '13:00'),
  );
});

test('inside 24 hours of the visit the cancel button is replaced by why', async ({ page }) => {
  const { date, slot } = slotWithin24Hours();
  const email = 'late.manage@example.com';
  await book(page, date, slot, email);
  const confirmation = await waitForMail(port, email, /^Booking confirmed/);
  await page.goto(manageLinkOf(confirmation));
  await expect(page.getByTestId('cancel-reason')).toHaveText(/^Free cancellation ended at \d\d:\d\d on /);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByTestId('reschedule-reason')).toHaveText(/^Date changes ended at /);

  // The look-up form answers the same whether or not the e-mail matches.
  await page.goto('/booking?reference=DXB-AAAAAA');
  await expect(page.getByLabel('Booking reference')).toHaveValue('DXB-AAAAAA');
  await page.screenshot({ path: test.info().outputPath('manage-lookup-360.png'), fullPage: true });
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If a booking matches, we have sent you a link/);
  // And what happens next: which mail to look for, what it opens, and what to do without it.
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.locator('.manage-next')).toContainText('An email titled Manage your booking DXB-AAAAAA');
  await expect(page.locator('.manage-next')).toContainText(
    'change the date, cancel or download your voucher',
  );
  await page.screenshot({ path: test.info().outputPath('manage-lookup-sent-360.png'), fullPage: true });
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
