import { z } from 'zod';
import {
  ProductSchema,
  ProductsByGroupQuerySchema,
  ProductsByHostQuerySchema,
  ProductSlugParamsSchema,
} from '../schemas/catalogue';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const products = endpoints(paths.products, 'Products', {
  list: {
    summary: 'Products, optionally of one product group',
    query: ProductsByGroupQuerySchema,
    response: z.array(ProductSchema),
    provides: ['Product'],
  },
  byHost: {
    summary: 'Products of the storefront site at a host name (localhost and 127.0.0.1 show the demo site)',
    query: ProductsByHostQuerySchema,
    response: z.array(ProductSchema),
    provides: ['Product'],
  },
  bySlug: {
    summary: 'One product by its slug (the service key)',
    params: ProductSlugParamsSchema,
    response: ProductSchema,
    errors: { 404: 'No product has this slug' },
    provides: ['Product'],
  },
});
