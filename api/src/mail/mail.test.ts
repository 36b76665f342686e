import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/harness';
import type { Db } from '../db';
import { enqueueMail, messageIdFor } from './outbox';
import { confirmationMail, notificationMail } from './templates';
import { checkinQrPng } from '../lib/checkin-qr';
import { fileTransport, smtpTransport } from './transport';
import { voucherFooter } from './voucher';
import { renderVoucherPdf } from './voucher';
import { MailWorker } from './worker';
import { SmtpSink } from './testing/smtp-sink';
import { sampleBooking } from './testing/sample-booking';

let db: Db;
let drop: () => Promise<void>;
const sink = new SmtpSink();

beforeAll(async () => {
  ({ db, drop } = await createFreshDatabase(false));
  await sink.start(0);
});

afterAll(async () => {
  await sink.stop();
  await drop?.();
});

beforeEach(async () => {
  await db('mail_outbox').delete();
  sink.messages.length = 0;
});

async function enqueueConfirmation(key: string) {
  const voucher = await renderVoucherPdf(sampleBooking, 'a-check-in-secret-for-the-test');
  return db.transaction((trx) =>
    enqueueMail(trx, {
      kind: 'confirmation',
      bookingId: sampleBooking._id,
      dedupeKey: key,
      to: sampleBooking.email,
      ...confirmationMail(sampleBooking),
      attachments: [{ filename: 'voucher-DXB-7KQ2M9.pdf', contentType: 'application/pdf', content: voucher }],
    }),
  );
}

describe('the confirmation mail', () => {
  it('states the cancellation policy the booking was sold with, its cut-offs in Dubai time', () => {
    const mail = confirmationMail(sampleBooking, undefined, { freeUntilHours: 24, partial: null });
    const line = `Free cancellation until 17:30 on Friday 27 November.`;
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(line);
    expect(confirmationMail(sampleBooking).text).not.toContain('cancellation');
  });

  it('shows the meeting point and the check-in QR code it carries inside the message', () => {
    const mail = confirmationMail(sampleBooking, undefined, null, {
      meetingPoint: 'Gate 3 <of> Zabeel Park',
      checkinQrCid: 'checkin-qr@tours',
    });
    expect(mail.text).toContain('Meeting point: Gate 3 <of> Zabeel Park');
    expect(mail.html).toContain('Meeting point: Gate 3 &#60;of&#62; Zabeel Park');
    expect(mail.html).toMatch(
      /<img src="cid:checkin-qr@tours" width="180" height="180" alt="Check-in QR code/,
    );
    const plain = confirmationMail(sampleBooking);
    expect(plain.html).not.toContain('cid:');
    expect(plain.text).not.toContain('Meeting point');
  });
});

