import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, adminToken, api, signIn, todayDubai, waitForMail } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-manifest');

const POINT = { address: 'Crescent Road', latitude: 25.13, longitude: 55.11, extraPrice: 0 };
const DIET = { id: 'diet', label: 'Dietary needs', kind: 'short_text', scope: 'participant', required: true };

async function pickupPoint(
  token: string,
  name: string,
  area: string,
  minutesBefore: number,
): Promise<string> {
  const res = await api<{ _id: string }>('POST', '/admin/pickup-points', {
    token,
    body: { ...POINT, name, area, minutesBefore },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

/** An evening safari of our own: pickup required from two hotels, and the dietary question. */
async function safari(token: string, title: string, points: string[]): Promise<string> {
  const created = await api<{ _id: string }>('POST', '/create', {
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
      timeSlots: ['16:00'],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body._id;
  const read = await api<Record<string, unknown>>('GET', `/admin/get-ticket?id=${id}`, { token });
  for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete read.body[key];
  const updated = await api('PUT', `/update-ticket/${id}`, {
    token,
    body: { ...read.body, pickupMode: 'required', pickupPointIds: points, questions: [DIET] },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return id;
}

async function paidBooking(
  ticketId: string,
  bookingDate: string,
  name: string,
  pickupPointId: string,
  diets: string[],
) {
  const checkout = await api<{ url: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId,
      preferenceIndex: 0,
      bookingDate,
      timeSlot: '16:00',
      adultCount: diets.length,
      childCount: 0,
      name,
      email: `manifest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      mobileNumber: '+971501234567',
      pickupPointId,
      answers: { participants: diets.map((diet) => ({ diet })) },
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
}

async function axeClean(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`),
  ).toEqual([]);
}

test('staff open the day’s manifest, download its PDF and mail it to a guide', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const token = await adminToken();
  const stamp = Date.now().toString(36);
  const atlantis = await pickupPoint(token, `Atlantis The Palm ${stamp}`, 'Palm Jumeirah', 45);
  const rove = await pickupPoint(token, `Rove Downtown ${stamp}`, 'Downtown Dubai', 90);
  const title = `Manifest safari ${stamp}`;
  const ticketId = await safari(token, title, [atlantis, rove]);
  const date = addDays(todayDubai(), 6);
  await paidBooking(ticketId, date, 'Zoe Hart', atlantis, ['none', 'vegan']);
  await paidBooking(ticketId, date, 'عائشة رحمن', atlantis, ['halal']);
  await paidBooking(ticketId, date, '王小明', rove, ['none', 'none', 'vegetarian']);

  await signIn(page, 'manifest');
  await expect(page.getByRole('heading', { name: 'Manifest', level: 1 })).toBeVisible();
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Ticket').selectOption(ticketId);

  const rovePickup = page.getByRole('table', { name: new RegExp(`^Pickup 14:30 · Rove Downtown ${stamp}`) });
  const atlantisPickup = page.getByRole('table', {
    name: new RegExp(`^Pickup 15:15 · Atlantis The Palm ${stamp}`),
  });
  await expect(rovePickup).toBeVisible();
  await expect(rovePickup.getByRole('row', { name: /王小明/ })).toContainText(
    'Guest 3 · Dietary needs: vegetarian',
  );
  await expect(atlantisPickup.getByRole('rowheader')).toHaveText([/^Zoe Hart/, /^عائشة رحمن/]);
  await expect(atlantisPickup).toContainText('2 bookings · 3 guests (3 adults) · 0 checked in');
  await expect(page.getByText('3 bookings · 6 guests (6 adults) · 0 checked in')).toBeVisible();
  // The run sheet is in the order the guide drives it: the earlier pickup first.
  const captions = await page.locator('.manifest-group-title').allTextContents();
  expect(captions[0]).toContain('Rove Downtown');
  await axeClean(page, 'manifest-1280');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`manifest-${date}-dubai-frame-manifest-safari-${stamp}.pdf`);
  const file = path.join(SHOTS, 'manifest.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // Rasterised to look at (poppler's pdftoppm, as a printer would see it).
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    file,
    path.join(SHOTS, 'manifest-pdf'),
  ]);

  await page.getByLabel('Guide’s e-mail').fill('not an address');
  await page.getByRole('button', { name: 'Mail PDF' }).click();
  await expect(page.getByText('Enter the guide’s e-mail address')).toBeVisible();
  await page.getByLabel('Guide’s e-mail').fill(`guide-${stamp}@example.com`);
  await page.getByLabel('Note for the guide (optional)').fill('Van 2, plate D 12345.');
  await page.getByRole('button', { name: 'Mail PDF' }).click();
  await expect(page.getByText(`Manifest mailed to guide-${stamp}@example.com (3 bookings)`)).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(`guide-${stamp}@example.com`));
  expect(mail.subject).toContain(title);
  expect(mail.text).toContain('Van 2, plate D 12345.');
  expect(mail.attachments).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^manifest-.*\.pdf$/),
    }),
  ]);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(rovePickup).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await axeClean(page, 'manifest-360');
});
