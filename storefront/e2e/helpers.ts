import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};

/** Demo catalogue ids (api/src/db/demo-catalogue.ts). */
export const TICKETS = {
  burjAtTheTop: '5b0c1a2e-0000-4000-8000-000000000001',
  aquariumGlassBoat: '5b0c1a2e-0000-4000-8000-000000000004',
  frameEntry: '5b0c1a2e-0000-4000-8000-000000000005',
  museumEntry: '5b0c1a2e-0000-4000-8000-000000000007',
  heritageWalk: '5b0c1a2e-0000-4000-8000-000000000014',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Today's calendar date in Dubai, whatever the machine's zone. */
export function dubaiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** The first date at least `from` days ahead that falls on one of the weekdays. */
export function nextDateOn(weekdays: string[], from = 1): string {
  let date = addDays(dubaiToday(), from);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/admin/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** Shows the month of `date` in the calendar (clicking "next month" as a visitor would). */
export async function showMonthOf(page: Page, date: string) {
  const cell = page.locator(`td[data-day="${date}"]:not([data-outside])`);
  // The calendar shows once the blocked dates have loaded.
  await expect(page.locator('.rdp-month_grid')).toBeVisible();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) {
    // The button by its place, whatever the page's language calls it.
    await page.locator('.rdp-button_next').click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

export async function pickDate(page: Page, date: string) {
  const cell = await showMonthOf(page, date);
  await cell.getByRole('button').click();
  await expect(cell).toHaveAttribute('data-selected', 'true');
}

/** From the product page: the ticket's "Choose date" button (optionally a preference first). */
export async function chooseTicket(page: Page, service: string, ticketTitle: string, preference?: string) {
  await page.goto(`/${service}`);
  const card = page
    .locator('article.ticket-card')
    .filter({ has: page.getByRole('heading', { name: ticketTitle }) });
  if (preference) await card.getByLabel(preference).check();
  await card.getByRole('button', { name: 'Choose date' }).click();
  await expect(page).toHaveURL(/\/date-select$/);
}

/** The visible continue/participants button, whether in the summary (desktop) or the bottom bar (phone). */
export function visibleButton(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name }).locator('visible=true').first();
}

export async function setPeople(page: Page, adults: number, children: number) {
  await visibleButton(page, /select participants|change participants/i).click();
  const dialog = page.getByRole('dialog', { name: 'Participants' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < adults; i++) await dialog.getByRole('button', { name: 'Add 1 adult' }).click();
  for (let i = 0; i < children; i++) await dialog.getByRole('button', { name: 'Add 1 child' }).click();
  return dialog;
}

export async function fillContact(
  page: Page,
  contact = { name: 'Layla Haddad', email: 'layla@example.com', mobile: '501234567' },
) {
  await page.getByLabel('Full name').fill(contact.name);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Mobile number').fill(contact.mobile);
}

export async function payOnProvider(page: Page, outcome: 'Pay' | 'Decline') {
  await page.getByLabel(/I accept the/).check();
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** A slot of the Burj ticket that starts between 1 and 24 hours from now (Dubai time). */
export function slotWithin24Hours(): { date: string; slot: string } {
  const now = new Date();
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const inAnHour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(now.getTime() + 3_600_000));
  const slots = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:00'];
  const today = slots.find((s) => s > inAnHour && inAnHour > time);
  if (today) return { date: dubaiToday(), slot: today };
  return { date: addDays(dubaiToday(), 1), slot: slots.find((s) => s < time) ?? slots[0]! };
}

/**
 * Waits until React has adopted a server-rendered element (its props are attached to the node):
 * a link clicked before that is followed by the browser as a full page load, not by the router.
 */
export async function untilHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
