import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingSchema,
  ErrorBodySchema,
  SendResultSchema,
  SendTicketListResponseSchema,
} from '@tours/core/schemas';
import { TICKET_FILE_MAX_BYTES } from '@tours/core/domain';
import { expectValidation } from '../../test/expect';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness';
import { login, upsertAdmin } from '../admin-auth/service';
import { SmtpSink } from '../mail/testing/smtp-sink';
import { smtpTransport } from '../mail/transport';
import { MailWorker } from '../mail/worker';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // Signs in through the auth service itself, independent of the login route.
  await upsertAdmin(t.db, TEST_ADMIN);
  const attempt = { ...TEST_ADMIN, ip: '127.0.0.1', userAgent: null };
  const outcome = await login(t.db, t.config, attempt, { admin: null, requestId: null, ip: '127.0.0.1' });
  if (outcome.kind !== 'signedIn') throw new Error('the test admin has no second factor');
  token = outcome.token;
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function confirmedBooking(fixture: Parameters<typeof createTicket>[1] = {}) {
  const ticket = await createTicket(t.db, fixture);
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { adultCount: 2, childCount: 1 }),
  });
  await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  return t.db('bookings').where({ booking_id: created.body.bookingId }).first();
}

function ticketForm(bookingId: string, files: [Buffer, string][], message?: string): FormData {
  const form = new FormData();
  form.set('bookingId', bookingId);
  if (message) form.set('message', message);
  for (const [content, name] of files) form.append('files', new Blob([content]), name);
  return form;
}

