import { expect, test } from '@playwright/test';
import { addDays, adminToken, chooseTicket, dubaiToday, nextDateOn, showMonthOf, TICKETS } from './helpers';

test('a blocked date and a closed weekday cannot be chosen', async ({ page, request }) => {
  const token = await adminToken(request);
  const blocked = addDays(dubaiToday(), 9);
  const res = await request.post('/api/v1/block-date', {
    headers: { Authorization: `Bearer ${token}` },
    data: { service: 'museum-of-the-future', ticketId: TICKETS.museumEntry, blockedDate: blocked },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await chooseTicket(page, 'museum-of-the-future', 'Museum of the Future Entry');
  await expect(page.getByText('Closed every Monday.')).toBeVisible();

  const blockedCell = await showMonthOf(page, blocked);
  await expect(blockedCell).toHaveAttribute('data-disabled', 'true');
  await blockedCell.getByRole('button').click({ force: true });
  await expect(blockedCell).not.toHaveAttribute('data-selected', 'true');

  await page.reload();
  const monday = nextDateOn(['Monday'], 2);
  const mondayCell = await showMonthOf(page, monday);
  await expect(mondayCell).toHaveAttribute('data-disabled', 'true');
  await mondayCell.getByRole('button').click({ force: true });
  await expect(mondayCell).not.toHaveAttribute('data-selected', 'true');

  // A past date is not selectable either.
  const yesterday = page.locator(`td[data-day="${addDays(dubaiToday(), -1)}"]:not([data-outside])`);
  if (await yesterday.count()) await expect(yesterday).toHaveAttribute('data-disabled', 'true');
});

test('a blocked slot and a sold-out slot cannot be chosen; a day with neither open is sold out on the calendar, and picked only for its waiting list', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const [bothClosed, fullOnly, blockedOnly] = [15, 22, 29].map((from) =>
    nextDateOn(['Tuesday', 'Wednesday', 'Thursday'], from),
  ) as [string, string, string];
  const blockMorning = async (date: string) => {
    const block = await request.post('/api/v1/block-time-slot', {
      headers: { Authorization: `Bearer ${token}` },
      data: { date, ticketId: TICKETS.heritageWalk, service: 'old-dubai-heritage-walk', timeSlot: '09:00' },
    });
    expect(block.ok(), await block.text()).toBe(true);
  };
  // The 16:00 walk takes 15 people; two held checkouts of 8 and 7 fill it.
  const fillAfternoon = async (date: string) => {
    for (const [adultCount, i] of [
      [8, 1],
      [7, 2],
    ] as const) {
      const hold = await request.post('/api/v1/payments/create-checkout', {
        data: {
          ticketId: TICKETS.heritageWalk,
          preferenceIndex: 0,
          bookingDate: date,
          timeSlot: '16:00',
          adultCount,
          childCount: 0,
          name: `Group Leader ${i}`,
          email: `group${i}@example.com`,
          mobileNumber: '+971501234567',
        },
      });
      expect(hold.status(), await hold.text()).toBe(201);
    }
  };
  await blockMorning(bothClosed);
  await fillAfternoon(bothClosed);
  await fillAfternoon(fullOnly);
  await blockMorning(blockedOnly);

  await chooseTicket(page, 'old-dubai-heritage-walk', 'Old Dubai Walking Tour with Abra Ride');
  // The calendar says so before the day is picked, in the day's accessible name too; the day can
  // still be picked, for the waiting list of its sold-out time, and nothing on it can be booked.
  const soldOutDay = await showMonthOf(page, bothClosed);
  await expect(soldOutDay).not.toHaveAttribute('data-disabled', 'true');
  await expect(soldOutDay.getByRole('button')).toHaveAccessibleName(/sold out$/);
  await soldOutDay.getByRole('button').click();
  await expect(page.getByRole('radio', { name: '09:00' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '16:00' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Join the waiting list for 16:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waiting list for 09:00' })).toHaveCount(0);

  await (await showMonthOf(page, fullOnly)).getByRole('button').click();
  const soldOutSlot = page.getByRole('radio', { name: '16:00' });
  await expect(soldOutSlot).toBeDisabled();
  await expect(page.locator('.slot[data-status="soldOut"]')).toContainText('Sold out');
  await expect(page.getByRole('radio', { name: '09:00' })).toBeEnabled();

  await (await showMonthOf(page, blockedOnly)).getByRole('button').click();
  await expect(page.getByRole('radio', { name: '09:00' })).toBeDisabled();
  await expect(page.locator('.slot[data-status="blocked"]')).toContainText('Unavailable');
  for (const button of await page
    .getByRole('button', { name: /participants|choose a time/i })
    .locator('visible=true')
    .all()) {
    await expect(button).toBeDisabled();
  }
});
