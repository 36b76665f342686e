import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { route } from '../lib/route';
import type { AppDeps } from '../types';
import { missingTranslationsList } from './service';

export function createTranslationsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.translations.missing, async (ctx) => {
    ctx.body = await missingTranslationsList(db);
  });

  return router;
}