function postTicket(form: FormData, auth = true) {
  return fetch(`${t.apiUrl}/booking/admin/send-ticket`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('admin send routes', () => {
  it('answer 401 without a token', async () => {
    const booking = await confirmedBooking();
    const notification = await t.request('POST', '/admin/send-notification', {
      body: { bookingId: booking.id, subject: 'Hello', message: 'Hi' },
    });
    expect(notification.status).toBe(401);
    expect(notification.body.error.code).toBe('UNAUTHORIZED');
    const ticket = await postTicket(ticketForm(booking.id, [[PNG, 'qr.png']]), false);
    expect(ticket.status).toBe(401);
    expect(
      await t.db('mail_outbox').where({ booking_id: booking.id }).whereNot('kind', 'confirmation'),
    ).toHaveLength(0);
  });

  it('send-notification queues a message with the voucher, records notificationSentAt and an audit row', async () => {
    const booking = await confirmedBooking();
    const res = await t.request('POST', '/admin/send-notification', {
      token,
      body: {
        bookingId: booking.id,
        subject: 'Pick-up time changed',
        message: 'Your driver arrives at 08:15.',
      },
    });
    expect(res.status).toBe(200);
    expect(SendResultSchema.parse(res.body).booking.notificationSentAt).not.toBeNull();
    const mail = await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'notification' }).first();
    expect(mail).toMatchObject({ to: booking.email, subject: 'Pick-up time changed' });
    expect(mail.text).toContain('Your driver arrives at 08:15.');
    const audit = await t
      .db('audit_log')
      .where({ entity_id: booking.id, action: 'booking.notification_sent' })
      .first();
    expect(audit.admin_email).toBe('admin@example.com');
    expect(audit.details).toMatchObject({ subject: 'Pick-up time changed' });

    expect(
      (
        await t.request('POST', '/admin/send-notification', {
          token,
          body: { bookingId: booking.id, subject: '', message: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/admin/send-notification', {
          token,
          body: { bookingId: '00000000-0000-4000-8000-000000000000', subject: 'S', message: 'M' },
        })
      ).status,
    ).toBe(404);
  });

  it('send-notification attaches the voucher to a paid booking only: pending, expired, cancelled and refunded ones get the message alone', async () => {
    const attachmentsOf = async (bookingId: string) => {
      const mail = await t
        .db('mail_outbox')
        .where({ booking_id: bookingId, kind: 'notification' })
        .orderBy('created_at', 'desc')
        .first();
      return (await t.db('mail_attachments').where({ mail_id: mail.id })).map((a) => a.filename);
    };
    const notify = async (bookingId: string) => {
      const res = await t.request('POST', '/admin/send-notification', {
        token,
        body: { bookingId, subject: 'About your visit', message: 'The lifts reopen at 10:00.' },
      });
      expect(res.status, res.text).toBe(200);
      return SendResultSchema.parse(res.body);
    };

    const paid = await confirmedBooking();
    expect(await notify(paid.id)).toMatchObject({ voucherAttached: true });
    expect(await attachmentsOf(paid.id)).toEqual([`voucher-${paid.booking_id}.pdf`]);
    await t.db('bookings').where({ id: paid.id }).update({ booking_status: 'redeemed' });
    expect(await notify(paid.id)).toMatchObject({ voucherAttached: true });

    const ticket = await createTicket(t.db);
    const pending = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    const pendingRow = await t.db('bookings').where({ booking_id: pending.body.bookingId }).first();
    expect(await notify(pendingRow.id)).toMatchObject({ voucherAttached: false });
    expect(await attachmentsOf(pendingRow.id)).toEqual([]);

    for (const status of ['expired', 'cancelled', 'refunded']) {
      const booking = await confirmedBooking();
      await t.db('bookings').where({ id: booking.id }).update({ booking_status: status });
      expect(await notify(booking.id), status).toMatchObject({ voucherAttached: false });
      expect(await attachmentsOf(booking.id), status).toEqual([]);
      const audit = await t
        .db('audit_log')
        .where({ entity_id: booking.id, action: 'booking.notification_sent' })
        .first();
      expect(audit.details).toMatchObject({ voucherAttached: false });
    }
  });

  it('send-ticket attaches the provider files and the voucher, reports the expected count and delivers over SMTP', async () => {
    const booking = await confirmedBooking({ adultQrCount: 1, childQrCount: 1 });
    const res = await postTicket(
      ticketForm(
        booking.id,
        [
          [PNG, 'adult-1.png'],
          [PNG, 'adult-2.png'],
          [PDF, 'child.pdf'],
        ],
        'Enjoy the view!',
      ),
    );
    expect(res.status).toBe(200);
    const body = SendResultSchema.parse(await res.json());
    expect(body).toMatchObject({ expectedFiles: 3, attachedFiles: 3 });
    expect(body.booking.ticketSentAt).not.toBeNull();
    expect(
      await t.db('audit_log').where({ entity_id: booking.id, action: 'booking.ticket_sent' }),
    ).toHaveLength(1);

    const sink = new SmtpSink();
    await sink.start(0);
    try {
      await new MailWorker({
        db: t.db,
        transport: smtpTransport(sink.url),
        from: 'bookings@example.com',
      }).drain();
      const mail = sink.messages.find((m) => m.subject?.startsWith('Your tickets'));
      expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['adult-1.png', 'image/png'],
        ['adult-2.png', 'image/png'],
        ['child.pdf', 'application/pdf'],
        [`voucher-${booking.booking_id}.pdf`, 'application/pdf'],
      ]);
      expect(mail?.text).toContain('Enjoy the view!');
    } finally {
      await sink.stop();
    }
  });

  it('send-ticket reports a count that differs from the expected one, and refuses other file types and pending bookings', async () => {
    const booking = await confirmedBooking({ adultQrCount: 2, childQrCount: 1 });
    const fewer = await postTicket(ticketForm(booking.id, [[PDF, 'all-tickets.pdf']]));
    expect(await fewer.json()).toMatchObject({ expectedFiles: 5, attachedFiles: 1 });

    const exe = await postTicket(
      ticketForm(booking.id, [[Buffer.from('MZ\x90\x00 not a ticket'), 'ticket.png']]),
    );
    expect(exe.status).toBe(415);
    const none = await postTicket(ticketForm(booking.id, []));
    expect(none.status).toBe(400);

    const ticket = await createTicket(t.db);
    const pending = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    const pendingRow = await t.db('bookings').where({ booking_id: pending.body.bookingId }).first();
    const refused = await postTicket(ticketForm(pendingRow.id, [[PNG, 'qr.png']]));
    expect(refused.status).toBe(409);
  });
  it('send-ticket takes no provider file when the ticket expects none: the voucher is the ticket', async () => {
    const booking = await confirmedBooking({ adultQrCount: 0, childQrCount: 0 });
    const res = await postTicket(ticketForm(booking.id, [], 'Show the voucher at the gate.'));
    expect(res.status).toBe(200);
    const body = SendResultSchema.parse(await res.json());
    expect(body).toMatchObject({ expectedFiles: 0, attachedFiles: 0 });
    expect(body.booking.ticketSentAt).not.toBeNull();
    const mail = await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'ticket' }).first();
    expect(mail).toBeTruthy();
  });

  it('send-ticket refuses a file over core’s limit with 413, and nothing is sent', async () => {
    const booking = await confirmedBooking({ adultQrCount: 1, childQrCount: 0 });
    const tooBig = Buffer.alloc(TICKET_FILE_MAX_BYTES + 1, 0);
    PNG.copy(tooBig);
    const res = await postTicket(ticketForm(booking.id, [[tooBig, 'huge.png']]));
    expect(res.status).toBe(413);
    const { error } = ErrorBodySchema.parse(await res.json());
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each ticket file may be at most 5 MB.',
    });
    expect(await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'ticket' })).toHaveLength(0);
    expect((await t.db('bookings').where({ id: booking.id }).first()).ticket_sent_at).toBeNull();

    // A file of exactly the limit goes through.
    const atLimit = Buffer.alloc(TICKET_FILE_MAX_BYTES, 0);
    PNG.copy(atLimit);
    expect((await postTicket(ticketForm(booking.id, [[atLimit, 'big.png']]))).status).toBe(200);
  });

  it('resends a ticket: a second mail goes out and ticketSentAt moves, and the list filter finds it', async () => {
    const booking = await confirmedBooking({ adultQrCount: 1, childQrCount: 0 });
    const list = async (sent?: string) => {
      const res = await t.request('GET', '/admin/all-bookings-send-ticket', {
        token,
        query: { ticketTitle: booking.ticket_title, ...(sent ? { sent } : {}) },
      });
      expect(res.status).toBe(200);
      return SendTicketListResponseSchema.parse(res.body).bookings.map((b) => BookingSchema.parse(b)._id);
    };
    expect(await list()).toEqual([booking.id]);
    expect(await list('sent')).toEqual([]);

    const first = SendResultSchema.parse(
      await (await postTicket(ticketForm(booking.id, [[PNG, 'a.png']]))).json(),
    );
    expect(await list()).toEqual([]);
    expect(await list('unsent')).toEqual([]);
    expect(await list('sent')).toEqual([booking.id]);
    expect(await list('all')).toEqual([booking.id]);

    await t
      .db('bookings')
      .where({ id: booking.id })
      .update({ ticket_sent_at: new Date(Date.now() - 60_000) });
    const resent = await postTicket(ticketForm(booking.id, [[PNG, 'corrected.png']], 'Corrected ticket.'));
    expect(resent.status).toBe(200);
    const second = SendResultSchema.parse(await resent.json());
    expect(Date.parse(second.booking.ticketSentAt!)).toBeGreaterThan(Date.now() - 30_000);
    expect(second.booking.ticketSentAt).not.toBe(first.booking.ticketSentAt);
    const mails = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id, kind: 'ticket' })
      .orderBy('created_at');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Corrected ticket.');
    expect(
      await t.db('audit_log').where({ entity_id: booking.id, action: 'booking.ticket_sent' }),
    ).toHaveLength(2);
  });

  it('validates the send-ticket list filter', async () => {
    expectValidation(
      await t.request('GET', '/admin/all-bookings-send-ticket', {
        token,
        query: { ticketTitle: 'Anything', sent: 'maybe' },
      }),
      'sent',
    );
  });
});
