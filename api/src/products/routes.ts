import Router from '@koa/router';
import { z } from 'zod';
import { ProductSchema, ProductsByGroupQuerySchema, ProductsByHostQuerySchema } from '@tours/core/schemas';
import { jsonResponse, sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { normalizeHostName, productsService } from './service';
import { cachedRead } from '../lib/catalogue-cache';
import type { AppDeps } from '../types';
import { ProductSlugParamsSchema } from './schemas';

export function createProductsRouter({ db, config, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'get',
      path: '/products',
      tag: 'Products',
      summary: 'Products, optionally of one product group',
      query: ProductsByGroupQuerySchema,
      response: z.array(ProductSchema),
    },
    async (ctx) => {
      const { productGroup } = inputOf(ctx.state, 'query', ProductsByGroupQuerySchema);
      ctx.body = await productsService.products(db, productGroup);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/products/hostName',
      tag: 'Products',
      summary: 'Products of the storefront site at a host name (localhost and 127.0.0.1 show the demo site)',
      query: ProductsByHostQuerySchema,
      response: z.array(ProductSchema),
    },
    async (ctx) => {
      const { hostName } = inputOf(ctx.state, 'query', ProductsByHostQuerySchema);
      const aliases = config.siteHostAliases;
      // Keyed by the site the host name resolves to: that is all the answer depends on.
      const site = normalizeHostName(hostName, aliases);
      const products = await cachedRead(catalogueCache, 'productsByHost', site, async () =>
        jsonResponse(await productsService.productsByHost(db, hostName, aliases)),
      );
      await sendJson(ctx, products);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/products/slug/:slug',
      tag: 'Products',
      summary: 'One product by its slug (the service key)',
      params: ProductSlugParamsSchema,
      response: ProductSchema,
      errors: { 404: 'No product has this slug' },
    },
    async (ctx) => {
      const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
      ctx.body = await productsService.productBySlug(db, slug);
    },
  );

  return router;
}
