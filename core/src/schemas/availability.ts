import { z } from 'zod';
import { SLOT_REASONS } from '../domain/availability';
import { CalendarDateSchema, IdSchema, ServiceSchema, TimeSlotSchema, TimestampSchema } from './common';

export const BlockedDateSchema = z.object({
  _id: IdSchema,
  service: z.string(),
  ticketId: IdSchema,
  blockedDate: z.string(),
});
export type BlockedDate = z.infer<typeof BlockedDateSchema>;

/** GET /date-manage: the ticket (of a service) whose blocked dates are listed. */
export const DateManageQuerySchema = z.object({ service: ServiceSchema, ticketId: IdSchema });

/**
 * Why a date or slot is closed ("Maintenance of the lifts"): shown in the back office beside the
 * block and kept in the audit log; never shown to visitors. Optional in the API (the specified body
 * has no reason), asked for by the back office.
 */
export const BlockReasonSchema = z.string().trim().min(3, 'say why, in a few words').max(300);

/** Body of POST /block-date: a date of that ticket to block, and why. */
export const BlockDateInputSchema = z.strictObject({
  ...DateManageQuerySchema.shape,
  blockedDate: CalendarDateSchema,
  reason: BlockReasonSchema.optional(),
});
export type BlockDateInput = z.infer<typeof BlockDateInputSchema>;

export const UnblockDateInputSchema = z.strictObject({ id: IdSchema });

export const BlockedTimeSlotSchema = z.object({
  _id: IdSchema,
  date: z.string(),
  ticketId: IdSchema,
  service: z.string(),
  timeSlot: z.string(),
});
export type BlockedTimeSlot = z.infer<typeof BlockedTimeSlotSchema>;

/** A slot of a ticket on a date: the body of POST /delete-blocked-date-time-slot. */
export const BlockTimeSlotInputSchema = z.strictObject({
  date: CalendarDateSchema,
  ticketId: IdSchema,
  service: ServiceSchema,
  timeSlot: TimeSlotSchema,
});
export type BlockTimeSlotInput = z.infer<typeof BlockTimeSlotInputSchema>;

/** Body of POST /block-time-slot: the slot, and why it is closed. */
export const BlockTimeSlotRequestSchema = BlockTimeSlotInputSchema.extend({
  reason: BlockReasonSchema.optional(),
});
export type BlockTimeSlotRequest = z.infer<typeof BlockTimeSlotRequestSchema>;

/**
 * GET /admin/blocked: one upcoming block of a ticket, a whole date (timeSlot null) or one slot of
 * it, with when it was made, by whom (the admin's e-mail) and why.
 */
export const UpcomingBlockSchema = z.object({
  _id: IdSchema,
  kind: z.enum(['date', 'slot']),
  date: CalendarDateSchema,
  timeSlot: z.string().nullable(),
  reason: z.string().nullable(),
  blockedBy: z.string().nullable(),
  blockedAt: TimestampSchema,
});
export type UpcomingBlock = z.infer<typeof UpcomingBlockSchema>;

export const TimeSlotQuerySchema = z.object({ dateForSlot: CalendarDateSchema, ticketId: IdSchema });

export const SlotStatusSchema = z.enum(['available', 'blocked', 'soldOut', 'past']);

export const SlotReasonSchema = z
  .enum(SLOT_REASONS)
  .describe(
    'Why the slot cannot be booked: past (started or a past date), dateBlocked (the whole date is blocked), ' +
      'weekdayClosed (the attraction is closed that weekday), tooFar (beyond the booking horizon), ' +
      'slotBlocked (this slot is blocked on this date), soldOut (no seats left). Null when available.',
  );

export const SlotAvailabilitySchema = z.object({
  timeSlot: z.string(),
  status: SlotStatusSchema,
  reason: SlotReasonSchema.nullable(),
  remaining: z.int().nullable().describe('Seats left; null when the ticket has no capacity limit.'),
});

export const TimeSlotAvailabilitySchema = z.object({
  date: z.string(),
  ticketId: IdSchema,
  slots: z.array(SlotAvailabilitySchema),
});
export type TimeSlotAvailability = z.infer<typeof TimeSlotAvailabilitySchema>;

/** GET /availability/month: one ticket's calendar month; `preference` is the pricing entry's index. */
export const MonthAvailabilityQuerySchema = z.object({
  ticketId: IdSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM'),
  preference: z.coerce.number().int().min(0).max(50).default(0),
});
export type MonthAvailabilityQuery = Omit<z.infer<typeof MonthAvailabilityQuerySchema>, 'preference'> & {
  preference?: number;
};

export const DayStatusSchema = z
  .enum(['available', 'fewLeft', 'soldOut', 'closed', 'past'])
  .describe(
    'available; fewLeft (an open slot is nearly full); soldOut (no open slot, some full); ' +
      'closed (a blocked date, a closed weekday, beyond the booking horizon, or every slot blocked); past.',
  );

export const DayAvailabilitySchema = z.object({
  date: CalendarDateSchema,
  status: DayStatusSchema,
  /** The adult unit price of that day (weekday or weekend) for the asked preference, minor units. */
  adultPrice: z.int().min(0),
});
export type DayAvailability = z.infer<typeof DayAvailabilitySchema>;

export const MonthAvailabilitySchema = z.object({
  ticketId: IdSchema,
  month: z.string(),
  currency: z.string(),
  days: z.array(DayAvailabilitySchema),
});
export type MonthAvailability = z.infer<typeof MonthAvailabilitySchema>;
