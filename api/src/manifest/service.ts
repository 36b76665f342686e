import {
  buildManifest,
  type BookingAnswers,
  type ManifestBookingInput,
  type QuestionDefinition,
} from '@tours/core/domain';
import type { Manifest, ManifestMailRequestSchema, ManifestQuerySchema } from '@tours/core/schemas';
import type { z } from 'zod';
import type { Executor } from '../db';
import { notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { json } from '../lib/present';
import { enqueueMail } from '../mail';
import { manifestMail } from './mail';
import { renderManifestPdf } from './pdf';
import { manifestRepository, type ManifestRow } from './repository';

type ManifestQuery = z.output<typeof ManifestQuerySchema>;
type ManifestMailRequest = z.output<typeof ManifestMailRequestSchema>;

function inputOf(row: ManifestRow): ManifestBookingInput {
  const pickup = json<ManifestBookingInput['pickup']>(row.pickup, null);
  return {
    id: row.id,
    reference: row.booking_id,
    ticketId: row.ticket_id,
    ticketTitle: row.ticket_title,
    bookingDate: row.booking_date,
    timeSlot: row.time_slot,
    name: row.name,
    phone: row.mobile_number,
    adultCount: row.adult_count,
    childCount: row.child_count,
    pickup,
    meetingPoint: row.meeting_point?.trim() || null,
    questions: json<QuestionDefinition[]>(row.questions, []),
    answers: json<BookingAnswers | null>(row.answers, null),
    admitted: Number(row.admitted),
  };
}

/** The titles of the tickets asked for: the one ticket, or every ticket with a booking that day. */
function ticketsOf(rows: readonly ManifestRow[]): Manifest['tickets'] {
  const titles = new Map<string, string>();
  for (const row of rows) if (!titles.has(row.ticket_id)) titles.set(row.ticket_id, row.ticket_title);
  return [...titles].map(([_id, title]) => ({ _id, title })).sort((a, b) => a.title.localeCompare(b.title));
}

/** The day's run sheet (core buildManifest over the day's paid bookings); 404 for an unknown ticket. */
export async function manifestOf(db: Executor, query: ManifestQuery, now = new Date()): Promise<Manifest> {
  let tickets: Manifest['tickets'] | undefined;
  if (query.ticketId) {
    const title = await manifestRepository.ticketTitle(db, query.ticketId);
    if (title === undefined) throw notFound('ticket');
    tickets = [{ _id: query.ticketId, title }];
  }
  const rows = await manifestRepository.day(db, query.date, query.ticketId);
  const day = buildManifest(query.date, rows.map(inputOf));
  return {
    date: day.date,
    ticketId: query.ticketId ?? null,
    tickets: tickets ?? ticketsOf(rows),
    groups: day.groups.map((g) => ({
      ...g,
      entries: g.entries.map(({ id, reference, ...entry }) => ({ _id: id, bookingId: reference, ...entry })),
    })),
    totals: day.totals,
    generatedAt: now.toISOString(),
  };
}

export async function manifestPdf(
  db: Executor,
  query: ManifestQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const manifest = await manifestOf(db, query);
  return { pdf: await renderManifestPdf(manifest), filename: manifestFilename(manifest) };
}

export function manifestFilename(manifest: Pick<Manifest, 'date' | 'tickets' | 'ticketId'>): string {
  const ticket = manifest.ticketId ? manifest.tickets[0]?.title : 'all-tickets';
  const slug = (ticket ?? 'ticket')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `manifest-${manifest.date}-${slug || 'ticket'}.pdf`;
}

/**
 * Mails the run sheet to a guide through the outbox (the PDF attached), with an audit row naming
 * who sent which day to whom. Each request is its own message: a guide may be sent the day again
 * after late bookings.
 */
export async function mailManifest(
  trx: Executor,
  request: ManifestMailRequest,
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true; email: string; bookings: number }> {
  const manifest = await manifestOf(trx, request, now);
  const pdf = await renderManifestPdf(manifest);
  const filename = manifestFilename(manifest);
  const mailId = crypto.randomUUID();
  await enqueueMail(trx, {
    kind: 'staff',
    bookingId: null,
    dedupeKey: `manifest:${mailId}`,
    to: request.email,
    language: 'en',
    ...manifestMail(manifest, request.message),
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  });
  await recordAudit(trx, actor, {
    action: 'manifest.mail',
    entity: 'manifest',
    entityId: null,
    details: {
      date: request.date,
      ticketId: request.ticketId ?? null,
      email: request.email,
      bookings: manifest.totals.bookings,
    },
  });
  return { ok: true, email: request.email, bookings: manifest.totals.bookings };
}
