import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { WAITLIST_STATUSES } from '../domain/waitlist';
import { ContactSchema } from './checkout';
import { RawAnswersSchema } from './questions';
import { CalendarDateSchema, IdSchema, MinorUnitsSchema, TimeSlotSchema, TimestampSchema } from './common';
import { LocaleSchema } from './locale';

export const WaitlistStatusSchema = z.enum(WAITLIST_STATUSES);

/** The link token of a waiting-list entry: 32 random bytes, base64url (only its digest is stored). */
export const WaitlistTokenSchema = z
  .string()
  .min(40)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a waiting-list token');

/**
 * POST /waitlist: join a slot's list. Only the party and the contact; the server decides whether
 * the slot is sold out, the place and everything an offer will cost.
 */
export const WaitlistJoinRequestSchema = z
  .object({
    ticketId: IdSchema,
    preferenceIndex: z
      .int()
      .min(0)
      .max(LIMITS.pricingEntriesMax - 1)
      .default(0),
    bookingDate: CalendarDateSchema,
    timeSlot: TimeSlotSchema.optional().nullable(),
    adultCount: z.int().min(0).max(100),
    childCount: z.int().min(0).max(100).default(0),
    /** The language of the list's mails and pages. */
    locale: LocaleSchema.default('en'),
  })
  .extend(ContactSchema.shape);
export type WaitlistJoinRequest = z.input<typeof WaitlistJoinRequestSchema>;

/** What joining answers: the place (the link to the entry goes by mail only). */
export const WaitlistJoinResponseSchema = z.object({
  status: WaitlistStatusSchema,
  place: z.int().min(1),
  partySize: z.int().min(1),
});
export type WaitlistJoinResponse = z.infer<typeof WaitlistJoinResponseSchema>;

export const WaitlistTokenQuerySchema = z.object({ token: WaitlistTokenSchema });
export const WaitlistTokenBodySchema = z.strictObject({ token: WaitlistTokenSchema });

/**
 * Paying an offer: the token, and what a checkout of the ticket would ask (the pickup point and the
 * answers to its questions), checked by the server with the same core rules as a checkout's.
 */
export const WaitlistPayRequestSchema = z.strictObject({
  token: WaitlistTokenSchema,
  pickupPointId: IdSchema.nullable().optional(),
  answers: RawAnswersSchema.optional(),
});
export type WaitlistPayRequest = z.input<typeof WaitlistPayRequestSchema>;

/** An entry as its link shows it. */
export const WaitlistEntryViewSchema = z.object({
  status: WaitlistStatusSchema,
  /** Place among those still waiting; null once offered, booked, expired or left. */
  place: z.int().min(1).nullable(),
  name: z.string(),
  /** The ticket and its option: the offer page reads the ticket's pickups and questions by them. */
  ticketId: IdSchema,
  preferenceIndex: z.int().min(0),
  ticketTitle: z.string(),
  service: z.string(),
  bookingDate: CalendarDateSchema,
  timeSlot: z.string().nullable(),
  adultCount: z.int(),
  childCount: z.int(),
  partySize: z.int(),
  locale: LocaleSchema,
  /** While offered: until when the seats are held, what they cost, and whether paying is still open. */
  offerExpiresAt: TimestampSchema.nullable(),
  amount: MinorUnitsSchema.nullable(),
  currency: z.string().nullable(),
  payable: z.boolean(),
  /** Once booked: the booking's reference. */
  bookingReference: z.string().nullable(),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryViewSchema>;

export const WaitlistPayResponseSchema = z.object({ url: z.string() });
export type WaitlistPayResponse = z.infer<typeof WaitlistPayResponseSchema>;

/** The back office: one slot's list. */
export const WaitlistSlotQuerySchema = z.object({
  ticketId: IdSchema,
  date: CalendarDateSchema,
  timeSlot: TimeSlotSchema.optional(),
});
export type WaitlistSlotQuery = z.input<typeof WaitlistSlotQuerySchema>;

export const AdminWaitlistEntrySchema = z.object({
  _id: IdSchema,
  /** 1, 2, 3… in the list's order, every status included (the position staff move). */
  position: z.int().min(1),
  /** Place among the waiting entries, null for the others. */
  place: z.int().min(1).nullable(),
  status: WaitlistStatusSchema,
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  adultCount: z.int(),
  childCount: z.int(),
  partySize: z.int(),
  locale: LocaleSchema,
  joinedAt: TimestampSchema,
  offerExpiresAt: TimestampSchema.nullable(),
  offersMade: z.int(),
  bookingReference: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntrySchema>;

export const AdminWaitlistSchema = z.object({
  ticketId: IdSchema,
  ticketTitle: z.string(),
  date: CalendarDateSchema,
  timeSlot: z.string().nullable(),
  capacity: z.int().nullable(),
  /** Seats taken on the slot's counter now (paid, and held by checkouts and offers). */
  taken: z.int(),
  entries: z.array(AdminWaitlistEntrySchema),
});
export type AdminWaitlist = z.infer<typeof AdminWaitlistSchema>;

/** Every slot with a list, for the back office to choose from. */
export const AdminWaitlistSlotsSchema = z.object({
  slots: z.array(
    z.object({
      ticketId: IdSchema,
      ticketTitle: z.string(),
      date: CalendarDateSchema,
      timeSlot: z.string().nullable(),
      waiting: z.int(),
      offered: z.int(),
      booked: z.int(),
    }),
  ),
});
export type AdminWaitlistSlots = z.infer<typeof AdminWaitlistSlotsSchema>;

export const WaitlistEntryParamsSchema = z.object({ id: IdSchema });
export const WaitlistMoveRequestSchema = z.strictObject({
  /** The position to move to, 1 = first (clamped to the list's length). */
  position: z.int().min(1).max(100_000),
});
export type WaitlistMoveRequest = z.infer<typeof WaitlistMoveRequestSchema>;

/** The codes of the waiting list's 409s. */
export const WAITLIST_ERROR_CODES = {
  /** Joining: the slot still has seats to book. */
  notSoldOut: 'NOT_SOLD_OUT',
  /** Joining a list this e-mail is already on. */
  alreadyWaiting: 'ALREADY_WAITING',
  /** The entry cannot do this in its state (booked, gone, no offer to pay, a party that does not fit). */
  notAllowed: 'NOT_ALLOWED',
} as const;
