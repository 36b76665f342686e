import { z } from 'zod';
import { IdSchema } from '@tours/core/schemas';

export const CouponIdParamsSchema = z.object({ id: IdSchema });
