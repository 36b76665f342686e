import type { z } from 'zod';
import type { Product, ServiceSummary, Ticket, TicketInputSchema, TicketTitle } from '@tours/core/schemas';
import type { Executor } from '../db';
import { notFound, validationFailed } from '../errors';
import { presentProduct, presentTicket, type TicketRow } from '../presenters';
import { productsRepository } from '../repositories/products';
import { ticketsRepository, type TicketWrite } from '../repositories/tickets';

export type TicketInputParsed = z.output<typeof TicketInputSchema>;

/** Host names that mean "this machine" all show the demo site, stored as `localhost`. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/**
 * `Shop.Example.com:8080` → `shop.example.com`; loopback names → `localhost`; then an operator's
 * alias (SITE_HOST_ALIASES) when one is given for that host.
 */
export function normalizeHostName(hostName: string, aliases: Record<string, string> = {}): string {
  let host = hostName.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.replace(/:\d+$/, '');
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  const local = LOCAL_HOSTS.has(host) ? 'localhost' : host;
  // Own keys only: a host named `constructor` or `__proto__` must not find Object.prototype's.
  return Object.hasOwn(aliases, local) ? aliases[local]! : local;
}

export const catalogueService = {
  async products(db: Executor, productGroup?: string): Promise<Product[]> {
    return (await productsRepository.list(db, { productGroup })).map(presentProduct);
  },

  async productsByHost(db: Executor, hostName: string, aliases?: Record<string, string>): Promise<Product[]> {
    return (await productsRepository.listByHost(db, normalizeHostName(hostName, aliases))).map(
      presentProduct,
    );
  },

  async productBySlug(db: Executor, slug: string): Promise<Product> {
    const row = await productsRepository.findBySlug(db, slug);
    if (!row) throw notFound('product');
    return presentProduct(row);
  },

  async ticketsByService(db: Executor, service: string): Promise<Ticket[]> {
    return (await ticketsRepository.listByService(db, service)).map(presentTicket);
  },

  async ticket(db: Executor, id: string): Promise<Ticket> {
    const row = await ticketsRepository.findById(db, id);
    if (!row) throw notFound('ticket');
    return presentTicket(row);
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
    return (await ticketsRepository.listTimeSlotTickets(db)).map(presentTicket);
  },

  async createTicket(db: Executor, input: TicketInputParsed): Promise<TicketRow> {
    await assertServiceExists(db, input.service);
    return ticketsRepository.insert(db, toTicketWrite(input));
  },

  async updateTicket(
    db: Executor,
    id: string,
    input: TicketInputParsed,
  ): Promise<{ before: TicketRow; after: TicketRow }> {
    const before = await ticketsRepository.findById(db, id, { forUpdate: true });
    if (!before) throw notFound('ticket');
    await assertServiceExists(db, input.service);
    const after = await ticketsRepository.update(db, id, toTicketWrite(input));
    if (!after) throw notFound('ticket');
    return { before, after };
  },

  async deleteTicket(db: Executor, id: string): Promise<TicketRow> {
    const row = await ticketsRepository.softDelete(db, id);
    if (!row) throw notFound('ticket');
    return row;
  },
};

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

/** Only the fields of the strict input schema reach the database: no mass assignment. */
function toTicketWrite(input: TicketInputParsed): TicketWrite {
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
  };
}
