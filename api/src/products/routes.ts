import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  ProductsByGroupQuerySchema,
  ProductsByHostQuerySchema,
  ProductSlugParamsSchema,
} from '@tours/core/schemas';
import { jsonResponse, sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { normalizeHostName, productsService } from './service';
import { cachedRead } from '../lib/catalogue-cache';
import type { AppDeps } from '../types';

export function createProductsRouter({ db, config, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(router, contract.products.list, async (ctx) => {
    const { productGroup } = inputOf(ctx.state, 'query', ProductsByGroupQuerySchema);
    ctx.body = await productsService.products(db, productGroup);
  });

  route(router, contract.products.byHost, async (ctx) => {
    const { hostName } = inputOf(ctx.state, 'query', ProductsByHostQuerySchema);
    const aliases = config.siteHostAliases;
    // Keyed by the site the host name resolves to: that is all the answer depends on.
    const site = normalizeHostName(hostName, aliases);
    const products = await cachedRead(catalogueCache, 'productsByHost', site, async () =>
      jsonResponse(await productsService.productsByHost(db, hostName, aliases)),
    );
    await sendJson(ctx, products);
  });

  route(router, contract.products.bySlug, async (ctx) => {
    const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
    ctx.body = await productsService.productBySlug(db, slug);
  });

  return router;
}
