import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BOOKING_HORIZON_DAYS } from '@tours/core/domain';
import { E2E } from './env';
import { addDays, api, signIn, todayDubai, weekdayOf } from './helpers';

/** Screenshots of each state of the screen, to look at (not compared). */
const SHOTS = process.env['SCHEDULE_SHOTS'] ?? path.join(os.tmpdir(), 'admin-schedule-states');

interface Ticket {
  _id: string;
  title: string;
  service: string;
  isTimeSlot: boolean;
  timeSlots: string[];
  attractionClosed: string[];
  capacityPerSlot: number | null;
  maxPerBooking: number;
}
interface ServiceSummary {
  service: string;
  name: string;
}

async function findTicket(
  what: string,
  matches: (t: Ticket) => boolean,
): Promise<{ ticket: Ticket; serviceName: string }> {
  const services = await api<ServiceSummary[]>('GET', '/get-service');
  for (const s of services.body) {
    const tickets = await api<Ticket[]>('GET', `/tickets/service?service=${s.service}`);
    const ticket = tickets.body.find(matches);
    if (ticket) return { ticket, serviceName: s.name };
  }
  throw new Error(`The demo catalogue has no ${what}`);
}

const timeSlotTicket = () => findTicket('time-slot ticket', (t) => t.isTimeSlot && t.timeSlots.length >= 2);

test('block and unblock a date and a slot; the storefront availability follows', async ({ page }) => {
  const { ticket, serviceName } = await timeSlotTicket();
  let date = addDays(todayDubai(), 9);
  while (ticket.attractionClosed.includes(weekdayOf(date))) date = addDays(date, 1);
  const slot = ticket.timeSlots[1]!;

  await signIn(page, 'schedule');
  await page.getByLabel('Service').selectOption({ label: serviceName });
  await page.getByLabel('Ticket').selectOption({ label: ticket.title });

  // Walk the calendar to the date's month and pick the day.
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
  await expect(page.locator(`[data-day="${date}"]`)).toHaveClass(/rdp-selected/);

  // Block the date: it asks first, with a reason.
  await page.getByRole('button', { name: 'Block this date' }).click();
  await confirmBlock(page, 'Block this date?', 'Block the date', 'Lifts under maintenance');
  await expect(page.getByText(/is blocked$/)).toBeVisible();
  await expect(page.getByText(`Blocked for ${ticket.title}`)).toBeVisible();
  const blocked = await api<{ _id: string; blockedDate: string }[]>(
    'GET',
    `/date-manage?service=${ticket.service}&ticketId=${ticket._id}`,
  );
  expect(blocked.body.map((b) => b.blockedDate.slice(0, 10))).toContain(date);

  // Unblock it again.
  await page.getByRole('button', { name: 'Unblock this date' }).click();
  await expect(page.getByText('Open for booking')).toBeVisible();
  const unblocked = await api<{ blockedDate: string }[]>(
    'GET',
    `/date-manage?service=${ticket.service}&ticketId=${ticket._id}`,
  );
  expect(unblocked.body.map((b) => b.blockedDate.slice(0, 10))).not.toContain(date);

  // Block one slot on that date.
  const slotRow = page.getByRole('row').filter({ hasText: slot });
  await slotRow.getByRole('button', { name: `Block slot ${slot}` }).click();
  await confirmBlock(page, `Block the ${slot} slot?`, `Block ${slot}`, 'Private event');
  await expect(slotRow.getByText('Blocked', { exact: true })).toBeVisible();
  type Slots = { slots: { timeSlot: string; status: string }[] };
  const slots = await api<Slots>('GET', `/time-slot?dateForSlot=${date}&ticketId=${ticket._id}`);
  expect(slots.body.slots.find((s) => s.timeSlot === slot)?.status).toBe('blocked');
  expect(slots.body.slots.find((s) => s.timeSlot === ticket.timeSlots[0])?.status).toBe('available');

  await slotRow.getByRole('button', { name: `Unblock slot ${slot}` }).click();
  await expect(slotRow.getByText('Open')).toBeVisible();
  const again = await api<Slots>('GET', `/time-slot?dateForSlot=${date}&ticketId=${ticket._id}`);
  expect(again.body.slots.find((s) => s.timeSlot === slot)?.status).toBe('available');
});

