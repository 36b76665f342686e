import { expect, test } from '@playwright/test';
import { addDays, api, signIn, todayDubai, weekdayOf } from './helpers';

interface Ticket {
  _id: string;
  title: string;
  service: string;
  isTimeSlot: boolean;
  timeSlots: string[];
  attractionClosed: string[];
}
interface ServiceSummary {
  service: string;
  name: string;
}

async function timeSlotTicket(): Promise<{ ticket: Ticket; serviceName: string }> {
  const services = await api<ServiceSummary[]>('GET', '/get-service');
  for (const s of services.body) {
    const tickets = await api<Ticket[]>('GET', `/tickets/service?service=${s.service}`);
    const ticket = tickets.body.find((t) => t.isTimeSlot && t.timeSlots.length >= 2);
    if (ticket) return { ticket, serviceName: s.name };
  }
  throw new Error('The demo catalogue has no time-slot ticket');
}

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

  // Block the date.
  await page.getByRole('button', { name: 'Block this date' }).click();
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
  await expect(slotRow.getByText('Blocked')).toBeVisible();
  type Slots = { slots: { timeSlot: string; status: string }[] };
  const slots = await api<Slots>('GET', `/time-slot?dateForSlot=${date}&ticketId=${ticket._id}`);
  expect(slots.body.slots.find((s) => s.timeSlot === slot)?.status).toBe('blocked');
  expect(slots.body.slots.find((s) => s.timeSlot === ticket.timeSlots[0])?.status).toBe('available');

  await slotRow.getByRole('button', { name: `Unblock slot ${slot}` }).click();
  await expect(slotRow.getByText('Open')).toBeVisible();
  const again = await api<Slots>('GET', `/time-slot?dateForSlot=${date}&ticketId=${ticket._id}`);
  expect(again.body.slots.find((s) => s.timeSlot === slot)?.status).toBe('available');
});
