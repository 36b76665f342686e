import { z } from 'zod';
import { IdSchema } from '@tours/core/schemas';

export const PromotionIdParamsSchema = z.object({ id: IdSchema });
export const DeletedPromotionSchema = z.object({ _id: IdSchema, deleted: z.literal(true) });
