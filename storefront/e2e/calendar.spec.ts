import { expect, test } from '@playwright/test';
import {
  addDays,
  adminToken,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  expectNoSidewaysScroll,
  nextDateOn,
  pickDate,
  showMonthOf,
} from './helpers';

// The booking calendar's marks: a closed day as the key shows it, the few-left mark, and the next
// step brought into view once a date is picked.

test('a closed day looks like the key’s “Closed”, not like a day gone by', async ({ page }) => {
  // The demo blocks the Dubai Frame Entry twelve days ahead.
  const blocked = addDays(dubaiToday(), 12);
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  const cell = await showMonthOf(page, blocked);
  const button = cell.getByRole('button');
  await expect(button).toHaveAccessibleName(/, closed$/);
  await expect(cell).toHaveClass(/day-closed/);
  const style = await button.evaluate((el) => {
    const css = getComputedStyle(el);
    return { line: css.textDecorationLine, image: css.backgroundImage };
  });
  expect(style.line).toBe('none');
  expect(style.image).toContain('linear-gradient');
  // A past day keeps its own look (struck through): the two are told apart.
  await page.getByRole('button', { name: /previous month/i }).click();
  const yesterday = page.locator(`td[data-day="${addDays(dubaiToday(), -1)}"]:not([data-outside]) button`);
  if ((await yesterday.count()) > 0)
    expect(await yesterday.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
});

test('a day whose one slot has a single seat left gets the few-left mark', async ({ page, request }) => {
  const title = `Frame Tiny Tour ${Date.now()}`;
  const created = await request.post('/api/v1/create', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      service: 'dubai-frame',
      title,
      ticketType: 'small-group',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 2500 },
          weekEnds: { adult: 6000, child: 3000 },
        },
      ],
      timeSlots: ['10:00', '15:00'],
      isTimeSlot: true,
      currency: 'myr',
      capacityPerSlot: 8,
    },
  });
  expect(created.status()).toBe(201);
  const ticketId = (await created.json())._id as string;
  const date = nextDateOn(['Tuesday', 'Wednesday'], 8);
  const hold = await request.post('/api/v1/payments/create-checkout', {
    data: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot: '10:00',
      adultCount: 7,
      childCount: 0,
      name: 'Group Leader',
      email: 'group.leader@example.com',
      mobileNumber: '+971501112233',
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);

  await chooseTicket(page, 'dubai-frame', title);
  const cell = await showMonthOf(page, date);
  await expect(cell).toHaveClass(/day-few-left/);
  await expect(cell.getByRole('button')).toHaveAccessibleName(/few seats left/);
  await expect(page.locator(`td[data-day="${addDays(date, 1)}"] button`)).toHaveAccessibleName(
    /, available, /,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('picking a date brings the next step into view', async ({ page }) => {
    await chooseTicket(page, 'burj-khalifa', 'At the Top, Levels 124 & 125');
    await expect(page.getByRole('heading', { name: /Time/ })).not.toBeInViewport();
    await pickDate(page, nextDateOn(['Wednesday'], 9));
    await expect(page.getByRole('heading', { name: /Time/ })).toBeInViewport();
    await expect(page.getByRole('radio', { name: '11:00' })).toBeInViewport({ ratio: 0.5 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });
});
