import Router from '@koa/router';
import { z } from 'zod';
import {
  ServiceSummarySchema,
  TicketInputSchema,
  TicketSchema,
  TicketTitleSchema,
  TicketTypeQuerySchema,
  TicketsByServiceQuerySchema,
} from '@tours/core/schemas';
import { jsonResponse, sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { ticketsService } from './service';
import { cachedRead } from '../lib/catalogue-cache';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';
import { AdminTicketQuerySchema, DeletedSchema, TicketIdParamsSchema } from './schemas';

export function createTicketsRouter({ db, catalogueCache }: AppDeps): Router {
  const router = new Router();

  // Registered before /tickets/:id so that "service" is never taken for an id.
  route(
    router,
    {
      method: 'get',
      path: '/tickets/service',
      tag: 'Tickets',
      summary: 'Tickets of one service (product slug)',
      query: TicketsByServiceQuerySchema,
      response: z.array(TicketSchema),
    },
    async (ctx) => {
      const { service } = inputOf(ctx.state, 'query', TicketsByServiceQuerySchema);
      const tickets = await cachedRead(catalogueCache, 'ticketsByService', service, async () =>
        jsonResponse(await ticketsService.ticketsByService(db, service)),
      );
      await sendJson(ctx, tickets);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/tickets/:id',
      tag: 'Tickets',
      summary: 'One ticket',
      params: TicketIdParamsSchema,
      response: TicketSchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
      ctx.body = await cachedRead(catalogueCache, 'ticket', id, () => ticketsService.ticket(db, id));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/get-ticket',
      tag: 'Tickets',
      summary: 'One ticket, for editing',
      admin: true,
      query: AdminTicketQuerySchema,
      response: TicketSchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'query', AdminTicketQuerySchema);
      ctx.body = await ticketsService.ticket(db, id);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/get-service',
      tag: 'Tickets',
      summary: 'Services (products) with their ticket counts',
      response: z.array(ServiceSummarySchema),
    },
    async (ctx) => {
      ctx.body = await ticketsService.services(db);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/get-ticket-title-service',
      tag: 'Tickets',
      summary: 'Ticket titles with their service, optionally of one ticket type',
      query: TicketTypeQuerySchema,
      response: z.array(TicketTitleSchema),
    },
    async (ctx) => {
      const { ticketType } = inputOf(ctx.state, 'query', TicketTypeQuerySchema);
      ctx.body = await ticketsService.titles(db, ticketType);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/get-timeslot-ticket',
      tag: 'Tickets',
      summary: 'Tickets that sell by time slot',
      admin: true,
      response: z.array(TicketSchema),
    },
    async (ctx) => {
      ctx.body = await ticketsService.timeSlotTickets(db);
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/create',
      invalidates: ['tickets'],
      tag: 'Tickets',
      summary: 'Create a ticket (unknown fields are refused)',
      admin: true,
      transactional: true,
      body: TicketInputSchema,
      response: TicketSchema,
      status: 201,
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', TicketInputSchema);
      ctx.body = await ticketsService.createTicket(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/update-ticket/:id',
      invalidates: ['tickets'],
      tag: 'Tickets',
      summary: 'Replace a ticket (unknown fields are refused)',
      admin: true,
      transactional: true,
      params: TicketIdParamsSchema,
      body: TicketInputSchema,
      response: TicketSchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
      const input = inputOf(ctx.state, 'body', TicketInputSchema);
      ctx.body = await ticketsService.updateTicket(ctx.state.trx!, id, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/delete-ticket/:id',
      invalidates: ['tickets'],
      tag: 'Tickets',
      summary: 'Delete a ticket (hidden from sale; its bookings stay)',
      admin: true,
      transactional: true,
      params: TicketIdParamsSchema,
      response: DeletedSchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
      await ticketsService.deleteTicket(ctx.state.trx!, id, actorOf(ctx));
      ctx.body = { _id: id, deleted: true };
    },
  );

  return router;
}
