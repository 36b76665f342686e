import { z } from 'zod';
import { StaffRoleSchema } from './admin';
import {
  CANCELLATION_HOURS_MAX,
  DEFAULT_CANCELLATION_POLICY,
  cancellationPolicyProblem,
} from '../domain/cancellation';
import { BookingStatusSchema, MoneyStatementSchema } from './booking';
import { GateSelectionSchema } from './checkin';
import { CalendarDateSchema, IdSchema, MinorUnitsSchema, TimestampSchema } from './common';

/**
 * Cancellations and refunds: a ticket's policy, a booking's refunds, the admin's cancel
 * calls and a booking's history. The rule of what a cancellation refunds is core's refundQuote.
 */

const Hours = z.int().min(0).max(CANCELLATION_HOURS_MAX);

/** A ticket's cancellation policy, checked by core's cancellationPolicyProblem. */
export const CancellationPolicySchema = z
  .strictObject({
    /** A full refund up to this many hours before the visit; null: no free cancellation. */
    freeUntilHours: Hours.nullable(),
    /** A later window refunding part of the price, or null. */
    partial: z.strictObject({ untilHours: Hours, refundPercent: z.int().min(1).max(99) }).nullable(),
  })
  .superRefine((policy, ctx) => {
    const problem = cancellationPolicyProblem(policy);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A ticket input without a policy gets the common 24 hours free. */
export const CancellationPolicyInputSchema = CancellationPolicySchema.default(DEFAULT_CANCELLATION_POLICY);

/** The codes of the cancel calls' 409s. */
export const CANCELLATION_ERROR_CODES = {
  /** The policy's refund differs from the one shown (`details.refund` is the current one). */
  refundChanged: 'REFUND_CHANGED',
  /** The booking is not in a state that can be cancelled (not paid, already cancelled, checked in). */
  notCancellable: 'NOT_CANCELLABLE',
  /** The slot's bookings or their refunds differ from the preview (`details` is the current preview). */
  slotChanged: 'SLOT_CHANGED',
} as const;

/** What cancelling now refunds under the booking's policy (core's refundQuote). */
export const RefundQuoteSchema = z.object({
  amount: MinorUnitsSchema,
  percent: z.int().min(0).max(100),
  window: z.enum(['free', 'partial', 'none']),
  /** The last instant the quoted window lasts, or null when nothing is refunded. */
  until: TimestampSchema.nullable(),
  reason: z.enum(['nonRefundable', 'tooLate', 'started']).nullable(),
});
export type RefundQuoteResponse = z.infer<typeof RefundQuoteSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** One refund of a booking: asked for, then settled by the payment provider. */
export const RefundSchema = z.object({
  _id: IdSchema,
  /** The booking's `_id`. */
  bookingId: IdSchema,
  amount: MinorUnitsSchema,
  currency: z.string(),
  status: RefundStatusSchema,
  reason: z.string(),
  /** `customer`, the admin's e-mail, or `system`. */
  actor: z.string(),
  createdAt: TimestampSchema,
  settledAt: TimestampSchema.nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

const Reason = z.string().trim().min(3, 'say why, in a few words').max(500);

/**
 * POST /admin/bookings/:id/cancel. Without `refundAmount` the policy's refund at this moment is
 * given, and `expectedRefund` (the figure the admin was shown) guards it: 409 REFUND_CHANGED when it
 * moved. With `refundAmount`, any amount up to what was paid and not yet refunded.
 */
export const AdminCancelRequestSchema = z.strictObject({
  /** The internal note: kept in the booking's history, never mailed to the customer. */
  reason: Reason,
  /** An optional message to the customer, mailed with the cancellation. */
  customerMessage: z.string().trim().min(1).max(1000).optional(),
  refundAmount: MinorUnitsSchema.optional(),
  expectedRefund: MinorUnitsSchema.optional(),
});
export type AdminCancelRequest = z.input<typeof AdminCancelRequestSchema>;

/** Which booking an answer is about (its id and reference) and its status now. */
const BookingNowShape = { bookingId: IdSchema, reference: z.string(), bookingStatus: BookingStatusSchema };

/** The answer of a cancellation: the booking as it is now and the refund asked for, if any. */
export const CancelResultSchema = z.object({
  ...BookingNowShape,
  refund: RefundSchema.nullable(),
  /** Sum of the booking's pending and succeeded refunds. */
  refundedAmount: MinorUnitsSchema,
});
export type CancelResult = z.infer<typeof CancelResultSchema>;

/** One entry of a booking's history: an audit row of the booking (who, when, what, amount). */
export const BookingHistoryEntrySchema = z.object({
  _id: IdSchema,
  at: TimestampSchema,
  action: z.string(),
  /** `customer`, `system`, or the member of staff's e-mail. */
  actor: z.string(),
  /** The member of staff's name and the role they acted in (null for the customer or the system). */
  actorName: z.string().nullable().optional(),
  actorRole: StaffRoleSchema.nullable().optional(),
  /** Minor units when the action moved money (a refund). */
  amount: MinorUnitsSchema.nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

/**
 * GET /admin/bookings/:id/history: the booking's history, newest first, its refunds, and what a
 * cancellation would refund now (the cancel dialog preselects `quote.amount`).
 */
export const BookingHistorySchema = z.object({
  ...BookingNowShape,
  currency: z.string(),
  /** What the customer paid. */
  paid: MinorUnitsSchema,
  refundedAmount: MinorUnitsSchema,
  /** The most a cancellation may still refund: paid minus refunded. */
  refundable: MinorUnitsSchema,
  cancellable: z.boolean(),
  /** The booking's policy: its snapshot at checkout, or its ticket's for a booking older than that. */
  policy: CancellationPolicySchema,
  /** The policy for this visit in plain words ("Free cancellation until 15:00 on Thursday 26 November"). */
  policyText: z.string(),
  quote: RefundQuoteSchema,
  refunds: z.array(RefundSchema),
  /** Every payment (the checkout's, each paid date change) and refund, oldest first. */
  statement: MoneyStatementSchema,
  entries: z.array(BookingHistoryEntrySchema),
});
export type BookingHistory = z.infer<typeof BookingHistorySchema>;

/**
 * A slot whose bookings are cancelled together (weather): the arrival list's selection, a ticket,
 * a date and the slot (none for a ticket valid the whole day).
 */
export const SlotSelectionSchema = GateSelectionSchema;
export type SlotSelection = z.input<typeof SlotSelectionSchema>;

/** A guest whose booking cancelling the slot would cancel, and what it would give back. */
export const SlotCancelGuestSchema = z.object({
  bookingId: IdSchema,
  reference: z.string(),
  name: z.string(),
  adultCount: z.int(),
  childCount: z.int(),
  refund: MinorUnitsSchema,
});
export type SlotCancelGuest = z.infer<typeof SlotCancelGuestSchema>;

/**
 * What cancelling a slot would do: how many bookings, how much money back (every booking in full),
 * and whose bookings they are.
 */
export const SlotCancelPreviewSchema = z.object({
  ticketId: IdSchema,
  bookingDate: CalendarDateSchema,
  timeSlot: z.string().nullable(),
  count: z.int(),
  refundTotal: MinorUnitsSchema,
  currency: z.string(),
  bookings: z.array(SlotCancelGuestSchema),
});
export type SlotCancelPreview = z.infer<typeof SlotCancelPreviewSchema>;

/**
 * POST /admin/slots/cancel: cancels every paid booking of the slot with a full refund and a mail,
 * and closes the slot. `expectedCount` and `expectedAmount` are the preview's figures: 409
 * SLOT_CHANGED when they moved.
 */
export const SlotCancelRequestSchema = z.strictObject({
  ...GateSelectionSchema.shape,
  reason: Reason,
  expectedCount: z.int().min(0),
  expectedAmount: MinorUnitsSchema,
});
export type SlotCancelRequest = z.input<typeof SlotCancelRequestSchema>;

export const SlotCancelResultSchema = z.object({
  cancelled: z.int(),
  refundTotal: MinorUnitsSchema,
  currency: z.string(),
  bookings: z.array(z.object({ bookingId: IdSchema, reference: z.string(), refund: MinorUnitsSchema })),
});
export type SlotCancelResult = z.infer<typeof SlotCancelResultSchema>;

/** POST /admin/bookings/:id/resend-confirmation. */
export const ResendConfirmationResultSchema = z.object({ sent: z.literal(true), to: z.string() });
