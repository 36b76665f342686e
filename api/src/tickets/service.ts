import type { z } from 'zod';
import type { ServiceSummary, Ticket, TicketInputSchema, TicketTitle } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../lib/audit';
import { notFound, validationFailed } from '../errors';
import { presentTicket, presentTicketIn } from './presenter';
import { translationsWrite } from '../lib/translations';
import { DEFAULT_LOCALE, type Locale } from '@tours/core/domain';
import { productsRepository } from '../products/repository';
import { ticketsRepository, type TicketWrite } from './repository';
import { pickupPointsRepository, type PickupPointRow } from '../pickups/repository';

export type TicketInputParsed = z.output<typeof TicketInputSchema>;

export const ticketsService = {
  /** A service's tickets as visitors read them, in `locale`, each with its pickup points. */
  async ticketsByService(db: Executor, service: string, locale: Locale = DEFAULT_LOCALE): Promise<Ticket[]> {
    const rows = await ticketsRepository.listByService(db, service);
    const points = await pickupPointsRepository.ofTickets(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentTicketIn(row, locale, points.get(row.id)));
  },

  /** A ticket as visitors read it, in `locale`. */
  async ticket(db: Executor, id: string, locale: Locale = DEFAULT_LOCALE): Promise<Ticket> {
    const row = await ticketsRepository.findById(db, id);
    if (!row) throw notFound('ticket');
    return presentTicketIn(row, locale, await pointsOf(db, id));
  },

  /** A ticket as staff edit it, with its translations. */
  async adminTicket(db: Executor, id: string): Promise<Ticket> {
    const row = await ticketsRepository.findById(db, id);
    if (!row) throw notFound('ticket');
    return presentTicket(row, await pointsOf(db, id));
  },

  async services(db: Executor): Promise<ServiceSummary[]> {
    const rows = await ticketsRepository.services(db);
    return rows.map((r) => ({ service: r.service, name: r.name, ticketCount: Number(r.ticket_count) }));
  },

  async titles(db: Executor, ticketType?: string): Promise<TicketTitle[]> {
    const rows = await ticketsRepository.titles(db, { ticketType });
    return rows.map((r) => ({ _id: r.id, title: r.title, service: r.service, ticketType: r.ticket_type }));
  },

  async timeSlotTickets(db: Executor): Promise<Ticket[]> {
    return (await ticketsRepository.listTimeSlotTickets(db)).map((t) => presentTicket(t));
  },

  async createTicket(trx: Executor, input: TicketInputParsed, actor: Actor): Promise<Ticket> {
    await assertServiceExists(trx, input.service);
    const row = await ticketsRepository.insert(trx, toTicketWrite(input));
    await writePickupPoints(trx, row.id, input);
    await auditCreate(trx, actor, 'ticket', row.id, input);
    return presentTicket(row, await pointsOf(trx, row.id));
  },

  async updateTicket(trx: Executor, id: string, input: TicketInputParsed, actor: Actor): Promise<Ticket> {
    const before = await ticketsRepository.findById(trx, id, { forUpdate: true });
    if (!before) throw notFound('ticket');
    await assertServiceExists(trx, input.service);
    const pointsBefore = await pointsOf(trx, id);
    const after = await ticketsRepository.update(trx, id, toTicketWrite(input));
    if (!after) throw notFound('ticket');
    await writePickupPoints(trx, id, input);
    await auditUpdate(trx, actor, 'ticket', id, { before: presentTicket(before, pointsBefore), input });
    return presentTicket(after, await pointsOf(trx, id));
  },

  /** Hides a ticket from sale; its bookings stay. */
  async deleteTicket(trx: Executor, id: string, actor: Actor): Promise<void> {
    const row = await ticketsRepository.softDelete(trx, id);
    if (!row) throw notFound('ticket');
    await recordAudit(trx, actor, {
      action: 'ticket.delete',
      entity: 'ticket',
      entityId: id,
      details: { title: row.title },
    });
  },
};

async function pointsOf(db: Executor, ticketId: string): Promise<PickupPointRow[]> {
  return (await pickupPointsRepository.ofTickets(db, [ticketId])).get(ticketId) ?? [];
}