/** The block confirmation: it names what closes, asks why, and blocks only once confirmed. */
async function confirmBlock(page: Page, title: string, button: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Serious or critical axe findings of the page as it is now, and a screenshot to look at. */
async function snapshot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.state-loading')).toHaveCount(0, { timeout: 15_000 });
  const size = page.viewportSize()!;
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`),
    fullPage: true,
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help}`),
    name,
  ).toEqual([]);
}

async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
  await expect(page.locator(`[data-day="${date}"]`)).toHaveClass(/rdp-selected/);
}

async function openTicket(page: Page, serviceName: string, ticket: Ticket): Promise<void> {
  await page.getByLabel('Service').selectOption({ label: serviceName });
  await page.getByLabel('Ticket').selectOption({ label: ticket.title });
}

/** Every answer the API gave the screen that was a 404: a button that called something not there. */
function watchNotFound(page: Page): string[] {
  const notFound: string[] = [];
  page.on('response', (res) => {
    if (res.url().startsWith(E2E.apiUrl) && res.status() === 404)
      notFound.push(`${res.request().method()} ${res.url()}`);
  });
  return notFound;
}

type Slots = { slots: { timeSlot: string; status: string; reason: string | null }[] };
const slotsOn = async (ticketId: string, date: string) =>
  (await api<Slots>('GET', `/time-slot?dateForSlot=${date}&ticketId=${ticketId}`)).body.slots;

