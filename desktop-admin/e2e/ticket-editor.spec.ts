import { expect, test, type Page } from '@playwright/test';
import { TICKET_IMAGE_MAX_BYTES } from '@tours/core/domain';
import { E2E } from './env';
import { adminToken, api, signIn } from './helpers';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ticketOfOurOwn(title: string): Promise<{ _id: string; title: string }> {
  const created = await api<{ _id: string; title: string }>('POST', '/create', {
    token: await adminToken(),
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
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The tickets screen, loaded: its "n" shortcut and its rows are there. */
async function ticketsScreen(page: Page): Promise<void> {
  await signIn(page, 'tickets');
  await expect(page.getByLabel('Service').first()).not.toHaveValue('');
  await expect(page.getByRole('table')).toBeVisible();
}

async function openEditor(page: Page, title: string, { signedIn = false } = {}) {
  if (!signedIn) await ticketsScreen(page);
  await page.getByLabel('Service').first().selectOption('dubai-frame');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ticket: ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('validation speaks in sentences, in the field’s own words, and each message goes once the field is fixed', async ({
  page,
}) => {
  await ticketsScreen(page);
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await dialog.getByLabel('Max. people per booking').fill('150');
  await dialog.getByLabel('QR codes per adult').fill('two');
  const policy = dialog.getByRole('group', { name: 'Cancellation policy' });
  await policy.getByLabel('Free until, hours before the visit').fill('48');
  await policy.getByLabel('A later partial refund').check();
  await policy.getByLabel('Partial until, hours before the visit').fill('12');
  await policy.getByLabel('Refund percent').fill('120');
  await dialog.getByRole('button', { name: 'Create ticket' }).click();

  const errorOf = (label: string, scope = dialog) =>
    scope
      .locator('.field')
      .filter({ has: page.getByLabel(label, { exact: true }) })
      .locator('.field-error');
  await expect(errorOf('Max. people per booking')).toHaveText('Up to 100 people.');
  await expect(errorOf('QR codes per adult')).toHaveText('Enter a whole number.');
  await expect(errorOf('Refund percent', policy)).toHaveText('Up to 99 %.');
  await expect(errorOf('Title')).toHaveText('Enter a title of at least 2 characters.');
  await expect(dialog.getByText('Enter an amount in RM, e.g. 120.00.').first()).toBeVisible();
  // No raw validator text anywhere.
  await expect(dialog).not.toContainText('Too big');
  await expect(dialog).not.toContainText('expected number');
  await expect(dialog).not.toContainText('Invalid input');

  // Fixing a field takes its message away at once, without saving again; the others stay.
  await dialog.getByLabel('Max. people per booking').fill('20');
  await expect(errorOf('Max. people per booking')).toHaveCount(0);
  await expect(dialog.getByLabel('Max. people per booking')).toHaveAttribute('aria-invalid', 'false');
  await expect(errorOf('QR codes per adult')).toHaveText('Enter a whole number.');
  await dialog.getByLabel('QR codes per adult').fill('2');
  await expect(errorOf('QR codes per adult')).toHaveCount(0);
  await policy.getByLabel('Refund percent').fill('40');
  await expect(errorOf('Refund percent', policy)).toHaveCount(0);
  await dialog.getByLabel('Title').fill('Sunset deck');
  await expect(errorOf('Title')).toHaveCount(0);
  await dialog.getByLabel('Preference 1 name').fill('Standard');
  for (const price of ['weekday adult', 'weekday child', 'weekend adult', 'weekend child'])
    await dialog.getByLabel(`Standard ${price} price in RM`).fill('50');
  await expect(dialog.locator('.field-error')).toHaveCount(0);
});

test('the pairs option says what it does: every person pays, counts go in twos', async ({ page }) => {
  await ticketsScreen(page);
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(
    dialog.getByLabel('Adults booked in pairs only (each adult pays the adult price)'),
  ).toBeVisible();
  await expect(
    dialog.getByLabel('Children booked in pairs only (each child pays the child price)'),
  ).toBeVisible();
  await expect(dialog).toContainText(
    'visitors choose 2, 4, 6… of that age group and each person pays the price',
  );
  await expect(dialog).not.toContainText('buy one get one: both are charged');
  await expect(page.getByRole('columnheader', { name: 'In pairs' })).toBeVisible();
});

test('Cancel, × and Escape ask before throwing changes away; an untouched editor just closes', async ({
  page,
}) => {
  const ticket = await ticketOfOurOwn(`E2E Discard ${Date.now()}`);
  const dialog = await openEditor(page, ticket.title);
  // Nothing changed: it closes at once.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const again = await openEditor(page, ticket.title, { signedIn: true });
  await again.getByLabel('Title').fill(`${ticket.title} (renamed)`);
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeVisible();
  await expect(discard).toContainText(`Your changes to “${ticket.title}” will be lost`);
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(again.getByLabel('Title')).toHaveValue(`${ticket.title} (renamed)`);

  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(again).toBeVisible();

  // A slot typed but not added is a change too.
  await again.getByLabel('Title').fill(ticket.title);
  await again.getByLabel('Add a slot (HH:mm)').fill('09:30');
  await again.getByRole('button', { name: 'Close' }).first().click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(again).toBeHidden();
  const unchanged = await api<{ title: string; timeSlots: string[] }>('GET', `/tickets/${ticket._id}`);
  expect(unchanged.body).toMatchObject({ title: ticket.title, timeSlots: [] });
});

test('pictures are uploaded, previewed from the API and saved with the ticket; others are refused with a reason', async ({
  page,
}) => {
  const ticket = await ticketOfOurOwn(`E2E Pictures ${Date.now()}`);
  const dialog = await openEditor(page, ticket.title);
  const upload = dialog.getByLabel('Upload pictures');
  const addresses = dialog.getByLabel('Image addresses (one per line)');

  // A PNG the computer calls a JPEG: uploaded and stored as what it is.
  await upload.setInputFiles({ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expect(addresses).toHaveValue(/^\/assets\/uploads\/[0-9a-f]{64}\.png$/);
  const url = await addresses.inputValue();
  const thumb = dialog.getByRole('list', { name: 'Pictures' }).locator('img');
  await expect(thumb).toHaveAttribute('src', `${new URL(E2E.apiUrl).origin}${url}`);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Refused before anything is sent: not a picture by its bytes, or too large.
  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('notes.png is not a JPEG, PNG or WebP picture.');
  const huge = Buffer.alloc(TICKET_IMAGE_MAX_BYTES + 1, 0);
  PNG.copy(huge);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(dialog.getByRole('alert')).toHaveText(
    'huge.png is larger than 2 MB: make the picture smaller and try again.',
  );
  await expect(addresses).toHaveValue(url);

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “${ticket.title}”`)).toBeVisible();
  const saved = await api<{ ticketImages: string[] }>('GET', `/tickets/${ticket._id}`);
  expect(saved.body.ticketImages).toEqual([url]);
  const served = await fetch(`${new URL(E2E.apiUrl).origin}${url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
});
