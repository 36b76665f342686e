import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './helpers';

// Every page a visitor can land on, in Malay, Arabic and Chinese, on a phone: served in the
// language of its URL (<html lang dir>), without a serious accessibility problem and no wider than
// the phone. The booking steps are scanned in each language by languages.spec.ts.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// An axe scan of a long page in Arabic or Chinese is slow on a shared CI machine.
test.setTimeout(90_000);

// The lang attribute names the script for Chinese, as the server sends it.
const LANGUAGES = [
  { locale: 'ms', lang: 'ms', dir: 'ltr' },
  { locale: 'ar', lang: 'ar', dir: 'rtl' },
  { locale: 'zh', lang: 'zh-Hans', dir: 'ltr' },
] as const;

const PAGES = [
  '',
  'burj-khalifa',
  'help-center',
  'terms-condition',
  'privacy-policy',
  'company-details',
  'booking',
];

for (const { locale, lang, dir } of LANGUAGES) {
  for (const path of PAGES) {
    test(`/${locale}/${path} is served in its language, accessible and fits a phone`, async ({ page }) => {
      const response = await page.goto(`/${locale}/${path}`);
      expect(response?.status(), 'status').toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    });
  }
}

test('the help centre arrives with its questions in the page’s language and hydrates without an error', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // In the server's HTML already, before any script: the Arabic questions, not the English ones.
  const html = await (await request.get('/ar/help-center')).text();
  expect(html).toContain('data-ssr');
  expect(html).toContain('<summary>كيف أحجز تجربة؟</summary>');
  expect(html).not.toContain('How do I book an experience?');
  await page.goto('/ar/help-center');
  const question = page.getByText('ما سياسة الإلغاء؟', { exact: true });
  await question.click();
  // The policy's hours come from the default policy, in the answer's own words.
  await expect(page.getByText(/إلغاء مجاني حتى 24 ساعة قبل الزيارة/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('help-center-ar-360.png') });
  expect(problems).toEqual([]);
});
