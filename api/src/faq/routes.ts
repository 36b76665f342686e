import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  FaqEntryInputSchema,
  FaqIdParamsSchema,
  FaqOrderInputSchema,
  FaqQuerySchema,
} from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { sendJson } from '../lib/json-response';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { faqService } from './service';

export function createFaqRouter({ db, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(router, contract.faq.list, async (ctx) => {
    const { lang } = inputOf(ctx.state, 'query', FaqQuerySchema);
    await sendJson(ctx, await faqService.publicAnswer(db, catalogueCache, lang));
  });

  route(router, contract.faq.adminList, async (ctx) => {
    ctx.body = await faqService.list(db);
  });

  const writes = { transactional: true, invalidates: ['faq_entries'] } as const;

  route(router, contract.faq.create, writes, async (ctx) => {
    const input = inputOf(ctx.state, 'body', FaqEntryInputSchema);
    ctx.body = await faqService.create(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.faq.update, writes, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', FaqIdParamsSchema);
    const input = inputOf(ctx.state, 'body', FaqEntryInputSchema);
    ctx.body = await faqService.update(ctx.state.trx!, id, input, actorOf(ctx));
  });

  route(router, contract.faq.remove, writes, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', FaqIdParamsSchema);
    await faqService.delete(ctx.state.trx!, id, actorOf(ctx));
    ctx.body = { _id: id, deleted: true };
  });

  route(router, contract.faq.reorder, writes, async (ctx) => {
    const order = inputOf(ctx.state, 'body', FaqOrderInputSchema);
    ctx.body = await faqService.reorder(ctx.state.trx!, order, actorOf(ctx));
  });

  return router;
}
