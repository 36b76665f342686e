import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';
import { adminToken, api, signIn } from './helpers';

// Staff write a help question's answer in Malay on the Help questions screen; the storefront's
// Malay help centre shows it and the English one keeps its own.

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');
const QUESTION = 'Can I book for a group?';
const MALAY_QUESTION = 'Bolehkah saya menempah untuk kumpulan?';
const MALAY_ANSWER =
  'Boleh. Untuk kumpulan lebih daripada 20 orang, hubungi kami dahulu dan kami akan menyediakan harga khas.';
const apiOrigin = new URL(E2E.apiUrl).origin;

async function expectAccessible(page: Page, selector = 'body') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether the API serves the built storefront (its pages then render what staff wrote). */
async function storefrontServed(): Promise<boolean> {
  const res = await fetch(`${apiOrigin}/`, { headers: { accept: 'text/html' } });
  return res.ok && (res.headers.get('content-type') ?? '').includes('text/html');
}

interface FaqEntry {
  _id: string;
  section: string;
  question: string;
  answer: string;
  translations: Record<string, Record<string, string>>;
}

test('staff write a Malay answer; the Malay help centre shows it and English keeps its own', async ({
  page,
}) => {
  const token = await adminToken();
  const before = (await api<FaqEntry[]>('GET', '/admin/faq', { token })).body.find(
    (e) => e.question === QUESTION,
  )!;
  expect(before, 'the seeded question').toBeTruthy();

  await signIn(page, 'faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Help questions' })).toBeVisible();
  const booking = page.getByRole('region', { name: 'Booking' });
  const row = booking.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(row).toContainText('all languages written');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Edit ${QUESTION}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  const tabs = dialog.getByRole('tablist', { name: 'Question and answer by language' });
  await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: /Malay/ }).click();
  await expect(dialog.getByLabel('Question (Malay)')).toHaveValue(MALAY_QUESTION);
  await dialog.getByLabel('Answer (Malay)').fill('');
  await expect(tabs.getByRole('tab', { name: /Malay/ })).toContainText('1 missing');
  await dialog.getByLabel('Answer (Malay)').fill(MALAY_ANSWER);
  await expect(tabs.getByRole('tab', { name: /Malay/ })).not.toContainText('missing');

  // Arabic is typed right to left; on a narrow window the dialog still reads without sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await tabs.getByRole('tab', { name: /Malay/ }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /Arabic/ })).toBeFocused();
  const arabicAnswer = dialog.getByLabel('Answer (Arabic)');
  await expect(arabicAnswer).toHaveValue(/مجموعة|المجموعات/);
  await expect(dialog.locator('[dir="rtl"]')).toContainText('Question (Arabic)');
  expect(await arabicAnswer.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await noSidewaysScroll(page);
  await expectAccessible(page, 'dialog[open]');
  await page.screenshot({ path: path.join(SHOTS, 'faq-editor-arabic-360x740.png') });
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();
  await noSidewaysScroll(page);
  await page.screenshot({ path: path.join(SHOTS, 'faq-screen-360x740.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reads the storefront makes: Malay where written, English on the English page.
  const malay = await api<FaqEntry[]>('GET', '/faq?lang=ms');
  expect(malay.body.find((e) => e._id === before._id)!.answer).toBe(MALAY_ANSWER);
  const english = await api<FaqEntry[]>('GET', '/faq');
  expect(english.body.find((e) => e._id === before._id)!.answer).toBe(before.answer);

  if (await storefrontServed()) {
    const shop = await page.context().newPage();
    await shop.setViewportSize({ width: 360, height: 740 });
    await shop.goto(`${apiOrigin}/ms/help-center`);
    const question = shop.getByText(MALAY_QUESTION, { exact: true });
    await untilHydrated(question);
    await question.click();
    await expect(shop.getByText(MALAY_ANSWER)).toBeVisible();
    await expect(shop.getByText(before.answer)).toHaveCount(0);
    await noSidewaysScroll(shop);
    await expectAccessible(shop);
    await shop.screenshot({ path: path.join(SHOTS, 'storefront-ms-help-center-360x740.png') });
    await shop.goto(`${apiOrigin}/help-center`);
    await untilHydrated(shop.getByText(QUESTION, { exact: true }));
    await shop.getByText(QUESTION, { exact: true }).click();
    await expect(shop.getByText(before.answer)).toBeVisible();
    await expect(shop.getByText(MALAY_ANSWER)).toHaveCount(0);
    // The home page has the questions in its server HTML, in its language.
    const home = await (await fetch(`${apiOrigin}/ms/`, { headers: { accept: 'text/html' } })).text();
    expect(home).toContain(MALAY_ANSWER);
    await shop.close();
  }

  // Staff move it up a place, and back.
  const order = async () =>
    (await api<FaqEntry[]>('GET', '/faq')).body.filter((e) => e.section === 'booking').map((e) => e._id);
  const first = await order();
  const at = first.indexOf(before._id);
  await row.getByRole('button', { name: `Move “${QUESTION}” up` }).click();
  await expect
    .poll(order)
    .toEqual([...first.slice(0, at - 1), before._id, first[at - 1]!, ...first.slice(at + 1)]);
  await booking
    .getByRole('listitem')
    .filter({ hasText: QUESTION })
    .getByRole('button', { name: `Move “${QUESTION}” down` })
    .click();
  await expect.poll(order).toEqual(first);

  // Put the seeded answer back for the other tests.
  const restored = await api('PUT', `/admin/faq/${before._id}`, {
    token,
    body: {
      section: before.section,
      question: before.question,
      answer: before.answer,
      translations: before.translations,
    },
  });
  expect(restored.status).toBe(200);
});

/**
 * Until React has taken over the server's HTML: a disclosure opened before then can be rendered
 * again closed by the hydration (the questions' section comes in with it).
 */
async function untilHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
