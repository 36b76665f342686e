import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  ProductsByGroupQuerySchema,
  ProductsByHostQuerySchema,
  ProductSlugParamsSchema,
} from '@tours/core/schemas';
import { sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { productsService } from './service';
import type { AppDeps } from '../types';

export function createProductsRouter({ db, config, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(router, contract.products.list, async (ctx) => {
    const { productGroup } = inputOf(ctx.state, 'query', ProductsByGroupQuerySchema);
    ctx.body = await productsService.products(db, productGroup);
  });

  route(router, contract.products.byHost, async (ctx) => {
    const { hostName } = inputOf(ctx.state, 'query', ProductsByHostQuerySchema);
    await sendJson(
      ctx,
      await productsService.siteProductsAnswer(db, catalogueCache, hostName, config.siteHostAliases),
    );
  });

  route(router, contract.products.bySlug, async (ctx) => {
    const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
    ctx.body = await productsService.productBySlug(db, slug);
  });

  return router;
}
