import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  CatalogueLangQuerySchema,
  ProductTranslationsInputSchema,
  ProductsByGroupQuerySchema,
  ProductsByHostQuerySchema,
  ProductSlugParamsSchema,
} from '@tours/core/schemas';
import { sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { productsService } from './service';
import { actorOf } from '../lib/audit';
import type { AppDeps } from '../types';

export function createProductsRouter({ db, config, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(router, contract.products.list, async (ctx) => {
    const { productGroup, lang } = inputOf(ctx.state, 'query', ProductsByGroupQuerySchema);
    ctx.body = await productsService.products(db, productGroup, lang);
  });

  route(router, contract.products.byHost, async (ctx) => {
    const { hostName, lang } = inputOf(ctx.state, 'query', ProductsByHostQuerySchema);
    await sendJson(
      ctx,
      await productsService.siteProductsAnswer(db, catalogueCache, hostName, config.siteHostAliases, lang),
    );
  });

  route(router, contract.products.bySlug, async (ctx) => {
    const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
    const { lang } = inputOf(ctx.state, 'query', CatalogueLangQuerySchema);
    ctx.body = await productsService.productBySlug(db, slug, lang);
  });

  route(router, contract.products.adminGet, async (ctx) => {
    const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
    ctx.body = await productsService.adminProduct(db, slug);
  });

  route(
    router,
    contract.products.updateTranslations,
    { transactional: true, invalidates: ['products'] },
    async (ctx) => {
      const { slug } = inputOf(ctx.state, 'params', ProductSlugParamsSchema);
      const { translations } = inputOf(ctx.state, 'body', ProductTranslationsInputSchema);
      ctx.body = await productsService.updateTranslations(ctx.state.trx!, slug, translations, actorOf(ctx));
    },
  );

  return router;
}
