import { z } from 'zod';
import {
  AdminTicketQuerySchema,
  CatalogueLangQuerySchema,
  ServiceSummarySchema,
  TicketIdParamsSchema,
  TicketImageUploadFieldsSchema,
  TicketImageUploadSchema,
  TicketInputSchema,
  TicketSchema,
  TicketTitleSchema,
  TicketTypeQuerySchema,
  TicketsByServiceQuerySchema,
} from '../schemas/catalogue';
import { DeletedSchema } from '../schemas/common';
import { TICKET_IMAGE_TYPES_LABEL, ticketImageMaxLabel } from '../domain/ticket-images';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

/** Ticket writes make ticket reads stale, and availability follows a ticket's slots and capacity. */
const TICKET_WRITE = ['Ticket', 'TimeSlot'] as const satisfies readonly CacheTag[];

export const tickets = endpoints(paths.tickets, 'Tickets', {
  byService: {
    summary: 'Tickets of one service (product slug)',
    query: TicketsByServiceQuerySchema,
    response: z.array(TicketSchema),
    provides: ['Ticket'],
  },
  get: {
    summary: 'One ticket',
    params: TicketIdParamsSchema,
    query: CatalogueLangQuerySchema,
    response: TicketSchema,
    errors: { 404: 'No ticket has this id' },
    provides: ['Ticket'],
  },
  adminGet: {
    summary: 'One ticket, for editing',
    query: AdminTicketQuerySchema,
    response: TicketSchema,
    errors: { 404: 'No ticket has this id' },
    provides: ['Ticket'],
  },
  services: {
    summary: 'Services (products) with their ticket counts',
    response: z.array(ServiceSummarySchema),
    provides: ['Ticket', 'Product'],
  },
  titles: {
    summary: 'Ticket titles with their service, optionally of one ticket type',
    query: TicketTypeQuerySchema,
    response: z.array(TicketTitleSchema),
    provides: ['Ticket'],
  },
  timeSlotTickets: {
    summary: 'Tickets that sell by time slot',
    response: z.array(TicketSchema),
    provides: ['Ticket'],
  },
  create: {
    summary: 'Create a ticket (unknown fields are refused)',
    body: TicketInputSchema,
    response: TicketSchema,
    status: 201,
    invalidates: TICKET_WRITE,
  },
  update: {
    summary: 'Replace a ticket (unknown fields are refused)',
    params: TicketIdParamsSchema,
    body: TicketInputSchema,
    response: TicketSchema,
    errors: { 404: 'No ticket has this id' },
    invalidates: TICKET_WRITE,
  },
  remove: {
    summary: 'Delete a ticket (hidden from sale; its bookings stay)',
    params: TicketIdParamsSchema,
    response: DeletedSchema,
    errors: { 404: 'No ticket has this id' },
    invalidates: TICKET_WRITE,
  },
  uploadImage: {
    summary: `Upload a ticket picture (multipart/form-data, the file under \`image\`): ${TICKET_IMAGE_TYPES_LABEL} by its bytes, at most ${ticketImageMaxLabel()}; answers the site path to put in the ticket's \`ticketImages\``,
    body: TicketImageUploadFieldsSchema,
    bodyKind: 'multipart',
    response: TicketImageUploadSchema,
    status: 201,
    errors: {
      413: `The picture is larger than ${ticketImageMaxLabel()}`,
      415: `The file is not a ${TICKET_IMAGE_TYPES_LABEL} picture`,
    },
  },
});
