import { z } from 'zod';
import { COMMISSION_PERCENT_MAX } from '../domain/reseller';
import { IdSchema, TimestampSchema } from './common';

/** How a booking was sold: our website, a reseller over OCTO, or staff in the back office. */
export const BOOKING_CHANNELS = ['website', 'reseller', 'staff'] as const;
export type BookingChannelKind = (typeof BOOKING_CHANNELS)[number];

/** A booking's channel, on every booking the back office reads. */
export const BookingChannelSchema = z.object({
  kind: z.enum(BOOKING_CHANNELS),
  /** The reseller's `_id` when a reseller sold it. */
  resellerId: IdSchema.nullable(),
  /** The reseller's own reference of the booking, when it gave one. */
  resellerReference: z.string().nullable(),
  /** Made with a test key or `Octo-Env: test`: kept out of the report and its revenue. */
  testMode: z.boolean(),
});
export type BookingChannel = z.infer<typeof BookingChannelSchema>;

/** Seats a reseller may hold in reservations it has not confirmed yet, unless set otherwise. */
export const DEFAULT_RESELLER_HELD_SEATS = 200;

/** A reseller connection as the back office sees it: never its key, only the key's last characters. */
export const ResellerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Whole percent of each unit's retail price the reseller keeps; we are owed the rest (net). */
  commissionPercent: z.int(),
  /** The tickets (OCTO products) it may sell. */
  ticketIds: z.array(IdSchema),
  /** Seats it may hold at once in unconfirmed reservations. */
  maxHeldSeats: z.int(),
  /** A sandbox connection: every booking it makes is a test booking. */
  testOnly: z.boolean(),
  /** The key's last four characters, to tell keys apart; null once revoked. */
  keyHint: z.string().nullable(),
  keyCreatedAt: TimestampSchema.nullable(),
  revokedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Reseller = z.infer<typeof ResellerSchema>;

/** Creating a reseller and rotating its key answer the key, once: it is stored only as a hash. */
export const ResellerWithKeySchema = ResellerSchema.extend({
  apiKey: z.string().describe('The bearer key for /octo; shown this once, stored only as a hash'),
});
export type ResellerWithKey = z.infer<typeof ResellerWithKeySchema>;

export const ResellerInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  commissionPercent: z.int().min(0).max(COMMISSION_PERCENT_MAX),
  ticketIds: z
    .array(IdSchema)
    .min(1, 'choose at least one ticket')
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  maxHeldSeats: z.int().min(1).max(100_000).default(DEFAULT_RESELLER_HELD_SEATS),
  testOnly: z.boolean().default(false),
});
export type ResellerInput = z.input<typeof ResellerInputSchema>;

export const ResellerIdParamsSchema = z.object({ id: IdSchema });
