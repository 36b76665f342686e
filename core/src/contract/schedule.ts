import { z } from 'zod';
import {
  BlockDateInputSchema,
  BlockedDateSchema,
  BlockedTimeSlotSchema,
  BlockTimeSlotInputSchema,
  BlockTimeSlotRequestSchema,
  DateManageQuerySchema,
  MonthAvailabilityQuerySchema,
  MonthAvailabilitySchema,
  TimeSlotAvailabilitySchema,
  TimeSlotQuerySchema,
  UnblockDateInputSchema,
  UpcomingBlockSchema,
} from '../schemas/availability';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

/** A blocked date closes every slot of its day. */
const DATE_WRITE = ['BlockedDate', 'TimeSlot'] as const satisfies readonly CacheTag[];

/** Date management: blocked dates and time slots (reads public, writes admin) and slot availability. */
export const schedule = endpoints(paths.schedule, 'Date management', {
  blockedDates: {
    summary: 'Blocked dates of a ticket',
    query: DateManageQuerySchema,
    response: z.array(BlockedDateSchema),
    provides: ['BlockedDate'],
  },
  blockDate: {
    summary: 'Block a date for a ticket (optionally with the reason, shown in the back office)',
    body: BlockDateInputSchema,
    response: BlockedDateSchema,
    status: 201,
    errors: { 404: 'No ticket has this id', 409: 'The date is already blocked for this ticket' },
    invalidates: DATE_WRITE,
  },
  unblockDate: {
    summary: 'Unblock a date (body: the blocked date id)',
    body: UnblockDateInputSchema,
    response: BlockedDateSchema,
    errors: { 404: 'No blocked date has this id' },
    invalidates: DATE_WRITE,
  },
  timeSlots: {
    summary: 'Time slots of a ticket on a date with their status and remaining seats',
    query: TimeSlotQuerySchema,
    response: TimeSlotAvailabilitySchema,
    errors: { 404: 'No ticket has this id' },
    provides: ['TimeSlot'],
  },
  blockTimeSlot: {
    summary: 'Block one time slot of a ticket on a date (optionally with the reason)',
    body: BlockTimeSlotRequestSchema,
    response: BlockedTimeSlotSchema,
    status: 201,
    errors: { 404: 'No ticket has this id', 409: 'The slot is already blocked on this date' },
    invalidates: ['TimeSlot'],
  },
  unblockTimeSlot: {
    summary: 'Unblock a time slot of a ticket on a date',
    body: BlockTimeSlotInputSchema,
    response: BlockedTimeSlotSchema,
    errors: { 404: 'This slot is not blocked on this date' },
    invalidates: ['TimeSlot'],
  },
  month: {
    summary:
      "A ticket's month for the booking calendar: each day's status (available, fewLeft, soldOut, closed, past) and its adult price",
    query: MonthAvailabilityQuerySchema,
    response: MonthAvailabilitySchema,
    errors: { 404: 'No ticket has this id' },
    provides: ['TimeSlot'],
  },
  upcomingBlocks: {
    summary:
      "A ticket's blocked dates and time slots from today on, date by date: when each was blocked, by whom and why",
    query: DateManageQuerySchema,
    response: z.array(UpcomingBlockSchema),
    provides: ['BlockedDate', 'TimeSlot'],
  },
});
