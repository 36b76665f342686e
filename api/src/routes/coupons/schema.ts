import { z } from 'zod';
import { IdSchema } from '@tours/core';

export const CouponIdParamsSchema = z.object({ id: IdSchema });
