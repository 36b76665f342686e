import {
  type BlockDateInput,
  type BlockTimeSlotInput,
  type BlockTimeSlotRequest,
  type BlockedDate,
  type BlockedTimeSlot,
  type TimeSlotAvailability,
  type UpcomingBlock,
} from '@tours/core/schemas';
import { ATTRACTION_TIME_ZONE, dateStatus, slotStatus, timeOfDayIn, todayIn } from '@tours/core/domain';
import type { Executor } from '../db';
import { conflict, notFound, validationFailed } from '../errors';
import { presentBlockedDate, presentBlockedTimeSlot, presentUpcomingBlock } from './presenter';
import { presentTicket } from '../tickets/presenter';
import { ticketsRepository, type TicketRow } from '../tickets/repository';
import { ticketsService } from '../tickets/service';
import { recordAudit, type Actor, type AuditEntry } from '../lib/audit';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { scheduleRepository } from './repository';

/** A block or an unblock on the audit log: the blocked date's or slot's id, and what was sent or removed. */
const blockedAudit = (action: string, id: string, details: object): AuditEntry => ({
  action,
  entity: 'blocked_date',
  entityId: id,
  details: { ...details },
});
const slotAudit = (action: string, id: string, details: object): AuditEntry => ({
  ...blockedAudit(action, id, details),
  entity: 'blocked_time_slot',
});

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

function bodyIssue(path: string, message: string) {
  return validationFailed({ issues: [{ in: 'body', path, code: 'custom', message }] }, `${path}: ${message}`);
}

/** The ticket a schedule write is about; its service must be the one the admin named. */
async function ticketFor(db: Executor, ticketId: string, service: string): Promise<TicketRow> {
  const ticket = await ticketsRepository.findById(db, ticketId);
  if (!ticket) throw notFound('ticket');
  if (ticket.service !== service) throw bodyIssue('service', 'is not the service of this ticket');
  return ticket;
}

