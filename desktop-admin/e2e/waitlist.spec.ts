import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  addDays,
  adminToken,
  api,
  receivedMail,
  signIn,
  todayDubai,
  waitForMail,
  weekdayOf,
} from './helpers';

/** Screenshots of the screen, to look at (not compared). */
const SHOTS = process.env['WAITLIST_SHOTS'] ?? path.join(os.tmpdir(), 'admin-waitlist-states');
const SLOT = '14:00';

interface Ticket {
  _id: string;
  title: string;
}

/** A paid booking of `adults` on the slot: a checkout, then Pay on the local provider's page. */
async function paidBooking(ticketId: string, date: string, adults: number, i: number): Promise<string> {
  const created = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot: SLOT,
      adultCount: adults,
      childCount: 0,
      name: `Lounge guest ${i}`,
      email: `lounge${i}@example.com`,
      mobileNumber: '+971501234567',
    },
  });
  expect(created.status).toBe(201);
  const pay = await fetch(`${new URL(created.body.url).origin}${new URL(created.body.url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  return created.body.bookingId;
}

function join(ticketId: string, date: string, name: string, adultCount: number) {
  return api<{ place: number }>('POST', '/waitlist/join', {
    body: {
      ticketId,
      bookingDate: date,
      timeSlot: SLOT,
      adultCount,
      name,
      email: `${name.toLowerCase()}@example.com`,
      mobileNumber: '+971509876543',
    },
  });
}

test('staff see a slot’s waiting list, remove an entry and offer the free seats by hand', async ({
  page,
}) => {
  const tickets = await api<Ticket[]>('GET', '/tickets/service?service=burj-khalifa');
  const sky = tickets.body.find((t) => t.title.includes('SKY'))!;
  let date = addDays(todayDubai(), 26);
  while (!['Monday', 'Tuesday', 'Wednesday'].includes(weekdayOf(date))) date = addDays(date, 1);

  // The lounge's 14:00 sells out (12 seats); Ann (a party of two) and Bob join its list.
  await paidBooking(sky._id, date, 6, 1);
  await paidBooking(sky._id, date, 4, 2);
  const two = await paidBooking(sky._id, date, 2, 3);
  expect((await join(sky._id, date, 'Ann', 2)).status).toBe(201);
  expect((await join(sky._id, date, 'Bob', 1)).body.place).toBe(2);

  // Two seats come back: they are held for Ann, who declines on the payment page; they pass on
  // to Bob (one), and one stays on sale.
  const token = await adminToken();
  const found = await api<{ bookings: { _id: string }[] }>('GET', `/admin/all-bookings?search=${two}`, {
    token,
  });
  const cancelled = await api('POST', `/admin/bookings/${found.body.bookings[0]!._id}/cancel`, {
    token,
    body: { reason: 'Plans changed' },
  });
  expect(cancelled.status).toBe(200);
  const offer = await waitForMail((m) => m.to.includes('ann@example.com') && /Seats for you/.test(m.subject));
  const annToken = /waitlist-offer\?token=([A-Za-z0-9_-]+)/.exec(offer.text)![1]!;
  const pay = await api<{ url: string }>('POST', '/waitlist/pay', { body: { token: annToken } });
  expect(pay.status).toBe(200);
  const declined = await fetch(`${new URL(pay.body.url).origin}${new URL(pay.body.url).pathname}/decline`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(declined.status).toBe(303);

  await signIn(page, 'schedule');
  await page.getByLabel('Service').selectOption({ label: 'Burj Khalifa: At the Top' });
  await page.getByLabel('Ticket').selectOption({ label: sky.title });
  const panel = page.getByRole('region', { name: 'Waiting lists' });
  await panel.getByRole('button', { name: new RegExp(`at ${SLOT}`) }).click();
  const list = panel.getByRole('table', { name: /Waiting list for/ });
  const row = (name: string) => list.getByRole('row').filter({ hasText: name });
  await expect(row('Ann')).toContainText('expired');
  await expect(row('Bob')).toContainText('offered');
  await expect(panel.getByText('11 of 12 seats taken')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'waitlist-list.png'), fullPage: true });

  // Bob no longer wants his seat: staff remove him, and it goes back on sale (nobody waits).
  await row('Bob').getByRole('button', { name: 'Remove Bob' }).click();
  await expect(row('Bob')).toContainText('left');
  await expect(panel.getByText('10 of 12 seats taken')).toBeVisible();

  // Ann calls: she missed the payment. Staff offer her the two free seats again, by hand.
  await row('Ann').getByRole('button', { name: 'Offer the free seats to Ann' }).click();
  await expect(row('Ann')).toContainText('offered');
  await expect(panel.getByText('12 of 12 seats taken')).toBeVisible();
  // A second offer mail, with the same link.
  await expect
    .poll(
      () =>
        receivedMail().filter((m) => m.to.includes('ann@example.com') && /Seats for you/.test(m.subject))
          .length,
      { timeout: 30_000 },
    )
    .toBe(2);
  await page.screenshot({ path: path.join(SHOTS, 'waitlist-offered-by-hand.png'), fullPage: true });

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
