import { z } from 'zod';
import { DeletedSchema } from '../schemas/common';
import {
  ActivePromotionResponseSchema,
  PromotionIdParamsSchema,
  PromotionInputSchema,
  PromotionQuerySchema,
  PromotionSchema,
} from '../schemas/coupon';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const promotions = endpoints(paths.promotions, 'Promotions', {
  active: {
    summary: 'The promotion running now for a service or a host name; null when none is',
    query: PromotionQuerySchema,
    response: ActivePromotionResponseSchema,
    provides: ['Promotion'],
  },
  list: {
    summary: 'Every promotion, newest first',
    response: z.array(PromotionSchema),
    provides: ['Promotion'],
  },
  get: {
    summary: 'One promotion',
    params: PromotionIdParamsSchema,
    response: PromotionSchema,
    errors: { 404: 'No promotion has this id' },
    provides: ['Promotion'],
  },
  create: {
    summary: 'Create a promotion',
    body: PromotionInputSchema,
    response: PromotionSchema,
    status: 201,
    invalidates: ['Promotion'],
  },
  update: {
    summary: 'Replace a promotion',
    params: PromotionIdParamsSchema,
    body: PromotionInputSchema,
    response: PromotionSchema,
    errors: { 404: 'No promotion has this id' },
    invalidates: ['Promotion'],
  },
  remove: {
    summary: 'Delete a promotion (the coupon it advertises stays)',
    params: PromotionIdParamsSchema,
    response: DeletedSchema,
    errors: { 404: 'No promotion has this id' },
    invalidates: ['Promotion'],
  },
});
