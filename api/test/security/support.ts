import { expect } from 'vitest';
import { ErrorBodySchema } from '@tours/core/schemas';
import type { TestApp, TestResponse } from '../harness';
import type { World } from '../hostile/support/world';

export function expectError(res: TestResponse, status: number, code?: string): void {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (code) expect(body.error.code).toBe(code);
}

/** A checkout body for a real seeded ticket; `extra` lets a test add fields a hostile client sends. */
export function checkoutBody(world: World, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const ticket = world.tickets.find((t) => t.isTimeSlot) ?? world.tickets[0]!;
  return {
    ticketId: ticket.id,
    preferenceIndex: 0,
    bookingDate: world.futureDate,
    ...(ticket.isTimeSlot ? { timeSlot: ticket.timeSlots[ticket.timeSlots.length - 1] } : {}),
    adultCount: 2,
    childCount: 0,
    name: 'Aisha Khan',
    email: `visitor-${Math.random().toString(36).slice(2)}@example.com`,
    mobileNumber: '+971501234567',
    ...extra,
  };
}

export interface PaidBooking {
  reference: string;
  sessionId: string;
  /** The customer's success-page token, read from where the provider sends the visitor. */
  token: string;
  uuid: string;
}

/** Checks out and pays on the local test provider, as a visitor would; answers the success token. */
export async function bookAndPay(t: TestApp, world: World, pay = true): Promise<PaidBooking> {
  const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(world) });
  expect(created.status, created.text).toBe(201);
  const { sessionId, bookingId } = created.body as { sessionId: string; bookingId: string };
  let token: string;
  if (pay) {
    const res = await fetch(`${t.apiUrl}/payments/local/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    token = new URL(res.headers.get('location')!, t.baseUrl).searchParams.get('token')!;
  } else {
    const row = await t.db('payment_local_sessions').where({ id: sessionId }).first('cancel_url');
    token = new URL(row.cancel_url).searchParams.get('token')!;
  }
  expect(token).toBeTruthy();
  const uuid = (await t.db('bookings').where({ booking_id: bookingId }).first('id')).id as string;
  return { reference: bookingId, sessionId, token, uuid };
}
