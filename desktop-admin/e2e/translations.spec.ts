import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { addDays, adminToken, api, signIn, todayDubai } from './helpers';

// Staff write a ticket's words in Malay in the ticket editor's Malay tab; the Malay product page
// shows them, the English page keeps its own, and the missing-translations list follows.

const ENGLISH = 'Frame Rooftop Evening';
const MALAY = 'Petang di Bumbung Dubai Frame';
const apiOrigin = new URL(E2E.apiUrl).origin;

async function ticketOfOurOwn(): Promise<{ _id: string }> {
  const created = await api<{ _id: string }>('POST', '/create', {
    token: await adminToken(),
    body: {
      service: 'dubai-frame',
      title: ENGLISH,
      ticketType: 'experience',
      description: 'An evening on the viewing deck.',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 7000, child: 3500 },
          weekEnds: { adult: 8000, child: 4000 },
        },
      ],
      currency: 'myr',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Whether the API serves the built storefront (its pages then render what staff wrote). */
async function storefrontServed(): Promise<boolean> {
  const res = await fetch(`${apiOrigin}/`, { headers: { accept: 'text/html' } });
  return res.ok && (res.headers.get('content-type') ?? '').includes('text/html');
}

test('staff write a Malay title; the Malay product page shows it and English keeps its own', async ({
  page,
}) => {
  const ticket = await ticketOfOurOwn();
  await signIn(page, 'tickets');
  await page.getByLabel('Service').first().selectOption('dubai-frame');
  await page.getByLabel('Search').fill(ENGLISH);
  await page.getByRole('button', { name: `Edit ${ENGLISH}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ticket: ${ENGLISH}` });
  const tabs = dialog.getByRole('tablist', { name: 'Ticket words by language' });
  await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  // Nothing written yet: each language lacks the title, the description and the option's name.
  await expect(tabs.getByRole('tab', { name: /Malay/ })).toContainText('3 missing');
  await tabs.getByRole('tab', { name: /Malay/ }).click();
  const title = dialog.getByLabel('Title (Malay)');
  await expect(title).toHaveAttribute('placeholder', ENGLISH);
  await title.fill(MALAY);
  await expect(tabs.getByRole('tab', { name: /Malay/ })).toContainText('2 missing');
  await expect(dialog.getByLabel('Options (Malay, one per line)')).toHaveAttribute('placeholder', 'Standard');
  // The keyboard moves along the tabs; Arabic is typed right to left.
  await tabs.getByRole('tab', { name: /Malay/ }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /Arabic/ })).toBeFocused();
  await expect(dialog.getByLabel('Title (Arabic)')).toHaveAttribute('placeholder', ENGLISH);
  await page.screenshot({ path: test.info().outputPath('ticket-editor-languages.png') });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  // The reads the storefront makes: Malay where written, English elsewhere and on the English page.
  const malay = await api<{ _id: string; title: string; description: string }[]>(
    'GET',
    '/tickets/service?service=dubai-frame&lang=ms',
  );
  const ours = malay.body.find((t) => t._id === ticket._id)!;
  expect(ours.title).toBe(MALAY);
  expect(ours.description).toBe('An evening on the viewing deck.');
  const english = await api<{ _id: string; title: string }[]>('GET', '/tickets/service?service=dubai-frame');
  expect(english.body.find((t) => t._id === ticket._id)!.title).toBe(ENGLISH);

  if (await storefrontServed()) {
    const shop = await page.context().newPage();
    await shop.goto(`${apiOrigin}/ms/dubai-frame`);
    await expect(shop.getByRole('heading', { name: MALAY })).toBeVisible();
    await expect(shop.getByRole('heading', { name: ENGLISH })).toHaveCount(0);
    await shop.screenshot({ path: test.info().outputPath('storefront-ms.png'), fullPage: true });
    await shop.goto(`${apiOrigin}/dubai-frame`);
    await expect(shop.getByRole('heading', { name: ENGLISH })).toBeVisible();
    await expect(shop.getByRole('heading', { name: MALAY })).toHaveCount(0);
    await shop.close();
  }

  // The list of what is missing names it for Arabic and Chinese, not for Malay's title.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Translations' })
    .click();
  const row = page.getByRole('row').filter({ hasText: ENGLISH });
  await expect(row).toContainText('Malay: description');
  await expect(row).toContainText('Arabic: title, description');
  await expect(row).not.toContainText('Malay: title');
  await page.screenshot({ path: test.info().outputPath('translations-list.png'), fullPage: true });
  // Opening it from there shows the Malay title as saved.
  await row.getByRole('button', { name: `Write the missing words of ${ENGLISH}` }).click();
  const again = page.getByRole('dialog', { name: `Edit ticket: ${ENGLISH}` });
  await again.getByRole('tab', { name: /Malay/ }).click();
  await expect(again.getByLabel('Title (Malay)')).toHaveValue(MALAY);
  await page.screenshot({ path: test.info().outputPath('translations-screen.png') });
});

