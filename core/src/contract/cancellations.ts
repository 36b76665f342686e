import { BookingIdParamsSchema } from '../schemas/booking';
import {
  AdminCancelRequestSchema,
  BookingHistorySchema,
  CancelResultSchema,
  ResendConfirmationResultSchema,
  SlotCancelPreviewSchema,
  SlotCancelRequestSchema,
  SlotCancelResultSchema,
  SlotSelectionSchema,
} from '../schemas/cancellation';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

/** A cancellation changes the booking, the lists and report, and frees seats of the slot. */
const CANCEL_WRITE = ['Booking', 'SendTicketBookings', 'TimeSlot'] as const satisfies readonly CacheTag[];

/** The back office's cancellations and refunds; the visitor's own cancel is in `manage`. */
export const cancellations = endpoints(paths.cancellations, 'Cancellations', {
  cancel: {
    summary:
      "Cancel a paid booking with the policy's refund at this moment (guarded by expectedRefund), or any refund up to what is left, with a reason; the seats return at once and the customer is mailed",
    params: BookingIdParamsSchema,
    body: AdminCancelRequestSchema,
    response: CancelResultSchema,
    errors: {
      404: 'No booking has this id',
      409: 'REFUND_CHANGED: the policy refund is not expectedRefund any more; NOT_CANCELLABLE: the booking is not paid, already cancelled or checked in',
      422: 'The refund is more than what was paid and not yet refunded',
    },
    invalidates: CANCEL_WRITE,
  },
  /** Not cached: the quote changes with the clock and refunds settle in the background. */
  history: {
    summary:
      "A booking's history (who, when, what, amount), its refunds, and what cancelling it now would refund",
    params: BookingIdParamsSchema,
    response: BookingHistorySchema,
    errors: { 404: 'No booking has this id' },
  },
  resendConfirmation: {
    summary: "Send a paid booking's confirmation mail (with its voucher) again",
    params: BookingIdParamsSchema,
    response: ResendConfirmationResultSchema,
    errors: { 404: 'No booking has this id', 409: 'The booking is not paid' },
  },
  slotPreview: {
    summary:
      'What cancelling every paid booking of a slot (or of a day ticket on a date) would do: how many bookings and how much money is refunded',
    query: SlotSelectionSchema,
    response: SlotCancelPreviewSchema,
    errors: { 404: 'No ticket has this id' },
  },
  slotCancel: {
    summary:
      'Close a slot and cancel every paid booking on it with a full refund and a mail, when the count and amount are still those of the preview',
    body: SlotCancelRequestSchema,
    response: SlotCancelResultSchema,
    errors: {
      404: 'No ticket has this id',
      409: 'SLOT_CHANGED: the bookings or their refunds differ from expectedCount / expectedAmount',
    },
    invalidates: [...CANCEL_WRITE, 'BlockedDate'],
  },
});