export const scheduleService = {
  async blockedDates(db: Executor, query: { service: string; ticketId: string }): Promise<BlockedDate[]> {
    return (await scheduleRepository.listBlockedDates(db, query)).map(presentBlockedDate);
  },

  async blockDate(trx: Executor, input: BlockDateInput, actor: Actor): Promise<BlockedDate> {
    await ticketFor(trx, input.ticketId, input.service);
    if (input.blockedDate < todayIn(ATTRACTION_TIME_ZONE)) throw bodyIssue('blockedDate', 'is in the past');
    let blocked: BlockedDate;
    try {
      const row = await scheduleRepository.insertBlockedDate(trx, {
        service: input.service,
        ticket_id: input.ticketId,
        blocked_date: input.blockedDate,
        created_by: actor.admin?.id ?? null,
        reason: input.reason ?? null,
      });
      blocked = presentBlockedDate(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This date is already blocked for this ticket.');
      throw error;
    }
    await recordAudit(trx, actor, blockedAudit('date.block', blocked._id, input));
    return blocked;
  },

  /** The back office's list: the ticket's blocked dates and slots from today (Dubai) on, with why. */
  async upcomingBlocks(
    db: Executor,
    query: { service: string; ticketId: string },
    now: Date = new Date(),
  ): Promise<UpcomingBlock[]> {
    const from = todayIn(ATTRACTION_TIME_ZONE, now);
    return (await scheduleRepository.upcomingBlocks(db, { ...query, from })).map(presentUpcomingBlock);
  },

  async unblockDate(trx: Executor, id: string, actor: Actor): Promise<BlockedDate> {
    const row = await scheduleRepository.deleteBlockedDate(trx, id);
    if (!row) throw notFound('blocked date');
    const removed = presentBlockedDate(row);
    await recordAudit(trx, actor, blockedAudit('date.unblock', id, removed));
    return removed;
  },

  async blockTimeSlot(trx: Executor, input: BlockTimeSlotRequest, actor: Actor): Promise<BlockedTimeSlot> {
    const ticket = await ticketFor(trx, input.ticketId, input.service);
    if (!presentTicket(ticket).timeSlots.includes(input.timeSlot))
      throw bodyIssue('timeSlot', 'is not a time slot of this ticket');
    if (input.date < todayIn(ATTRACTION_TIME_ZONE)) throw bodyIssue('date', 'is in the past');
    let blocked: BlockedTimeSlot;
    try {
      const row = await scheduleRepository.insertBlockedSlot(trx, {
        service: input.service,
        ticket_id: input.ticketId,
        date: input.date,
        time_slot: input.timeSlot,
        created_by: actor.admin?.id ?? null,
        reason: input.reason ?? null,
      });
      blocked = presentBlockedTimeSlot(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This time slot is already blocked on this date.');
      throw error;
    }
    await recordAudit(trx, actor, slotAudit('slot.block', blocked._id, input));
    return blocked;
  },

  async unblockTimeSlot(trx: Executor, input: BlockTimeSlotInput, actor: Actor): Promise<BlockedTimeSlot> {
    const row = await scheduleRepository.deleteBlockedSlot(trx, {
      service: input.service,
      ticket_id: input.ticketId,
      date: input.date,
      time_slot: input.timeSlot,
    });
    if (!row) throw notFound('blocked time slot');
    const removed = presentBlockedTimeSlot(row);
    await recordAudit(trx, actor, slotAudit('slot.unblock', removed._id, input));
    return removed;
  },

  /**
   * Every slot of a ticket on a date with its status and the reason it cannot be booked (core
   * slotStatus): past in Dubai time, the whole date blocked, a closed weekday, beyond the booking
   * horizon, the slot blocked on its own, sold out; or available with the seats remaining. The reason
   * is what lets the back office offer the one fix that applies. The ticket and what is blocked come
   * through the catalogue cache when given; seats taken are read every time.
   */
  async availability(
    db: Executor,
    ticketId: string,
    date: string,
    { now = new Date(), cache }: { now?: Date; cache?: CatalogueCache | undefined } = {},
  ): Promise<TimeSlotAvailability> {
    const ticket = await cachedRead(cache, 'ticket', ticketId, () => ticketsService.ticket(db, ticketId));
    const today = todayIn(ATTRACTION_TIME_ZONE, now);
    const nowTime = timeOfDayIn(ATTRACTION_TIME_ZONE, now);
    const [{ dateBlocked, blockedSlots }, taken] = await Promise.all([
      blockedOn(db, ticketId, date, cache),
      scheduleRepository.seatsTaken(db, ticketId, date),
    ]);
    const day = dateStatus({
      date,
      today,
      blockedDates: dateBlocked ? [date] : [],
      attractionClosed: ticket.attractionClosed,
    });
    const slots = ticket.timeSlots.map((timeSlot) =>
      slotStatus({
        date,
        timeSlot,
        today,
        nowTime,
        day,
        blocked: blockedSlots.has(timeSlot),
        capacity: ticket.capacityPerSlot,
        taken: taken.get(timeSlot) ?? 0,
      }),
    );
    return { date, ticketId, slots };
  },
};

/**
 * What an admin blocked for a ticket on a date: the whole date, and/or some of its slots (through the
 * catalogue cache when given).
 */
export function blockedOn(
  db: Executor,
  ticketId: string,
  date: string,
  cache?: CatalogueCache,
): Promise<{ dateBlocked: boolean; blockedSlots: ReadonlySet<string> }> {
  return cachedRead(cache, 'blockedOn', `${ticketId} ${date}`, async () => {
    const [dateBlocked, slots] = await Promise.all([
      scheduleRepository.isDateBlocked(db, ticketId, date),
      scheduleRepository.blockedSlotsOn(db, ticketId, date),
    ]);
    return { dateBlocked, blockedSlots: new Set(slots.map((s) => s.time_slot)) };
  });
}

/**
 * Whether a slot (or the whole date of a day ticket) is closed now, read from the database and
 * never from the cache: the check a seat-taking write repeats once it holds the slot's counter row,
 * when a cancellation that committed meanwhile must be seen.
 */
export async function isSlotClosed(
  db: Executor,
  slot: { ticketId: string; date: string; timeSlot: string | null },
): Promise<boolean> {
  const blocked = await blockedOn(db, slot.ticketId, slot.date);
  return blocked.dateBlocked || (slot.timeSlot !== null && blocked.blockedSlots.has(slot.timeSlot));
}
