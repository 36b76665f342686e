import { z } from 'zod';
import { CalendarDateSchema, IdSchema, TimestampSchema } from './common';

/**
 * The guide's manifest (core/src/domain/manifest.ts builds it): a day's paid bookings of a ticket,
 * or of every ticket, grouped by where and when each party is collected or meets.
 */

/** Which day and which ticket; no ticket: every ticket of the day. */
export const ManifestQuerySchema = z.strictObject({
  date: CalendarDateSchema,
  ticketId: IdSchema.optional(),
});
export type ManifestQuery = z.input<typeof ManifestQuerySchema>;

/** Mail the day's manifest (the PDF attached) to a guide. Strict: an unknown field is a 400. */
export const ManifestMailRequestSchema = z.strictObject({
  date: CalendarDateSchema,
  ticketId: IdSchema.optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'must be an e-mail address' }))
    .pipe(z.string().max(254)),
  /** A line for the guide above the run sheet. */
  message: z.string().trim().max(1000).optional(),
});
export type ManifestMailRequest = z.input<typeof ManifestMailRequestSchema>;

export const ManifestMailResultSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  bookings: z.int(),
});

export const ManifestCheckInSchema = z.enum(['waiting', 'partial', 'arrived']);

export const ManifestTotalsSchema = z.object({
  bookings: z.int(),
  adults: z.int(),
  children: z.int(),
  participants: z.int(),
  checkedIn: z.int(),
});
export type ManifestTotalsBody = z.infer<typeof ManifestTotalsSchema>;

export const ManifestEntrySchema = z.object({
  _id: IdSchema,
  bookingId: z.string(),
  ticketId: IdSchema,
  ticketTitle: z.string(),
  timeSlot: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  adultCount: z.int(),
  childCount: z.int(),
  participants: z.int(),
  answers: z.array(z.object({ participant: z.int().nullable(), label: z.string(), text: z.string() })),
  admitted: z.int(),
  checkIn: ManifestCheckInSchema,
});
export type ManifestEntryBody = z.infer<typeof ManifestEntrySchema>;

export const ManifestGroupSchema = z.object({
  key: z.string(),
  kind: z.enum(['pickup', 'meeting']),
  pickupPointId: IdSchema.nullable(),
  /** The pickup point's name, or the meeting point's address; null: meets at the start. */
  place: z.string().nullable(),
  area: z.string(),
  address: z.string(),
  /** The pickup's date and time (the day before for a pickup before midnight), or the start's. */
  date: CalendarDateSchema,
  time: z.string().nullable(),
  entries: z.array(ManifestEntrySchema),
  totals: ManifestTotalsSchema,
});
export type ManifestGroupBody = z.infer<typeof ManifestGroupSchema>;

export const ManifestSchema = z.object({
  date: CalendarDateSchema,
  /** The ticket asked for, or null for every ticket. */
  ticketId: IdSchema.nullable(),
  /** The ticket's title, or the titles of the day's tickets with bookings. */
  tickets: z.array(z.object({ _id: IdSchema, title: z.string() })),
  groups: z.array(ManifestGroupSchema),
  totals: ManifestTotalsSchema,
  generatedAt: TimestampSchema,
});
export type Manifest = z.infer<typeof ManifestSchema>;
