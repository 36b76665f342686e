import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminToken, api, signIn } from './helpers';

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

  // Search by reference, by part of a name, by e-mail and by mobile number.
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
    'Reference,Status,Service,Ticket,Preference,Visit date,Time slot,Name,Email,Mobile,Adults,Children,Currency,Subtotal,Coupon,Discount,Paid,Created at,Paid at,Ticket sent at',
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
