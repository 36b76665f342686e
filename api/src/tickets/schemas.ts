import { z } from 'zod';
import { IdSchema } from '@tours/core/schemas';

export const TicketIdParamsSchema = z.object({ id: IdSchema });
export const AdminTicketQuerySchema = z.object({ id: IdSchema });
export const DeletedSchema = z.object({ _id: IdSchema, deleted: z.literal(true) });
