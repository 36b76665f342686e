import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** `staff`: a back-office mail to a member of staff (an invitation), never about a booking. */
export type MailKind = 'confirmation' | 'notification' | 'ticket' | 'staff';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Shown inside the HTML as `<img src="cid:…">` rather than listed (the check-in QR code). */
  cid?: string;
}

export interface OutgoingMail {
  kind: MailKind;
  bookingId: string | null;
  /**
   * One message per key, ever: `confirmation:<bookingId>` can be enqueued as often as a webhook is
   * replayed and is still delivered once.
   */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in (BCP 47), sent as Content-Language. */
  language?: string;
  attachments?: MailAttachment[];
}

export interface OutboxRow {
  id: string;
  kind: MailKind;
  booking_id: string | null;
  dedupe_key: string;
  message_id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

/**
 * A Message-ID derived from the dedupe key alone, so a retry after a crash between "sent" and
 * "marked sent" carries the same id as the first copy and a receiving system can tell them apart.
 */
export function messageIdFor(dedupeKey: string, domain = 'tours.local'): string {
  const digest = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/**
 * Writes a message to the outbox inside the caller's transaction. Returns false when a message with
 * the same dedupe key already exists (nothing is written then).
 */
export async function enqueueMail(trx: Knex.Transaction | Knex, mail: OutgoingMail): Promise<boolean> {
  const inserted = await trx('mail_outbox')
    .insert({
      kind: mail.kind,
      booking_id: mail.bookingId,
      dedupe_key: mail.dedupeKey,
      message_id: messageIdFor(mail.dedupeKey),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language ?? null,
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning<{ id: string }[]>('id');
  const id = inserted[0]?.id;
  if (!id) return false;
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await trx('mail_attachments').insert(
      attachments.map((a, position) => ({
        mail_id: id,
        position,
        filename: a.filename,
        content_type: a.contentType,
        content: a.content,
        cid: a.cid ?? null,
      })),
    );
  }
  return true;
}

/** How long a claimed message is reserved for the worker that claimed it before others may retry it. */
export const CLAIM_LEASE_SECONDS = 120;

/**
 * Claims up to `limit` due messages. `FOR UPDATE SKIP LOCKED` lets several processes claim at once
 * without taking the same row; the claim pushes next_attempt_at past a lease, so a worker that dies
 * mid-delivery releases its rows to the others when the lease runs out.
 */
export async function claimDueMail(db: Knex, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (trx) => {
    const due = await trx('mail_outbox')
      .select('id')
      .where('status', 'pending')
      .andWhere('next_attempt_at', '<=', trx.fn.now())
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (due.length === 0) return [];
    return trx('mail_outbox')
      .whereIn(
        'id',
        due.map((r: { id: string }) => r.id),
      )
      .update({
        attempts: trx.raw('attempts + 1'),
        next_attempt_at: trx.raw(`now() + interval '${CLAIM_LEASE_SECONDS} seconds'`),
      })
      .returning<OutboxRow[]>('*');
  });
}

export async function attachmentsOf(db: Knex, mailId: string): Promise<MailAttachment[]> {
  const rows = await db('mail_attachments')
    .select('filename', 'content_type', 'content', 'cid')
    .where('mail_id', mailId)
    .orderBy('position');
  return rows.map(
    (r: { filename: string; content_type: string; content: Buffer | Uint8Array; cid: string | null }) => ({
      filename: r.filename,
      contentType: r.content_type,
      content: Buffer.from(r.content),
      ...(r.cid ? { cid: r.cid } : {}),
    }),
  );
}

export async function markSent(db: Knex, id: string): Promise<void> {
  await db('mail_outbox').where({ id }).update({ status: 'sent', sent_at: db.fn.now(), last_error: null });
}

/** Retries back off exponentially from 5 s up to 30 min; after MAX_ATTEMPTS a message is dead. */
export const MAX_ATTEMPTS = 15;
export function backoffSeconds(attempts: number, baseSeconds = 5): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 1800);
}

export async function markFailed(
  db: Knex,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  baseSeconds?: number,
): Promise<void> {
  const dead = row.attempts >= MAX_ATTEMPTS;
  await db('mail_outbox')
    .where({ id: row.id })
    .update({
      status: dead ? 'dead' : 'pending',
      last_error: error.slice(0, 2000),
      next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [
        backoffSeconds(row.attempts, baseSeconds),
      ]),
    });
}