test('a blocked date offers "Unblock this date" once, never a per-slot Unblock, and unblocking it opens the slots', async ({
  page,
}) => {
  const { ticket, serviceName } = await timeSlotTicket();
  const notFound = watchNotFound(page);
  let date = addDays(todayDubai(), 12);
  while (ticket.attractionClosed.includes(weekdayOf(date))) date = addDays(date, 1);
  const slotsTable = page.getByRole('table').filter({ hasText: 'Seats left' });

  await signIn(page, 'schedule');
  await openTicket(page, serviceName, ticket);
  await pickDate(page, date);
  await page.getByRole('button', { name: 'Block this date' }).click();
  await confirmBlock(page, 'Block this date?', 'Block the date', 'Sandstorm forecast');
  await expect(page.getByText(`Blocked for ${ticket.title}`)).toBeVisible();

  // Every slot says the date is blocked; the only unblock offered is the date's, once.
  await expect(slotsTable.getByText('Date blocked')).toHaveCount(ticket.timeSlots.length);
  await expect(page.getByText(/The whole date is blocked/)).toBeVisible();
  await expect(slotsTable.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unblock this date' })).toHaveCount(1);
  expect((await slotsOn(ticket._id, date)).map((s) => s.reason)).toEqual(
    ticket.timeSlots.map(() => 'dateBlocked'),
  );
  await snapshot(page, 'schedule-date-blocked');

  await page.getByRole('button', { name: 'Unblock this date' }).click();
  await expect(page.getByText('Open for booking')).toBeVisible();
  await expect(page.getByText(/The whole date is blocked/)).toHaveCount(0);
  await expect(slotsTable.getByText('Open', { exact: true })).toHaveCount(ticket.timeSlots.length);
  await expect(slotsTable.getByRole('button', { name: /^Block slot / })).toHaveCount(ticket.timeSlots.length);
  // The date is bookable again: the storefront's answer says so.
  expect((await slotsOn(ticket._id, date)).map((s) => [s.status, s.reason])).toEqual(
    ticket.timeSlots.map(() => ['available', null]),
  );

  // A slot blocked on its own is the one case with a per-slot Unblock.
  const slot = ticket.timeSlots[0]!;
  const slotRow = slotsTable.getByRole('row').filter({ hasText: slot });
  await slotRow.getByRole('button', { name: `Block slot ${slot}` }).click();
  await confirmBlock(page, `Block the ${slot} slot?`, `Block ${slot}`, 'Private event');
  await expect(slotRow.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(slotsTable.getByRole('button', { name: /^Unblock slot / })).toHaveCount(1);
  await snapshot(page, 'schedule-slot-blocked');
  await slotRow.getByRole('button', { name: `Unblock slot ${slot}` }).click();
  await expect(slotRow.getByText('Open', { exact: true })).toBeVisible();

  expect(notFound).toEqual([]);
});

test('a closed weekday says so and offers no unblock at all', async ({ page }) => {
  const { ticket, serviceName } = await findTicket(
    'time-slot ticket with a closed weekday',
    (t) => t.isTimeSlot && t.attractionClosed.length > 0,
  );
  const notFound = watchNotFound(page);
  let date = addDays(todayDubai(), 1);
  while (!ticket.attractionClosed.includes(weekdayOf(date))) date = addDays(date, 1);
  const slotsTable = page.getByRole('table').filter({ hasText: 'Seats left' });

  await signIn(page, 'schedule');
  await openTicket(page, serviceName, ticket);
  await pickDate(page, date);
  await expect(page.getByText(`Closed every ${weekdayOf(date)}`, { exact: true })).toBeVisible();
  await expect(slotsTable.getByText('Closed weekday')).toHaveCount(ticket.timeSlots.length);
  await expect(page.getByText(/There is nothing to unblock/)).toBeVisible();
  await expect(slotsTable.getByRole('button')).toHaveCount(0);
  // Nothing to unblock on this day (the upcoming list below has its own blocks of other days).
  const dayPanel = page.locator('section[aria-labelledby="day-heading"]');
  await expect(dayPanel.getByRole('button', { name: /^Unblock/ })).toHaveCount(0);
  await snapshot(page, 'schedule-weekday-closed');
  expect(notFound).toEqual([]);
});

test('a date beyond the booking horizon says when it goes on sale and offers no slot action', async ({
  page,
}) => {
  const { ticket, serviceName } = await timeSlotTicket();
  const notFound = watchNotFound(page);
  let date = addDays(todayDubai(), BOOKING_HORIZON_DAYS + 1);
  while (ticket.attractionClosed.includes(weekdayOf(date))) date = addDays(date, 1);
  const slotsTable = page.getByRole('table').filter({ hasText: 'Seats left' });

  await signIn(page, 'schedule');
  await openTicket(page, serviceName, ticket);
  await pickDate(page, date);
  await expect(page.getByText('Beyond the booking horizon', { exact: true })).toBeVisible();
  await expect(slotsTable.getByText('Not on sale yet')).toHaveCount(ticket.timeSlots.length);
  await expect(page.getByText(/these slots go on sale on/)).toBeVisible();
  await expect(slotsTable.getByRole('button')).toHaveCount(0);
  expect((await slotsOn(ticket._id, date)).map((s) => s.reason)).toEqual(
    ticket.timeSlots.map(() => 'tooFar'),
  );
  await snapshot(page, 'schedule-too-far');
  expect(notFound).toEqual([]);
});

test('a sold-out slot can still be blocked; a started slot offers nothing', async ({ page }) => {
  // One booking can fill a slot, and it is open every day so the dates below need no care.
  const { ticket, serviceName } = await findTicket(
    'small time-slot ticket',
    (t) =>
      t.isTimeSlot &&
      t.capacityPerSlot !== null &&
      t.capacityPerSlot <= t.maxPerBooking &&
      t.attractionClosed.length === 0,
  );
  const date = addDays(todayDubai(), 14);
  const slot = ticket.timeSlots[0]!;
  const hold = await api<{ bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId: ticket._id,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot: slot,
      adultCount: ticket.capacityPerSlot,
      childCount: 0,
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      mobileNumber: '+971501234567',
    },
  });
  expect(hold.status, JSON.stringify(hold.body)).toBe(201);
  expect((await slotsOn(ticket._id, date)).find((s) => s.timeSlot === slot)?.reason).toBe('soldOut');
  const slotsTable = page.getByRole('table').filter({ hasText: 'Seats left' });

  await signIn(page, 'schedule');
  await openTicket(page, serviceName, ticket);

  // Today (the screen's first date): whichever slots have started by now say so and carry no button.
  await expect(slotsTable).toBeVisible();
  const started = slotsTable.getByRole('row').filter({ has: page.getByText('Past', { exact: true }) });
  for (const row of await started.all()) await expect(row.getByRole('button')).toHaveCount(0);
  await snapshot(page, 'schedule-today');

  await pickDate(page, date);
  const slotRow = slotsTable.getByRole('row').filter({ hasText: slot });
  await expect(slotRow.getByText('Sold out')).toBeVisible();
  // Block it, or cancel the bookings holding its seats.
  await expect(slotRow.getByRole('button')).toHaveCount(2);
  await expect(slotRow.getByRole('button', { name: `Block slot ${slot}` })).toBeVisible();
  await expect(slotRow.getByRole('button', { name: `Cancel all bookings of slot ${slot}` })).toBeVisible();
  await snapshot(page, 'schedule-sold-out');
});
