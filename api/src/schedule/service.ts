import {
  type BlockDateInput,
  type BlockTimeSlotInput,
  type BlockedDate,
  type BlockedTimeSlot,
  type TimeSlotAvailability,
} from '@tours/core/schemas';
import { ATTRACTION_TIME_ZONE, dateStatus, slotStatus, timeOfDayIn, todayIn } from '@tours/core/domain';
import type { Executor } from '../db';
import { conflict, notFound, validationFailed } from '../errors';
import { presentBlockedDate, presentBlockedTimeSlot } from './presenter';
import { presentTicket } from '../tickets/presenter';
import { type TicketRow } from '../tickets/repository';
import { scheduleRepository } from './repository';
import { ticketsRepository } from '../tickets/repository';
import { ticketsService } from '../tickets/service';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';

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

  async blockDate(db: Executor, input: BlockDateInput, adminId: string | null): Promise<BlockedDate> {
    await ticketFor(db, input.ticketId, input.service);
    if (input.blockedDate < todayIn(ATTRACTION_TIME_ZONE)) throw bodyIssue('blockedDate', 'is in the past');
    try {
      const row = await scheduleRepository.insertBlockedDate(db, {
        service: input.service,
        ticket_id: input.ticketId,
        blocked_date: input.blockedDate,
        created_by: adminId,
      });
      return presentBlockedDate(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This date is already blocked for this ticket.');
      throw error;
    }
  },

  async unblockDate(db: Executor, id: string): Promise<BlockedDate> {
    const row = await scheduleRepository.deleteBlockedDate(db, id);
    if (!row) throw notFound('blocked date');
    return presentBlockedDate(row);
  },

  async blockTimeSlot(
    db: Executor,
    input: BlockTimeSlotInput,
    adminId: string | null,
  ): Promise<BlockedTimeSlot> {
    const ticket = await ticketFor(db, input.ticketId, input.service);
    if (!presentTicket(ticket).timeSlots.includes(input.timeSlot))
      throw bodyIssue('timeSlot', 'is not a time slot of this ticket');
    if (input.date < todayIn(ATTRACTION_TIME_ZONE)) throw bodyIssue('date', 'is in the past');
    try {
      const row = await scheduleRepository.insertBlockedSlot(db, {
        service: input.service,
        ticket_id: input.ticketId,
        date: input.date,
        time_slot: input.timeSlot,
        created_by: adminId,
      });
      return presentBlockedTimeSlot(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This time slot is already blocked on this date.');
      throw error;
    }
  },

  async unblockTimeSlot(db: Executor, input: BlockTimeSlotInput): Promise<BlockedTimeSlot> {
    const row = await scheduleRepository.deleteBlockedSlot(db, {
      service: input.service,
      ticket_id: input.ticketId,
      date: input.date,
      time_slot: input.timeSlot,
    });
    if (!row) throw notFound('blocked time slot');
    return presentBlockedTimeSlot(row);
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
