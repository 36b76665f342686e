import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatMoney } from '@tours/core/domain';
import { adminToken, api, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');

interface Booking {
  _id: string;
  bookingId: string;
  bookingStatus: string;
  service: string;
  ticketTitle: string;
  name: string;
  email: string;
  mobileNumber: string;
}
interface BookingList {
  bookings: Booking[];
  total: number;
  totalPages: number;
  pageSize: number;
}

test('filter, page, search and open bookings', async ({ page }) => {
  const token = await adminToken();
  const all = await api<BookingList>('GET', '/admin/all-bookings?page=1', { token });
  expect(all.body.total).toBeGreaterThan(all.body.pageSize); // the demo data spans pages

  await signIn(page, 'bookings');
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table).toBeVisible();
  await expect(page.getByText(`1–${all.body.pageSize} of ${all.body.total} bookings`)).toBeVisible();
  await expect(page.getByText(`Page 1 of ${all.body.totalPages}`)).toBeVisible();

  // Page forward and back.
  const firstRef = all.body.bookings[0]!.bookingId;
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${all.body.totalPages}`)).toBeVisible();
  await expect(table.getByText(firstRef)).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(table.getByText(firstRef)).toBeVisible();

  // Filter by status, then by service as well.
  await page.getByLabel('Status').selectOption('expired');
  const expired = await api<BookingList>('GET', '/admin/all-bookings?bookingStatus=expired&page=1', {
    token,
  });
  await expect(page.getByText(`of ${expired.body.total} bookings`)).toBeVisible();
  const statusCells = table.locator('tbody tr td:nth-child(2)');
  await expect(statusCells.first()).toHaveText('expired');
  expect(new Set(await statusCells.allTextContents())).toEqual(new Set(['expired']));

  const service = all.body.bookings[0]!.service;
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Service').selectOption(service);
  const byService = await api<BookingList>('GET', `/admin/all-bookings?service=${service}&page=1`, { token });
  await expect(page.getByText(`of ${byService.body.total} bookings`)).toBeVisible();

  // Search by reference, by part of a name, by e-mail and by mobile number. A search keeps the
  // filters, so the service goes back to all first.
  await page.getByLabel('Service').selectOption('');
  const target = all.body.bookings[3]!;
  const search = page.getByLabel('Search');
  await search.fill(target.bookingId);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(target.bookingId);
  for (const term of [target.email, target.name.split(' ')[0]!, target.mobileNumber.slice(-6)]) {
    await search.fill(term);
    await expect(table.getByText(target.bookingId)).toBeVisible();
  }
  await search.fill('no-such-booking-anywhere');
  await expect(page.getByText('No booking matches')).toBeVisible();

  // Detail.
  await search.fill(target.bookingId);
  await table.getByRole('row', { name: new RegExp(target.bookingId) }).click();
  const detail = page.getByRole('dialog', { name: `Booking ${target.bookingId}` });
  await expect(detail).toContainText(target.email);
  await expect(detail).toContainText(target.ticketTitle);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});

test('export the filtered bookings as CSV', async ({ page }) => {
  const token = await adminToken();
  const confirmed = await api<BookingList>(
    'GET',
    '/admin/all-bookings?bookingStatus=confirmed&page=1&pageSize=100',
    { token },
  );
  await signIn(page, 'bookings');
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText(`of ${confirmed.body.total} bookings`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Status,Service,Ticket,Preference,Visit date,Time slot,Name,Email,Mobile,Adults,Children,Currency,Subtotal,Coupon,Discount,Paid,Refunded,Created at,Paid at,Ticket sent at,Channel,Reseller reference',
  );
  expect(lines).toHaveLength(confirmed.body.total + 1);
  expect(lines.slice(1).every((l) => l.split(',')[1] === 'confirmed')).toBe(true);
  expect(csv).toContain(confirmed.body.bookings[0]!.bookingId);
  // Mobile numbers start with "+": written so a spreadsheet cannot run them as a formula.
  expect(lines.slice(1).some((l) => /,'\+\d/.test(l))).toBe(true);
});

test('report by ticket title shows its summary and a chart over time', async ({ page }) => {
  const token = await adminToken();
  const all = await api<BookingList>('GET', '/admin/all-bookings?bookingStatus=confirmed&page=1', { token });
  const title = all.body.bookings[0]!.ticketTitle;
  const report = await api<BookingList & { summary: { bookings: number } }>(
    'GET',
    `/admin/all-bookings?bookingStatus=confirmed&ticketTitle=${encodeURIComponent(title)}&page=1`,
    { token },
  );
  await signIn(page, 'bookings');
  await page.getByRole('tab', { name: 'Report by ticket' }).click();
  await page.getByLabel('Ticket title').selectOption(title);
  await expect(page.getByLabel('Summary')).toContainText(String(report.body.summary.bookings));
  await expect(page.getByRole('img', { name: /Bookings per visit date/ })).toBeVisible();
  await expect(page.getByRole('table', { name: `Bookings for ${title}` })).toBeVisible();
});

test('a search combines with the service and status filters', async ({ page }) => {
  const token = await adminToken();
  const all = await api<BookingList>('GET', '/admin/all-bookings?page=1&pageSize=100', { token });
  // A term many bookings share (the demo customers' e-mail domain), narrowed by a status and a service.
  const term = all.body.bookings[0]!.email.split('@')[1]!;
  const list = (query: string) =>
    api<BookingList>('GET', `/admin/all-bookings?search=${encodeURIComponent(term)}&page=1${query}`, {
      token,
    });
  const searched = await list('');
  const status = (['expired', 'pending', 'cancelled', 'confirmed'] as const).find((s) =>
    all.body.bookings.some((b) => b.bookingStatus === s && b.email.endsWith(term)),
  )!;
  const byStatus = await list(`&bookingStatus=${status}`);
  expect(byStatus.body.total).toBeLessThan(searched.body.total);
  const service = byStatus.body.bookings[0]!.service;
  const byBoth = await list(`&bookingStatus=${status}&service=${service}`);
  expect(byBoth.body.total).toBeGreaterThan(0);

  await signIn(page, 'bookings');
  const table = page.getByRole('table', { name: 'Bookings' });
  await page.getByLabel('Search').fill(term);
  await expect(page.getByText(`of ${searched.body.total} bookings`)).toBeVisible();
  await page.getByLabel('Status').selectOption(status);
  await expect(page.getByText(`of ${byStatus.body.total} bookings`)).toBeVisible();
  await page.getByLabel('Service').selectOption(service);
  await expect(page.getByText(`of ${byBoth.body.total} bookings`)).toBeVisible();
  const statusCells = table.locator('tbody tr td:nth-child(2)');
  expect(new Set(await statusCells.allTextContents())).toEqual(new Set([status]));
  await expect(page.getByText('Searching all services and statuses')).toHaveCount(0);
});

test('the report says what its figures count, and every figure follows the status', async ({ page }) => {
  const token = await adminToken();
  const all = await api<BookingList>('GET', '/admin/all-bookings?page=1&pageSize=100', { token });
  // A title with confirmed and other bookings, so that the two filters give different figures.
  const titles = new Set(
    all.body.bookings.filter((b) => b.bookingStatus === 'confirmed').map((b) => b.ticketTitle),
  );
  const title = all.body.bookings.find(
    (b) => b.bookingStatus !== 'confirmed' && titles.has(b.ticketTitle),
  )!.ticketTitle;
  type Summary = { bookings: number; adults: number; children: number; revenue: number };
  const summaryOf = async (status: string) =>
    (
      await api<{ summary: Summary }>(
        'GET',
        `/admin/all-bookings?ticketTitle=${encodeURIComponent(title)}&page=1${status ? `&bookingStatus=${status}` : ''}`,
        { token },
      )
    ).body.summary;

  await signIn(page, 'bookings');
  await page.getByRole('tab', { name: 'Report by ticket' }).click();
  await page.getByLabel('Ticket title').selectOption(title);
  const summary = page.getByLabel('Summary');
  const figure = (n: number) => summary.locator('.stat').nth(n);
  // The report opens on paid bookings: confirmed or checked in, so revenue stays as guests arrive.
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  const paid = await summaryOf('paid');
  await expect(
    page.getByText(`Every figure counts the paid bookings of ${title}, confirmed or checked in`),
  ).toBeVisible();
  await expect(summary).toHaveAccessibleDescription(/paid bookings/);
  await expect(figure(3).locator('.stat-label')).toHaveText('Revenue');
  await expect(figure(3).locator('.stat-value')).toHaveText(formatMoney(paid.revenue, 'myr'));
  await expect(figure(1).locator('.stat-value')).toHaveText(String(paid.adults));

  // All statuses: the counts and the amount all widen together, and the labels say so.
  await page.getByLabel('Status').selectOption('');
  const every = await summaryOf('');
  expect(every.bookings).toBeGreaterThan(paid.bookings);
  await expect(page.getByText(`Every figure counts the bookings of ${title} in every status`)).toBeVisible();
  await expect(figure(0).locator('.stat-value')).toHaveText(String(every.bookings));
  await expect(figure(1).locator('.stat-value')).toHaveText(String(every.adults));
  await expect(figure(2).locator('.stat-value')).toHaveText(String(every.children));
  await expect(figure(3).locator('.stat-label')).toHaveText('Amount booked');
  await expect(figure(3).locator('.stat-value')).toHaveText(formatMoney(every.revenue, 'myr'));
  await page.screenshot({ path: path.join(SHOTS, 'report-all-statuses-1280x800.png') });
});