describe('mail outbox', () => {
  it('delivers over SMTP with the booking details, the voucher and a Message-ID derived from the dedupe key', async () => {
    await enqueueConfirmation('confirmation:a');
    const worker = new MailWorker({
      db,
      transport: smtpTransport(sink.url),
      from: 'Bookings <bookings@example.com>',
    });
    expect(await worker.drain()).toBe(1);

    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.messageId).toBe(messageIdFor('confirmation:a'));
    expect(mail.subject).toContain('DXB-7KQ2M9');
    expect(mail.text).toMatch(/Total paid: RM\s492\.30/);
    expect(mail.text).toContain('Time: 17:30');
    expect(mail.html).toContain('Saturday, 28 November 2026');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const row = await db('mail_outbox').first();
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
  });

  it('delivers an attachment named in the HTML as an inline part with its Content-ID', async () => {
    const png = checkinQrPng('a-check-in-secret-for-the-test');
    await db.transaction((trx) =>
      enqueueMail(trx, {
        kind: 'confirmation',
        bookingId: sampleBooking._id,
        dedupeKey: 'confirmation:inline',
        to: sampleBooking.email,
        ...confirmationMail(sampleBooking, undefined, null, { checkinQrCid: 'checkin-qr@tours' }),
        attachments: [
          { filename: 'check-in-code.png', contentType: 'image/png', content: png, cid: 'checkin-qr@tours' },
        ],
      }),
    );
    const worker = new MailWorker({ db, transport: smtpTransport(sink.url), from: 'b@example.com' });
    expect(await worker.drain()).toBe(1);
    const [image] = sink.messages[0]!.attachments;
    expect(image!.contentId).toBe('<checkin-qr@tours>');
    expect(image!.related).toBe(true);
    expect(Buffer.compare(image!.content, png)).toBe(0);
    // The parser has put the image itself where the HTML named its Content-ID.
    expect(sink.messages[0]!.html).toMatch(/<img src="data:image\/png;base64,[^"]+" width="180"/);
  });

  it('keeps one message per dedupe key however often it is enqueued', async () => {
    expect(await enqueueConfirmation('confirmation:b')).toBe(true);
    expect(await enqueueConfirmation('confirmation:b')).toBe(false);
    expect(await db('mail_outbox').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('writes nothing when the caller rolls its transaction back', async () => {
    await db
      .transaction(async (trx) => {
        await enqueueMail(trx, {
          kind: 'notification',
          bookingId: null,
          dedupeKey: 'x',
          to: 'a@example.com',
          ...notificationMail(sampleBooking, 'S', 'M'),
        });
        throw new Error('state change failed');
      })
      .catch(() => undefined);
    expect(await db('mail_outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('retries through an SMTP outage and delivers every message exactly once when the server is back', async () => {
    for (let i = 0; i < 6; i++) await enqueueConfirmation(`confirmation:outage-${i}`);
    await sink.stop();
    const worker = new MailWorker({
      db,
      transport: smtpTransport(sink.url),
      from: 'bookings@example.com',
      retryBaseSeconds: 0.05,
    });
    const other = new MailWorker({
      db,
      transport: smtpTransport(sink.url),
      from: 'bookings@example.com',
      retryBaseSeconds: 0.05,
    });

    expect(await worker.runOnce()).toBe(0);
    const failed = await db('mail_outbox').select('status', 'attempts', 'last_error');
    expect(failed.every((r) => r.status === 'pending' && r.attempts === 1 && r.last_error)).toBe(true);
    expect(sink.messages).toHaveLength(0);

    await sink.start();
    await new Promise((r) => setTimeout(r, 150));
    // Two workers racing over the same rows: SKIP LOCKED and the lease keep each message to one of them.
    const [a, b] = await Promise.all([worker.drain(), other.drain()]);
    expect(a + b).toBe(6);
    expect(await worker.drain()).toBe(0);

    const ids = sink.messages.map((m) => m.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(sink.messages.every((m) => m.attachments.length === 1)).toBe(true);
    const rows = await db('mail_outbox').select('status');
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('writes .eml files under the mail folder without SMTP, one file per message even when retried', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    try {
      await enqueueConfirmation('confirmation:file');
      const transport = fileTransport(path.join(dir, 'mail'));
      const worker = new MailWorker({ db, transport, from: 'bookings@example.com' });
      expect(await worker.drain()).toBe(1);
      // A crash between sending and marking sent: the retry rewrites the same file.
      await db('mail_outbox').update({ status: 'pending', next_attempt_at: db.fn.now() });
      expect(await worker.drain()).toBe(1);
      const files = await readdir(path.join(dir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dir, 'mail', files[0]!), 'utf8');
      expect(eml).toContain(`Message-ID: ${messageIdFor('confirmation:file')}`);
      expect(eml).toContain('voucher-DXB-7KQ2M9.pdf');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the voucher footer', () => {
  it('names the Dubai date it was issued on, also after 20:00 UTC', () => {
    // 21:30 UTC on 30 November is 01:30 on 1 December in Dubai.
    expect(voucherFooter('DXB-7KQ2M9', new Date('2026-11-30T21:30:00Z'))).toBe(
      'Booking DXB-7KQ2M9 - issued 2026-12-01',
    );
    expect(voucherFooter('DXB-7KQ2M9', new Date('2026-11-30T19:59:00Z'))).toBe(
      'Booking DXB-7KQ2M9 - issued 2026-11-30',
    );
  });
});
