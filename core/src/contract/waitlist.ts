import {
  AdminWaitlistSchema,
  AdminWaitlistSlotsSchema,
  WaitlistEntryParamsSchema,
  WaitlistEntryViewSchema,
  WaitlistJoinRequestSchema,
  WaitlistJoinResponseSchema,
  WaitlistMoveRequestSchema,
  WaitlistPayRequestSchema,
  WaitlistPayResponseSchema,
  WaitlistSlotQuerySchema,
  WaitlistTokenBodySchema,
  WaitlistTokenQuerySchema,
} from '../schemas/waitlist';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

const TOKEN_404 = 'The link is not valid';
/** An offer takes seats from the slot, a removal may give some back. */
const SEATS = ['TimeSlot', 'Booking'] as const satisfies readonly CacheTag[];

/**
 * The waiting list of a sold-out slot: the visitor's calls (opened by the link token mailed on
 * joining; never cached, they show the entry as it is now) and the back office's.
 */
export const waitlist = endpoints(paths.waitlist, 'Waiting list', {
  join: {
    summary:
      "Join a sold-out slot's waiting list (one entry per e-mail per slot; the same limits per address as checkouts); the link to the entry is mailed. Holds no seat",
    body: WaitlistJoinRequestSchema,
    response: WaitlistJoinResponseSchema,
    status: 201,
    errors: {
      404: 'No ticket has this id',
      409: 'The slot has seats (NOT_SOLD_OUT), cannot be booked (DATE_UNAVAILABLE, SLOT_UNAVAILABLE), or this e-mail is already on its list (ALREADY_WAITING)',
      422: 'The party is not a valid booking for this ticket (INVALID_COUNTS)',
      429: 'Too many attempts; see Retry-After',
    },
  },
  get: {
    summary:
      'The entry a link opens: its place, or the offer (seats held until, amount) and whether it can be paid',
    query: WaitlistTokenQuerySchema,
    response: WaitlistEntryViewSchema,
    errors: { 404: TOKEN_404 },
  },
  leave: {
    summary: 'Leave the list (an offer held is given up and its seats pass to the next entry)',
    body: WaitlistTokenBodySchema,
    response: WaitlistEntryViewSchema,
    errors: { 404: TOKEN_404, 409: 'The entry is booked or already gone (NOT_ALLOWED)' },
    invalidates: SEATS,
  },
  pay: {
    summary:
      "Open the payment of an offer's held seats, with the pickup point and answers the ticket asks: answers the payment page's url",
    body: WaitlistPayRequestSchema,
    response: WaitlistPayResponseSchema,
    errors: {
      400: 'A required answer is missing or an answer is not valid (VALIDATION_FAILED)',
      404: TOKEN_404,
      409: 'No offer can be paid now (NOT_ALLOWED)',
      422: 'The pickup point is missing or not one of the ticket’s (PICKUP_INVALID)',
    },
  },
  adminSlots: {
    summary: 'Every slot with a waiting list, with how many wait, hold an offer and booked',
    response: AdminWaitlistSlotsSchema,
  },
  adminList: {
    summary: "One slot's list in order: position, party, status, the offer's deadline",
    query: WaitlistSlotQuerySchema,
    response: AdminWaitlistSchema,
    errors: { 404: 'No ticket has this id' },
  },
  adminOffer: {
    summary:
      'Offer the free seats to this entry now, out of turn (its whole party must fit); a waiting entry, or one whose offer lapsed or was declined',
    params: WaitlistEntryParamsSchema,
    response: AdminWaitlistSchema,
    errors: {
      404: 'No entry has this id',
      409: 'The entry is not waiting or expired, or its party does not fit (NOT_ALLOWED)',
    },
    invalidates: SEATS,
  },
  adminMove: {
    summary: 'Move an entry to another position of its list',
    params: WaitlistEntryParamsSchema,
    body: WaitlistMoveRequestSchema,
    response: AdminWaitlistSchema,
    errors: { 404: 'No entry has this id', 409: 'The entry is not waiting (NOT_ALLOWED)' },
  },
  adminRemove: {
    summary: 'Remove an entry from its list (an offer held is withdrawn and passes on)',
    params: WaitlistEntryParamsSchema,
    response: AdminWaitlistSchema,
    errors: { 404: 'No entry has this id', 409: 'The entry is booked or already gone (NOT_ALLOWED)' },
    invalidates: SEATS,
  },
});
