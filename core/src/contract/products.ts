import { z } from 'zod';
import {
  AdminProductSchema,
  CatalogueLangQuerySchema,
  ProductSchema,
  ProductTranslationsInputSchema,
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
    query: CatalogueLangQuerySchema,
    response: ProductSchema,
    errors: { 404: 'No product has this slug' },
    provides: ['Product'],
  },
  adminGet: {
    summary: 'One attraction (product) with its name and description in each language, for editing',
    params: ProductSlugParamsSchema,
    response: AdminProductSchema,
    errors: { 404: 'No product has this slug' },
    provides: ['Product'],
  },
  updateTranslations: {
    summary:
      "Replace an attraction's name and description in the other languages (a blank one shows the English text)",
    params: ProductSlugParamsSchema,
    body: ProductTranslationsInputSchema,
    response: AdminProductSchema,
    errors: { 404: 'No product has this slug' },
    invalidates: ['Product'],
  },
});
