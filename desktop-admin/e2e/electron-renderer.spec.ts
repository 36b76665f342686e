import { expect, test } from '@playwright/test';
import { E2E } from './env';

/**
 * The Electron build of the renderer, served by the main process's app-protocol handler, with a
 * stand-in for the preload bridge: proves the strict CSP lets the app work, blocks every other
 * origin, and that the token goes through the bridge rather than web storage.
 */
test('the desktop renderer works under its CSP and keeps the token behind the bridge', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript((apiUrl) => {
    const calls: string[] = [];
    let token: string | null = null;
    (window as unknown as { bridgeCalls: string[] }).bridgeCalls = calls;
    (window as unknown as { adminBridge: unknown }).adminBridge = {
      getApiUrl: async () => (calls.push('getApiUrl'), apiUrl),
      setApiUrl: async (url: string) => (calls.push('setApiUrl'), url),
      getToken: async () => (calls.push('getToken'), token),
      setToken: async (t: string) => void (calls.push('setToken'), (token = t)),
      clearToken: async () => void (calls.push('clearToken'), (token = null)),
      getTokenPersistence: async () => (calls.push('getTokenPersistence'), 'encrypted'),
      openLink: async () => (calls.push('openLink'), true),
    };
  }, E2E.apiUrl);

  const response = await page.goto(`${E2E.appOrigin}/index.html`);
  const header = response!.headers()['content-security-policy']!;
  expect(header).toContain(`connect-src ${new URL(E2E.apiUrl).origin};`);
  expect(header).toContain("script-src 'self';");
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain(`connect-src ${new URL(E2E.apiUrl).origin};`);

  await page.getByLabel('E-mail').fill(E2E.adminEmail);
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: 'Bookings' })).toBeVisible();
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('Alt+7');
  await expect(page.getByText('encrypted with your operating system')).toBeVisible();

  const calls = await page.evaluate(() => (window as unknown as { bridgeCalls: string[] }).bridgeCalls);
  expect(calls).toContain('setToken');
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual(
    {
      local: 0,
      session: 0,
    },
  );

  // Any origin but the API is refused by the CSP.
  const other = await page.evaluate(async (url) => {
    try {
      await fetch(url);
      return 'reached';
    } catch {
      return 'blocked';
    }
  }, `${E2E.webOrigin}/index.html`);
  expect(other).toBe('blocked');
  expect(violations.filter((v) => !v.includes(E2E.webOrigin))).toEqual([]);
});
