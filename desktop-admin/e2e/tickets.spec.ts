import path from 'node:path';
import { expect, test } from '@playwright/test';
import { describeCancellationPolicy } from '@tours/core/domain';
import { adminToken, api, signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');

interface Ticket {
  _id: string;
  title: string;
  service: string;
  pricing: {
    preference: string;
    weekDays: { adult: number; child: number };
    weekEnds: { adult: number; child: number };
  }[];
  timeSlots: string[];
  isTimeSlot: boolean;
  adultQrCount: number;
  childQrCount: number;
  isAdultByOneGetOneActive: boolean;
  attractionClosed: string[];
  capacityPerSlot: number | null;
  cancellationPolicy: unknown;
}

test('create a ticket with every field, see validation, then edit it', async ({ page }) => {
  await signIn(page, 'tickets');
  await expect(page.getByLabel('Service').first()).not.toHaveValue('');
  await expect(page.getByRole('table')).toBeVisible();
  const service = await page.getByLabel('Service').first().inputValue();
  expect(service).not.toBe('');

  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(dialog).toBeVisible();

  // Validation from core's TicketInputSchema, shown beside each field.
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await expect(dialog.getByText('Enter an amount in RM, e.g. 120.00.').first()).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  const title = `E2E Sunset Dhow Cruise ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Ticket type').fill('tour');
  await dialog.getByLabel('Description').fill('Two hours on the creek at sunset.');
  await dialog.getByLabel('Preference 1 name').fill('Standard');
  await dialog.getByLabel('Standard weekday adult price in RM').fill('120.50');
  await dialog.getByLabel('Standard weekday child price in RM').fill('60');
  await dialog.getByLabel('Standard weekend adult price in RM').fill('150');
  await dialog.getByLabel('Standard weekend child price in RM').fill('75.25');
  await dialog.getByRole('button', { name: 'Add preference' }).click();
  await dialog.getByLabel('Preference 2 name').fill('Upper deck');
  await dialog.getByLabel('Upper deck weekday adult price in RM').fill('200');
  await dialog.getByLabel('Upper deck weekday child price in RM').fill('100');
  await dialog.getByLabel('Upper deck weekend adult price in RM').fill('250');
  await dialog.getByLabel('Upper deck weekend child price in RM').fill('125');
  await dialog.getByLabel('Visitors choose a time slot').check();
  for (const slot of ['17:30', '09:00']) {
    await dialog.getByLabel('Add a slot (HH:mm)').fill(slot);
    await dialog.getByRole('button', { name: 'Add slot' }).click();
  }
  await dialog.getByLabel('Capacity per slot').fill('40');
  await dialog.getByLabel('QR codes per adult').fill('2');
  await dialog.getByLabel('Adults booked in pairs only').check();
  await dialog.getByLabel('Mon', { exact: true }).check();
  await dialog.getByLabel('Image addresses (one per line)').fill('https://cdn.example.com/dhow.jpg');

  // The cancellation policy: 24 hours free by default, judged by core as it is typed.
  const policyBox = dialog.getByRole('group', { name: 'Cancellation policy' });
  await expect(policyBox).toContainText(describeCancellationPolicy({ freeUntilHours: 24, partial: null }));
  await policyBox.getByLabel('Free until, hours before the visit').fill('48');
  await policyBox.getByLabel('A later partial refund').check();
  await policyBox.getByLabel('Partial until, hours before the visit').fill('60');
  await expect(policyBox).toContainText(
    'the partial refund window must end closer to the visit than the free one',
  );
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  // Not saved: the editor stays open and says what to fix.
  await expect(page.getByText(/Please fix \d+ fields? marked in red/).last()).toBeVisible();
  await expect(dialog).toBeVisible();
  await policyBox.getByLabel('Partial until, hours before the visit').fill('12');
  await policyBox.getByLabel('Refund percent').fill('40');
  const policy = { freeUntilHours: 48, partial: { untilHours: 12, refundPercent: 40 } };
  await expect(policyBox).toContainText(describeCancellationPolicy(policy));
  await page.screenshot({ path: path.join(SHOTS, 'ticket-cancellation-policy-1280x800.png') });
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page.getByText(`Created “${title}”`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list (its cached read invalidated by the write) shows it, and search finds it.
  await page.getByLabel('Search').fill('sunset dhow');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2 slots · 40/slot');

  const listed = await api<Ticket[]>('GET', `/tickets/service?service=${service}`);
  const created = listed.body.find((t) => t.title === title)!;
  expect(created.pricing).toEqual([
    {
      preference: 'Standard',
      weekDays: { adult: 12050, child: 6000 },
      weekEnds: { adult: 15000, child: 7525 },
    },
    {
      preference: 'Upper deck',
      weekDays: { adult: 20000, child: 10000 },
      weekEnds: { adult: 25000, child: 12500 },
    },
  ]);
  expect(created).toMatchObject({
    timeSlots: ['09:00', '17:30'],
    isTimeSlot: true,
    capacityPerSlot: 40,
    adultQrCount: 2,
    childQrCount: 1,
    isAdultByOneGetOneActive: true,
    attractionClosed: ['Monday'],
    cancellationPolicy: policy,
  });

  // Edit: change a price and a slot.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ticket: ${title}` });
  await expect(edit.getByLabel('Standard weekday adult price in RM')).toHaveValue('120.50');
  await edit.getByLabel('Standard weekday adult price in RM').fill('abc');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Enter an amount in RM, e.g. 120.00.')).toBeVisible();
  await edit.getByLabel('Standard weekday adult price in RM').fill('135');
  await edit.getByRole('button', { name: 'Remove slot 17:30' }).click();
  // Non-refundable apart from the partial window.
  await edit.getByLabel('Free cancellation (unticked: non-refundable)').uncheck();
  const nonRefundable = { freeUntilHours: null, partial: { untilHours: 12, refundPercent: 40 } };
  await expect(edit.getByRole('group', { name: 'Cancellation policy' })).toContainText(
    describeCancellationPolicy(nonRefundable),
  );
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “${title}”`)).toBeVisible();
  await expect(row).toContainText('1 slot');

  const updated = await api<Ticket>('GET', `/tickets/${created._id}`);
  expect(updated.body.pricing[0]!.weekDays.adult).toBe(13500);
  expect(updated.body.timeSlots).toEqual(['09:00']);
  expect(updated.body.cancellationPolicy).toEqual(nonRefundable);
});

for (const size of [
  { width: 1280, height: 800 },
  // The desktop window's minimum size.
  { width: 1100, height: 680 },
]) {
  test(`at ${size.width}x${size.height} every ticket column and its Edit and Delete fit without a sideways scroll`, async ({
    page,
  }) => {
    const token = await adminToken();
    // A wide row: long title and type, three preferences, slots, both buy-one-get-one flags, three closed days.
    const title = `E2E Wide Row: Sunset Desert Safari with BBQ Dinner ${Date.now()}`;
    const created = await api('POST', '/create', {
      token,
      body: {
        service: 'burj-khalifa',
        title,
        ticketType: 'premium-experience',
        pricing: ['Standard', 'Fast-track entry', 'Lounge access'].map((preference) => ({
          preference,
          weekDays: { adult: 16900, child: 12900 },
          weekEnds: { adult: 18900, child: 14900 },
        })),
        isTimeSlot: true,
        timeSlots: ['09:00', '10:00', '11:00'],
        capacityPerSlot: 40,
        adultQrCount: 2,
        childQrCount: 1,
        isAdultByOneGetOneActive: true,
        isChildByOneGetOneActive: true,
        attractionClosed: ['Monday', 'Tuesday', 'Wednesday'],
        currency: 'myr',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.setViewportSize(size);
    await signIn(page, 'tickets');
    await page.getByLabel('Service').first().selectOption('burj-khalifa');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: title })).toBeVisible();

    const panel = page.getByRole('region', { name: 'Tickets' });
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const within = async (name: string | RegExp) => {
      for (const el of await table
        .getByRole(typeof name === 'string' ? 'columnheader' : 'button', { name })
        .all()) {
        await expect(el).toBeInViewport({ ratio: 1 });
      }
    };
    await within('Closed');
    await within('QR adult / child');
    await within(/^Edit /);
    await within(/^Delete /);
    const rows = await table.locator('tbody tr').count();
    expect(await table.getByRole('button', { name: /^Delete / }).count()).toBe(rows);
    await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Mon, Tue, Wed');
    await page.screenshot({ path: path.join(SHOTS, `tickets-table-${size.width}x${size.height}.png`) });
  });
}
