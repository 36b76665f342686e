import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AdminTicketQuerySchema,
  CatalogueLangQuerySchema,
  TicketIdParamsSchema,
  TicketImageUploadFieldsSchema,
  TicketInputSchema,
  TicketsByServiceQuerySchema,
  TicketTypeQuerySchema,
} from '@tours/core/schemas';
import { jsonResponse, sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { storeTicketImage, ticketImageUpload, uploadedTicketImage } from './images';
import { ticketsService } from './service';
import { cachedRead } from '../lib/catalogue-cache';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';
import { keyIn } from '../products/service';

export function createTicketsRouter({ db, catalogueCache }: AppDeps): Router {
  const router = new Router();

  // Registered before /tickets/:id so that "service" is never taken for an id.
  route(router, contract.tickets.byService, async (ctx) => {
    const { service, lang } = inputOf(ctx.state, 'query', TicketsByServiceQuerySchema);
    const tickets = await cachedRead(catalogueCache, 'ticketsByService', keyIn(service, lang), async () =>
      jsonResponse(await ticketsService.ticketsByService(db, service, lang)),
    );
    await sendJson(ctx, tickets);
  });

  route(router, contract.tickets.get, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
    const { lang } = inputOf(ctx.state, 'query', CatalogueLangQuerySchema);
    ctx.body = await cachedRead(catalogueCache, 'ticket', keyIn(id, lang), () =>
      ticketsService.ticket(db, id, lang),
    );
  });

  route(router, contract.tickets.adminGet, async (ctx) => {
    const { id } = inputOf(ctx.state, 'query', AdminTicketQuerySchema);
    ctx.body = await ticketsService.adminTicket(db, id);
  });

  route(router, contract.tickets.services, async (ctx) => {
    ctx.body = await ticketsService.services(db);
  });

  route(router, contract.tickets.titles, async (ctx) => {
    const { ticketType } = inputOf(ctx.state, 'query', TicketTypeQuerySchema);
    ctx.body = await ticketsService.titles(db, ticketType);
  });

  route(router, contract.tickets.timeSlotTickets, async (ctx) => {
    ctx.body = await ticketsService.timeSlotTickets(db);
  });

  route(router, contract.tickets.create, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', TicketInputSchema);
    ctx.body = await ticketsService.createTicket(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.tickets.update, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
    const input = inputOf(ctx.state, 'body', TicketInputSchema);
    ctx.body = await ticketsService.updateTicket(ctx.state.trx!, id, input, actorOf(ctx));
  });

  route(router, contract.tickets.remove, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', TicketIdParamsSchema);
    await ticketsService.deleteTicket(ctx.state.trx!, id, actorOf(ctx));
    ctx.body = { _id: id, deleted: true };
  });

  // Multipart: the upload is parsed (after the admin check) before its (absent) fields are validated.
  route(router, contract.tickets.uploadImage, { parseBody: ticketImageUpload() }, async (ctx) => {
    inputOf(ctx.state, 'body', TicketImageUploadFieldsSchema);
    ctx.body = await storeTicketImage(db, uploadedTicketImage(ctx), actorOf(ctx));
  });

  return router;
}
