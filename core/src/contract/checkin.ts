import {
  ArrivalListSchema,
  ArrivalsQuerySchema,
  CheckInIdParamsSchema,
  CheckInRequestSchema,
  CheckInResultSchema,
  CheckInUndoResultSchema,
} from '../schemas/checkin';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** Check-in at the gate: the scan, its undo, a slot's arrival list, a booking's QR at the desk. */
export const checkin = endpoints(paths.checkin, 'Check-in', {
  /** Never cached; it moves the booking's status. */
  checkIn: {
    summary:
      "Scan a voucher at the gate (its QR code's secret, or a typed booking reference): admits the party, or says why not (already checked in, wrong date or slot, cancelled, unknown)",
    body: CheckInRequestSchema,
    response: CheckInResultSchema,
    invalidates: ['Booking'],
  },
  undo: {
    summary: 'Undo a wrong scan, within a minute of it',
    params: CheckInIdParamsSchema,
    response: CheckInUndoResultSchema,
    errors: {
      404: 'No check-in has this id',
      409: 'The check-in was already undone, or the minute to undo it has passed',
    },
    invalidates: ['Booking'],
  },
  /** Always fresh: the desk keeps its own copy for when the API is unreachable. */
  arrivals: {
    summary:
      "A slot's arrival list: people expected, arrived and missing, and each voucher's secret as a SHA-256 hash so a desk can check scans while the API is unreachable",
    query: ArrivalsQuerySchema,
    response: ArrivalListSchema,
    errors: { 404: 'No ticket has this id' },
  },
  qr: {
    summary:
      "A booking's check-in QR code (image/svg+xml), to show or print again at the desk when a visitor lost the voucher",
    params: CheckInIdParamsSchema,
    produces: 'image/svg+xml',
    errors: { 404: 'No booking with a voucher has this id' },
  },
});
