import { z } from 'zod';
import { CHECK_IN_MAX_PER_SCAN, CHECK_IN_OUTCOMES } from '../domain/checkin';
import { BookingStatusSchema } from './booking';
import { CalendarDateSchema, IdSchema, TimeSlotSchema, TimestampSchema } from './common';

/** How the code reached the desk: the laptop's camera, a handheld scanner (types + Enter) or a person. */
export const CheckInSourceSchema = z.enum(['camera', 'scanner', 'typed']);
export type CheckInSource = z.infer<typeof CheckInSourceSchema>;

export const CheckInOutcomeSchema = z.enum(CHECK_IN_OUTCOMES);

/** The ticket, date and slot the gate admits for (a ticket without slots: timeSlot null). */
export const GateSelectionSchema = z.object({
  ticketId: IdSchema,
  bookingDate: CalendarDateSchema,
  timeSlot: TimeSlotSchema.nullable().default(null),
});

/** Why staff admit a party the rules refuse: a few words, kept with the admission. */
export const CheckInOverrideReasonSchema = z.string().trim().min(3, 'say why, in a few words').max(300);

/**
 * POST /admin/checkin. `code` is what the voucher's QR code holds (its check-in secret) or a booking
 * reference typed by a person. A scan queued while the API was unreachable carries its `scanId`
 * (sending it again never admits twice), the time it was made and `offline: true`.
 */
export const CheckInRequestSchema = z
  .strictObject({
    code: z.string().trim().min(1, 'is required').max(200),
    ticketId: IdSchema,
    bookingDate: CalendarDateSchema,
    timeSlot: TimeSlotSchema.nullable().default(null),
    /** People to admit now; everyone still to come when not given. */
    count: z.int().min(1).max(CHECK_IN_MAX_PER_SCAN).optional(),
    source: CheckInSourceSchema.default('typed'),
    scanId: z.uuid().optional(),
    scannedAt: TimestampSchema.optional(),
    offline: z.boolean().default(false),
    /** A name for the desk or gate ("North gate"), shown when a voucher was used elsewhere. */
    device: z.string().trim().max(60).optional(),
    /**
     * Staff overrule a refusal of core's CHECK_IN_OVERRIDABLE (wrong date or slot) and say why; the
     * admission records who did it and the reason. Only online: a desk cut off decides by the rules.
     */
    override: z.strictObject({ reason: CheckInOverrideReasonSchema }).optional(),
  })
  .refine((scan) => !(scan.offline && scan.override), {
    message: 'a scan made offline cannot be admitted anyway',
    path: ['override'],
  });
export type CheckInRequest = z.input<typeof CheckInRequestSchema>;

/** The booking as the gate needs it: who, what, when, how many. Never its secret. */
export const CheckInBookingSchema = z.object({
  _id: IdSchema,
  bookingId: z.string(),
  bookingStatus: BookingStatusSchema,
  name: z.string(),
  ticketId: IdSchema,
  ticketTitle: z.string(),
  bookingDate: z.string(),
  bookingDateString: z.string(),
  timeSlot: z.string().nullable(),
  adultCount: z.int(),
  childCount: z.int(),
  partySize: z.int(),
  admitted: z.int(),
});
export type CheckInBooking = z.infer<typeof CheckInBookingSchema>;

/** One admission at the gate. */
export const CheckInRecordSchema = z.object({
  _id: IdSchema,
  admitted: z.int(),
  scannedAt: TimestampSchema,
  recordedAt: TimestampSchema,
  by: z.string().nullable(),
  device: z.string().nullable(),
  source: CheckInSourceSchema,
  offline: z.boolean(),
  undoneAt: TimestampSchema.nullable(),
  /** The refusal staff overruled for this admission, and why; absent or null for a plain one. */
  override: z.object({ outcome: CheckInOutcomeSchema, reason: z.string() }).nullable().optional(),
});
export type CheckInRecord = z.infer<typeof CheckInRecordSchema>;

export const CheckInResultSchema = z.object({
  outcome: CheckInOutcomeSchema,
  message: z.string(),
  booking: CheckInBookingSchema.nullable(),
  /** People this scan admitted. */
  admittedNow: z.int(),
  /** People of the booking not admitted yet, after this scan. */
  remaining: z.int(),
  /** The admission this scan made (outcome 'admitted'); undo it until undoUntil. */
  checkIn: CheckInRecordSchema.nullable(),
  undoUntil: TimestampSchema.nullable(),
  /** The latest earlier admission of this voucher: when, by whom, at which desk. */
  lastCheckIn: CheckInRecordSchema.nullable(),
  /** True when this scanId had already been recorded: the answer of that first sending. */
  replayed: z.boolean(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const CheckInIdParamsSchema = z.object({ id: IdSchema });

export const CheckInUndoResultSchema = z.object({
  booking: CheckInBookingSchema,
  undone: CheckInRecordSchema,
  message: z.string(),
});
export type CheckInUndoResult = z.infer<typeof CheckInUndoResultSchema>;

export const ArrivalsQuerySchema = GateSelectionSchema;
export type ArrivalsQuery = z.input<typeof ArrivalsQuerySchema>;

/** One booking on a slot's arrival list; `secretHash` lets a desk check a voucher while offline. */
export const ArrivalSchema = z.object({
  _id: IdSchema,
  bookingId: z.string(),
  bookingStatus: BookingStatusSchema,
  name: z.string(),
  timeSlot: z.string().nullable(),
  adultCount: z.int(),
  childCount: z.int(),
  partySize: z.int(),
  admitted: z.int(),
  /** SHA-256 (hex) of the voucher's check-in secret; the secret itself never leaves the server. */
  secretHash: z.string().nullable(),
  lastCheckInAt: TimestampSchema.nullable(),
});
export type Arrival = z.infer<typeof ArrivalSchema>;

export const ArrivalListSchema = z.object({
  ticketId: IdSchema,
  ticketTitle: z.string(),
  bookingDate: z.string(),
  bookingDateString: z.string(),
  timeSlot: z.string().nullable(),
  /** People expected (confirmed and checked-in bookings), arrived so far, and still missing. */
  expected: z.int(),
  arrived: z.int(),
  missing: z.int(),
  arrivals: z.array(ArrivalSchema),
  generatedAt: TimestampSchema,
});
export type ArrivalList = z.infer<typeof ArrivalListSchema>;
