import { z } from 'zod';
import { IdSchema } from '@tours/core';

export const PromotionIdParamsSchema = z.object({ id: IdSchema });
