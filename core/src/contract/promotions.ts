import { z } from 'zod';
import { DeletedSchema } from '../schemas/common';
import {
  ActivePromotionResponseSchema,
  PromotionIdParamsSchema,
  PromotionInputSchema,
  PromotionQuerySchema,
  PromotionSchema,
} from '../schemas/coupon';
import { endpoint } from './endpoint';
import { paths } from './paths';

const tag = 'Promotions';

export const promotions = {
  active: endpoint(paths.promotions.active, {
    tag,
    summary: 'The promotion running now for a service or a host name; null when none is',
    query: PromotionQuerySchema,
    response: ActivePromotionResponseSchema,
    provides: ['Promotion'],
  }),
  list: endpoint(paths.promotions.list, {
    tag,
    summary: 'Every promotion, newest first',
    response: z.array(PromotionSchema),
    provides: ['Promotion'],
  }),
  get: endpoint(paths.promotions.get, {
    tag,
    summary: 'One promotion',
    params: PromotionIdParamsSchema,
    response: PromotionSchema,
    errors: { 404: 'No promotion has this id' },
    provides: ['Promotion'],
  }),
  create: endpoint(paths.promotions.create, {
    tag,
    summary: 'Create a promotion',
    body: PromotionInputSchema,
    response: PromotionSchema,
    status: 201,
    invalidates: ['Promotion'],
  }),
  update: endpoint(paths.promotions.update, {
    tag,
    summary: 'Replace a promotion',
    params: PromotionIdParamsSchema,
    body: PromotionInputSchema,
    response: PromotionSchema,
    errors: { 404: 'No promotion has this id' },
    invalidates: ['Promotion'],
  }),
  remove: endpoint(paths.promotions.remove, {
    tag,
    summary: 'Delete a promotion (the coupon it advertises stays)',
    params: PromotionIdParamsSchema,
    response: DeletedSchema,
    errors: { 404: 'No promotion has this id' },
    invalidates: ['Promotion'],
  }),
};
