import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatMoney } from '@tours/core/domain';
import { addDays, adminToken, api, signIn, todayDubai } from './helpers';

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
  // An attempt whose checkout was declined or left unpaid: its true status, and no money taken.
  await expect(statusCells.first()).toHaveText('not paid');
  expect(new Set(await statusCells.allTextContents())).toEqual(new Set(['not paid']));
  const paidCells = table.locator('tbody tr td:nth-child(8)');
  expect(new Set(await paidCells.allTextContents())).toEqual(new Set(['—']));
  // Every column has a name of its own.
  const headers = await table.locator('thead th').allTextContents();
  expect(new Set(headers).size).toBe(headers.length);
  expect(headers).toEqual(expect.arrayContaining(['Ticket', 'Tickets sent', 'Paid']));

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
    'Reference,Status,Service,Ticket,Preference,Visit date,Time slot,Name,Email,Mobile,Adults,Children,Currency,Subtotal,Coupon,Discount,Value booked,Paid,Refunded,Money taken,Created at,Paid at,Ticket sent at,Channel,Reseller reference,Pickup point,Pickup time,Answers',
  );
  await expect(page.getByText(`Exported ${confirmed.body.total} bookings`)).toBeVisible();
  expect(lines).toHaveLength(confirmed.body.total + 1);
  expect(lines.slice(1).every((l) => l.split(',')[1] === 'confirmed')).toBe(true);
  expect(csv).toContain(confirmed.body.bookings[0]!.bookingId);
  // Mobile numbers start with "+": written so a spreadsheet cannot run them as a formula.
  expect(lines.slice(1).some((l) => /,'\+\d/.test(l))).toBe(true);
});

test('report by ticket title shows its summary and a chart over time', async ({ page }) => {
  const token = await adminToken();
  const all = await api<BookingList>('GET', '/admin/all-bookings?bookingStatus=paid&page=1', { token });
  const title = all.body.bookings[0]!.ticketTitle;
  const from = addDays(todayDubai(), -30);
  const to = addDays(todayDubai(), 60);
  const report = await api<{ summary: { bookings: number } }>(
    'GET',
    `/admin/bookings-report?bookingStatus=paid&ticketTitle=${encodeURIComponent(title)}&dateFrom=${from}&dateTo=${to}`,
    { token },
  );
  await signIn(page, 'bookings');
  await page.getByRole('tab', { name: 'Report' }).click();
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
  // The list says an expired attempt in words: it was not paid. (Polled: the rows of the last
  // filter may still be drawing when its total is already shown.)
  await expect
    .poll(async () => [...new Set(await statusCells.allTextContents())])
    .toEqual([status === 'expired' ? 'not paid' : status === 'pending' ? 'awaiting payment' : status]);
  await expect(page.getByText('Searching all services and statuses')).toHaveCount(0);
});

test('the report says what its figures count: money taken apart from the value booked, over a date range', async ({
  page,
}) => {
  const token = await adminToken();
  const from = addDays(todayDubai(), -30);
  const to = addDays(todayDubai(), 60);
  type Figures = {
    bookings: number;
    adults: number;
    children: number;
    valueBooked: number;
    paid: number;
    refunded: number;
    moneyTaken: number;
  };
  type Report = { summary: Figures; tickets: (Figures & { ticketTitle: string })[] };
  const reportOf = async (status: string, title = '') =>
    (
      await api<Report>(
        'GET',
        `/admin/bookings-report?dateFrom=${from}&dateTo=${to}${status ? `&bookingStatus=${status}` : ''}${
          title ? `&ticketTitle=${encodeURIComponent(title)}` : ''
        }`,
        { token },
      )
    ).body;
  const rm = (minor: number) => formatMoney(minor, 'myr');

  await signIn(page, 'bookings');
  await page.getByRole('tab', { name: 'Report' }).click();
  const summary = page.getByLabel('Summary');
  const figure = (label: string) =>
    summary.locator('.stat').filter({ hasText: label }).locator('.stat-value');
  // Every ticket, paid bookings, visits from 30 days ago to 60 days ahead.
  await expect(page.getByLabel('Ticket title')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  await expect(page.getByLabel('Visits from')).toHaveValue(from);
  const paid = await reportOf('paid');
  await expect(
    page.getByText(/^Every figure counts the paid bookings \(confirmed or checked in\) of every ticket/),
  ).toBeVisible();
  await expect(summary).toHaveAccessibleDescription(/Revenue is money taken/);
  await expect(figure('Revenue (money taken)')).toHaveText(rm(paid.summary.moneyTaken));
  await expect(figure('Value booked')).toHaveText(rm(paid.summary.valueBooked));
  await expect(figure('Paid')).toHaveText(rm(paid.summary.paid));
  await expect(figure('Adults')).toHaveText(String(paid.summary.adults));
  // One row per ticket, refunds included; the summary is their sum.
  const perTicket = page.getByRole('table', { name: 'Figures per ticket' });
  await expect(perTicket.locator('tbody tr')).toHaveCount(paid.tickets.length);
  await page.screenshot({ path: path.join(SHOTS, 'report-all-tickets-1280x800.png') });

  // All statuses: the counts widen, expired attempts add value booked but never money taken.
  await page.getByLabel('Status').selectOption('');
  const every = await reportOf('');
  expect(every.summary.bookings).toBeGreaterThan(paid.summary.bookings);
  await expect(
    page.getByText(/^Every figure counts the bookings in every status of every ticket/),
  ).toBeVisible();
  await expect(figure('Bookings')).toHaveText(String(every.summary.bookings));
  await expect(figure('Revenue (money taken)')).toHaveText(rm(every.summary.moneyTaken));
  expect(every.summary.moneyTaken).toBe(every.summary.paid - every.summary.refunded);

  // One ticket over a shorter range.
  const title = paid.tickets[0]!.ticketTitle;
  await page.getByLabel('Ticket title').selectOption(title);
  await page.getByLabel('Visits from').fill(todayDubai());
  const shorter = (
    await api<Report>(
      'GET',
      `/admin/bookings-report?dateFrom=${todayDubai()}&dateTo=${to}&ticketTitle=${encodeURIComponent(title)}`,
      { token },
    )
  ).body;
  await expect(figure('Bookings')).toHaveText(String(shorter.summary.bookings));
  await expect(perTicket.locator('tbody tr')).toHaveCount(shorter.tickets.length);
  // A range the server refuses is said beside the dates.
  await page.getByLabel('to', { exact: true }).fill(addDays(todayDubai(), -1));
  await expect(page.getByRole('alert')).toHaveText('The end date must be on or after the start date.');
});
