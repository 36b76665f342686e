import { expect, test } from '@playwright/test';
import { api, signIn } from './helpers';
import { E2E } from './env';

test('a wrong password is refused with a message, the right one signs in, sign out returns to login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tours Back Office' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E.adminEmail);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match');

  await signIn(page);
  await expect(page.getByText(E2E.adminEmail)).toBeVisible();
  // The token is the browser-tab adapter's, never in localStorage.
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('token')))).toBe(false);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('toursAdmin.token'))).toBeNull();
});

test('when the session expires the work stays on screen behind a sign-in dialog', async ({ page }) => {
  await signIn(page, 'tickets');
  await page.getByRole('button', { name: /New ticket/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await dialog.getByLabel('Title').fill('Typed before the session expired');
  for (const label of ['weekday adult', 'weekday child', 'weekend adult', 'weekend child']) {
    await dialog.getByLabel(`Standard ${label} price in RM`).fill('50');
  }

  // Revoke the session on the server, as an idle timeout would.
  const token = await page.evaluate(() => sessionStorage.getItem('toursAdmin.token'));
  expect((await api('POST', '/admin/logout', { token: token! })).status).toBeLessThan(300);

  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  const expired = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(expired).toBeVisible();
  await expired.getByLabel('Password').fill(E2E.adminPassword);
  await expired.getByRole('button', { name: 'Sign in' }).click();
  await expect(expired).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue('Typed before the session expired');
  await expect(dialog.getByLabel('Standard weekend child price in RM')).toHaveValue('50');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page.getByText('Created “Typed before the session expired”')).toBeVisible();
});
