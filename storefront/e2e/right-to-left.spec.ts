import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  chooseTicket,
  dubaiToday,
  expectNoSidewaysScroll,
  pickDate,
  setPeople,
  visibleButton,
} from './helpers';

// Arabic is read right to left: the storefront's styles use logical sides (start and end) and
// mirror the icons that point somewhere, so a page laid out right to left is the mirror image of
// the English one and never wider than a phone. The page is turned here as an Arabic page is
// served (<html dir="rtl" lang="ar">), whatever language its words are in.

test.use({ viewport: { width: 360, height: 740 } });

async function rightToLeft(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
    document.documentElement.lang = 'ar';
  });
}

async function openRightToLeft(page: Page, path: string) {
  await page.goto(path);
  await rightToLeft(page);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

/** The horizontal scale of an element's computed transform: -1 when it is mirrored, 1 if not. */
function horizontalScale(locator: Locator) {
  return locator.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    return transform === 'none' ? 1 : Math.round(new DOMMatrix(transform).a);
  });
}

for (const [name, path] of [
  ['home', '/'],
  ['product', '/burj-khalifa'],
  ['help', '/help-center'],
  ['terms', '/terms-condition'],
  ['privacy', '/privacy-policy'],
  ['company details', '/company-details'],
  ['manage booking', '/booking'],
] as const) {
  test(`the ${name} page, right to left on a phone, starts at the right and does not scroll sideways`, async ({
    page,
  }) => {
    await openRightToLeft(page, path);
    // Each page is a chunk of its own: on a busy machine it can take a while to arrive.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // The logo starts the header: at its right edge, as the English page has it at the left.
    const brand = await box(page.locator('.site-header .brand'));
    expect(brand.x + brand.width).toBeGreaterThan(360 - 32);
    const heading = await box(page.getByRole('heading', { level: 1 }));
    expect(heading.x + heading.width).toBeGreaterThan(360 - 32);
    await expectNoSidewaysScroll(page);
  });
}

test('the "we are an intermediary" arrow points the way the text reads', async ({ page }) => {
  await page.goto('/');
  const arrow = page.locator('.trust-points path[d^="M4 12h16"]');
  await expect(arrow).toBeAttached();
  expect(await horizontalScale(arrow)).toBe(1);
  await rightToLeft(page);
  expect(await horizontalScale(arrow)).toBe(-1);
});

test('right to left on a phone: the calendar, the participants and checkout mirror and fit', async ({
  page,
}) => {
  await chooseTicket(page, 'burj-khalifa', 'At the Top, Levels 124 & 125');
  await rightToLeft(page);
  await expect(page.locator('.rdp-month_grid')).toBeVisible();
  // The previous month is on the right and points right; the next one on the left, pointing left.
  const previous = page.getByRole('button', { name: /previous month/i });
  const next = page.getByRole('button', { name: /next month/i });
  expect((await box(previous)).x).toBeGreaterThan((await box(next)).x);
  expect(await horizontalScale(previous.locator('.rdp-chevron'))).toBe(-1);
  expect(await horizontalScale(next.locator('.rdp-chevron'))).toBe(-1);
  await expectNoSidewaysScroll(page);

  await pickDate(page, addDays(dubaiToday(), 20));
  await page.getByRole('radio', { name: '11:00' }).check({ force: true });
  const dialog = await setPeople(page, 2, 0);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(visibleButton(page, /^Pay /)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Email and phone are typed left to right even on an Arabic page.
  for (const label of ['Email', 'Mobile number']) {
    await expect(page.getByLabel(label)).toHaveCSS('direction', 'ltr');
  }
  await expect(page.getByLabel('Full name')).toHaveCSS('direction', 'rtl');
});