test("the bookings list and a booking's detail say the language it was booked in", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const frame = await api<{ _id: string; title: string }[]>('GET', '/tickets/service?service=dubai-frame');
  const entry = frame.body.find((t) => t.title === 'Dubai Frame Entry')!;
  const booked = await api<{ bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId: entry._id,
      preferenceIndex: 0,
      bookingDate: addDays(todayDubai(), 9),
      adultCount: 1,
      childCount: 0,
      name: 'Siti Aminah',
      email: `siti-${Date.now()}@example.com`,
      mobileNumber: '+60123456789',
      locale: 'ms',
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  await signIn(page, 'bookings');
  const table = page.getByRole('table');
  await page.getByLabel('Search').fill(booked.body.bookingId);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const language = await table.locator('thead th').allTextContents();
  expect(language).toContain('Language');
  await expect(table.locator('tbody tr')).toContainText('Malay');
  await table.getByRole('row', { name: new RegExp(booked.body.bookingId) }).click();
  const detail = page.getByRole('dialog', { name: `Booking ${booked.body.bookingId}` });
  await expect(detail.locator('.detail-row').filter({ hasText: 'Language' })).toContainText('Malay');
  await page.screenshot({ path: test.info().outputPath('booking-language.png') });
});

test('staff write a question and the meeting point in Arabic; the Arabic read shows them, answers stay English', async ({
  page,
}) => {
  const title = 'Frame Sunrise Walk';
  const created = await api<{ _id: string }>('POST', '/create', {
    token: await adminToken(),
    body: {
      service: 'dubai-frame',
      title,
      ticketType: 'experience',
      description: 'A walk round the Frame at sunrise.',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 7000, child: 3500 },
          weekEnds: { adult: 8000, child: 4000 },
        },
      ],
      currency: 'myr',
      meetingPoint: 'Dubai Frame entrance, Gate 3 of Zabeel Park',
      questions: [
        { id: 'diet', label: 'Dietary needs', kind: 'choice', required: true, options: ['None', 'Vegan'] },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await signIn(page, 'tickets');
  await page.getByLabel('Service').first().selectOption('dubai-frame');
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ticket: ${title}` });

  // The meeting point's Arabic sits with the ticket's other Arabic words.
  const words = dialog.getByRole('tablist', { name: 'Ticket words by language' });
  await words.getByRole('tab', { name: /Arabic/ }).click();
  await dialog.getByLabel('Meeting point (Arabic)').fill('مدخل برواز دبي، البوابة 3 في حديقة زعبيل');

  // The question's words: a tab per language, its Arabic choices in the English order.
  const asked = dialog.getByRole('tablist', { name: 'Question 1 words by language' });
  await expect(asked.getByRole('tab', { name: /Arabic/ })).toContainText('2 missing');
  await asked.getByRole('tab', { name: /Arabic/ }).click();
  await expect(dialog.getByLabel('Question 1 (Arabic)')).toHaveAttribute('placeholder', 'Dietary needs');
  await dialog.getByLabel('Question 1 (Arabic)').fill('الاحتياجات الغذائية');
  await dialog.getByLabel('Options (one per line) (Arabic)').fill('لا شيء\nنباتي صرف');
  await expect(asked.getByRole('tab', { name: /Arabic/ })).not.toContainText('missing');
  await dialog.getByLabel('Question 1 (Arabic)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('question-words-arabic.png') });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const arabic = await api<{
    meetingPoint: string;
    questions: { label: string; options: string[]; optionLabels: string[] }[];
  }>('GET', `/tickets/${created.body._id}?lang=ar`);
  expect(arabic.body.meetingPoint).toBe('مدخل برواز دبي، البوابة 3 في حديقة زعبيل');
  expect(arabic.body.questions[0]).toMatchObject({
    label: 'الاحتياجات الغذائية',
    options: ['None', 'Vegan'],
    optionLabels: ['لا شيء', 'نباتي صرف'],
  });
  const english = await api<{ questions: { label: string }[] }>('GET', `/tickets/${created.body._id}`);
  expect(english.body.questions[0]!.label).toBe('Dietary needs');
});
