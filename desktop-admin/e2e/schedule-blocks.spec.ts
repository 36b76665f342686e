import { expect, test, type Page } from '@playwright/test';
import { addDays, adminToken, api, signIn, todayDubai } from './helpers';
import { E2E } from './env';

interface Ticket {
  _id: string;
  title: string;
  service: string;
}

/** A slot ticket of our own, open every day, so its blocks and bookings are this test's alone. */
async function ticketOfOurOwn(token: string, title: string): Promise<Ticket> {
  const created = await api<Ticket>('POST', '/create', {
    token,
    body: {
      service: 'dubai-frame',
      title,
      ticketType: 'general-admission',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 3000 },
          weekEnds: { adult: 6000, child: 4000 },
        },
      ],
      currency: 'myr',
      isTimeSlot: true,
      timeSlots: ['09:00', '11:00'],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function paidBooking(
  ticket: Ticket,
  bookingDate: string,
  party: { name: string; adultCount: number; childCount: number },
): Promise<string> {
  const checkout = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId: ticket._id,
      preferenceIndex: 0,
      bookingDate,
      timeSlot: '09:00',
      ...party,
      email: `slot-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      mobileNumber: '+971501234567',
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBeLessThan(400);
  return checkout.body.bookingId;
}

async function openTicket(page: Page, ticket: Ticket, date: string): Promise<void> {
  await signIn(page, 'schedule');
  await page.getByLabel('Service').selectOption('dubai-frame');
  await page.getByLabel('Ticket').selectOption({ label: ticket.title });
  await pickDate(page, date);
}

async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: /next month/i }).click();
  await day.click();
  await expect(page.locator(`[data-day="${date}"]`)).toHaveClass(/rdp-selected/);
}

test('blocking a date or a slot asks first and wants a reason; both are listed with who and why, and unblock from the list', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await ticketOfOurOwn(token, `E2E Blocks ${Date.now()}`);
  const date = addDays(todayDubai(), 6);
  const slotDate = addDays(todayDubai(), 7);
  const blocked = async () =>
    (
      await api<unknown[]>('GET', `/admin/blocked?service=${ticket.service}&ticketId=${ticket._id}`, {
        token,
      })
    ).body;
  await openTicket(page, ticket, date);

  // Asked first: nothing is closed until the reason is given and confirmed.
  await page.getByRole('button', { name: 'Block this date' }).click();
  const ask = page.getByRole('dialog', { name: 'Block this date?' });
  await expect(ask).toContainText(`The storefront stops selling ${ticket.title}`);
  await ask.getByRole('button', { name: 'Block the date' }).click();
  await expect(ask.getByText('say why, in a few words')).toBeVisible();
  await ask.getByRole('button', { name: 'Keep it open' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Open for booking')).toBeVisible();
  expect(await blocked()).toEqual([]);

  await page.getByRole('button', { name: 'Block this date' }).click();
  await ask.getByLabel('Reason').fill('Lifts under maintenance');
  await ask.getByRole('button', { name: 'Block the date' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(`Blocked for ${ticket.title}`)).toBeVisible();
  const dayPanel = page.locator('section[aria-labelledby="day-heading"]');
  await expect(dayPanel).toContainText('Lifts under maintenance');
  await expect(dayPanel).toContainText(`Blocked by ${E2E.adminEmail}`);

  // A slot on another day, with its own reason.
  await pickDate(page, slotDate);
  const slotRow = page.getByRole('row').filter({ hasText: '11:00' });
  await slotRow.getByRole('button', { name: 'Block slot 11:00' }).click();
  const askSlot = page.getByRole('dialog', { name: 'Block the 11:00 slot?' });
  await askSlot.getByLabel('Reason').fill('Private event on the deck');
  await askSlot.getByRole('button', { name: 'Block 11:00' }).click();
  await expect(slotRow.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Seats left' })).toContainText(
    `Private event on the deck · Blocked by ${E2E.adminEmail}`,
  );

  // Both in the upcoming list, date by date, each with its reason and who blocked it.
  const list = page.getByRole('list', { name: 'Upcoming blocks' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('whole day');
  await expect(items.nth(0)).toContainText('Lifts under maintenance');
  await expect(items.nth(0)).toContainText(`Blocked by ${E2E.adminEmail}`);
  await expect(items.nth(1)).toContainText('11:00 slot');
  await expect(items.nth(1)).toContainText('Private event on the deck');
  expect(await blocked()).toHaveLength(2);

  // Unblocking the slot from the list opens it again.
  await items
    .nth(1)
    .getByRole('button', { name: /^Unblock .* at 11:00$/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(slotRow.getByText('Open', { exact: true })).toBeVisible();
  const slots = await api<{ slots: { timeSlot: string; status: string }[] }>(
    'GET',
    `/time-slot?dateForSlot=${slotDate}&ticketId=${ticket._id}`,
  );
  expect(slots.body.slots.find((s) => s.timeSlot === '11:00')?.status).toBe('available');
});

test('the slot-cancel preview lists the guests it will cancel: names, party and reference', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await ticketOfOurOwn(token, `E2E Guests ${Date.now()}`);
  const date = addDays(todayDubai(), 8);
  const aisha = await paidBooking(ticket, date, { name: 'Aisha Rahman', adultCount: 2, childCount: 1 });
  const wei = await paidBooking(ticket, date, { name: 'Wei Chen', adultCount: 1, childCount: 0 });
  await openTicket(page, ticket, date);

  await page.getByRole('button', { name: 'Cancel all bookings of slot 09:00' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel all bookings of E2E Guests .* at 09:00\?$/ });
  const guests = dialog.getByRole('table', { name: 'Bookings it cancels' });
  await expect(guests.locator('tbody tr')).toHaveCount(2);
  await expect(guests.getByRole('row').filter({ hasText: 'Aisha Rahman' }).getByRole('cell')).toHaveText([
    'Aisha Rahman',
    '2 adults, 1 child',
    aisha,
    /RM/,
  ]);
  await expect(guests.getByRole('row').filter({ hasText: 'Wei Chen' }).getByRole('cell')).toHaveText([
    'Wei Chen',
    '1 adult',
    wei,
    /RM/,
  ]);
  await dialog.getByRole('button', { name: 'Keep the bookings' }).click();
  await expect(dialog).toBeHidden();
});
