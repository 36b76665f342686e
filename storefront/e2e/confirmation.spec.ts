import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseTicket,
  expectAccessible,
  expectNoSidewaysScroll,
  fillContact,
  nextDateOn,
  payOnProvider,
  pickDate,
  setPeople,
} from './helpers';
import { waitForMail } from './mail';

const port = Number(process.env.E2E_PORT ?? 3310);
const EMAIL = 'layla.haddad.longname@example-company.com';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The lines an element's text is laid out in, as the reader sees them. */
function renderedLines(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          const line = lines.find((l) => Math.abs(l.top - top) < 4);
          if (line) line.text += node.textContent![i];
          else lines.push({ top, text: node.textContent![i]! });
        }
      }
      return lines.sort((a, b) => a.top - b.top).map((l) => l.text);
    });
}

test('the success page: the e-mail unbroken mid-word, one true sentence, the voucher and a calendar entry', async ({
  page,
}) => {
  const date = nextDateOn(['Wednesday'], 9);
  await chooseTicket(page, 'burj-khalifa', 'At the Top, Levels 124 & 125');
  await pickDate(page, date);
  await page.getByRole('radio', { name: '11:00' }).check({ force: true });
  const dialog = await setPeople(page, 2, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Layla Haddad', email: EMAIL, mobile: '501234567' });
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });

  // On a phone the address breaks only before "@" or after a dot or a hyphen, never inside a word.
  const status = page.getByRole('status').filter({ hasText: 'is on its way' });
  await expect(status).toContainText(`Your confirmation, with your voucher, is on its way to ${EMAIL}.`);
  for (const selector of ['[role="status"] .email-address', '.booking-facts .email-address']) {
    const lines = await renderedLines(page, selector);
    expect(lines.join('')).toBe(EMAIL);
    for (let i = 1; i < lines.length; i++)
      expect(lines[i]!.startsWith('@') || /[.-]$/.test(lines[i - 1]!), lines.join(' | ')).toBe(true);
  }
  // What arrives is said once, and truly: the voucher with the code comes with the confirmation.
  await expect(page.locator('main')).not.toContainText('tickets from the attraction');
  await expect(page.locator('.meeting-point')).toContainText('Meeting point: At the Top entrance');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('success-360.png'), fullPage: true });

  const voucher = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download voucher (PDF)' }).click();
  const pdf = await voucher;
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const calendar = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const ics = await calendar;
  expect(ics.suggestedFilename()).toMatch(/^booking-DXB-[A-Z0-9]{6}\.ics$/);
  const entry = readFileSync((await ics.path())!, 'utf8').replace(/\r\n /g, '');
  // 11:00 in Dubai is 07:00 UTC, whatever zone the browser is in (this one runs in Los Angeles).
  expect(entry).toContain(`DTSTART:${date.replace(/-/g, '')}T070000Z\r\n`);
  expect(entry).toContain(`DTEND:${date.replace(/-/g, '')}T083000Z\r\n`);
  expect(entry).toContain('SUMMARY:At the Top\\, Levels 124 & 125\r\n');
  expect(entry).toMatch(/LOCATION:At the Top entrance/);

  // The confirmation mail says where to meet and carries the check-in code as an image.
  const mail = await waitForMail(port, EMAIL, /^Booking confirmed/);
  expect(mail.text).toContain('Meeting point: At the Top entrance');
  expect(mail.attachments).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ filename: 'check-in-code.png', contentType: 'image/png' }),
    ]),
  );
});