/**
 * The points the input names become the ticket's (left out: kept). A ticket that collects its guests
 * must offer somewhere to collect them from: checked on what is stored after the write.
 */
async function writePickupPoints(trx: Executor, ticketId: string, input: TicketInputParsed): Promise<void> {
  if (input.pickupPointIds) {
    const known = new Set(await pickupPointsRepository.existing(trx, input.pickupPointIds));
    const unknown = input.pickupPointIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) {
      throw validationFailed(
        {
          issues: [
            {
              in: 'body',
              path: `pickupPointIds.${unknown}`,
              code: 'custom',
              message: 'no pickup point has this id',
            },
          ],
        },
        'pickupPointIds: no pickup point has this id',
      );
    }
    await pickupPointsRepository.setForTicket(trx, ticketId, input.pickupPointIds);
  }
  const row = await ticketsRepository.findById(trx, ticketId);
  if (row && row.pickup_mode !== 'none' && (await pointsOf(trx, ticketId)).length === 0) {
    throw validationFailed(
      {
        issues: [
          {
            in: 'body',
            path: 'pickupPointIds',
            code: 'custom',
            message: 'a ticket with pickups needs at least one pickup point',
          },
        ],
      },
      'pickupPointIds: a ticket with pickups needs at least one pickup point',
    );
  }
}

async function assertServiceExists(db: Executor, service: string): Promise<void> {
  if (!(await productsRepository.findBySlug(db, service))) {
    throw validationFailed(
      {
        issues: [{ in: 'body', path: 'service', code: 'custom', message: 'no product has this service key' }],
      },
      'service: no product has this service key',
    );
  }
}

/** Only the fields of the strict input schema reach the database: no mass assignment (the demo seed's too). */
export function toTicketWrite(input: TicketInputParsed): TicketWrite {
  return {
    service: input.service,
    title: input.title,
    ticket_type: input.ticketType,
    description: input.description,
    included: JSON.stringify(input.included),
    pricing: JSON.stringify(input.pricing),
    time_slots: JSON.stringify(input.timeSlots),
    is_time_slot: input.isTimeSlot,
    adult_qr_count: input.adultQrCount,
    child_qr_count: input.childQrCount,
    currency: input.currency,
    is_adult_bogo: input.isAdultByOneGetOneActive,
    is_child_bogo: input.isChildByOneGetOneActive,
    ticket_images: JSON.stringify(input.ticketImages),
    attraction_closed: JSON.stringify(input.attractionClosed),
    capacity_per_slot: input.capacityPerSlot,
    max_per_booking: input.maxPerBooking,
    cancellation_policy: JSON.stringify(input.cancellationPolicy),
    ...visitDetailsWrite(input),
    ...(input.translations ? { translations: translationsWrite(input.translations, ['preferences']) } : {}),
    ...pickupsAndQuestionsWrite(input),
  };
}

/** The pickup mode, meeting point details and questions the input states (left out: kept). */
function pickupsAndQuestionsWrite(input: TicketInputParsed): Partial<TicketWrite> {
  const out: Partial<TicketWrite> = {};
  if (input.pickupMode !== undefined) out.pickup_mode = input.pickupMode;
  if (input.questions !== undefined) out.questions = JSON.stringify(input.questions);
  if (input.meetingPointLocation !== undefined) {
    out.meeting_point_latitude = input.meetingPointLocation?.latitude ?? null;
    out.meeting_point_longitude = input.meetingPointLocation?.longitude ?? null;
  }
  if (input.meetingPointInstructions !== undefined)
    out.meeting_point_instructions = input.meetingPointInstructions;
  if (input.meetingPointPhoto !== undefined) out.meeting_point_photo = input.meetingPointPhoto;
  return out;
}

/** The visit's details the input states; one it leaves out is not written (an update keeps it). */
function visitDetailsWrite(input: TicketInputParsed): Partial<TicketWrite> {
  const out: Partial<TicketWrite> = {};
  if (input.durationMinutes !== undefined) out.duration_minutes = input.durationMinutes;
  if (input.meetingPoint !== undefined) out.meeting_point = input.meetingPoint;
  if (input.childAgeRange !== undefined) {
    out.child_age_min = input.childAgeRange?.min ?? null;
    out.child_age_max = input.childAgeRange?.max ?? null;
  }
  return out;
}
