import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { ManifestMailRequestSchema, ManifestQuerySchema } from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { mailManifest, manifestOf, manifestPdf } from './service';

/** The guide's manifest: a day's run sheet as JSON or PDF, and mailing it. Guests' data: never cached. */
export function createManifestRouter({ db }: AppDeps): Router {
  const router = new Router();
  const c = contract.manifest;

  route(router, c.get, async (ctx) => {
    const query = inputOf(ctx.state, 'query', ManifestQuerySchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await manifestOf(db, query);
  });

  route(router, c.pdf, async (ctx) => {
    const query = inputOf(ctx.state, 'query', ManifestQuerySchema);
    const { pdf, filename } = await manifestPdf(db, query);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });

  route(router, c.mail, { transactional: true }, async (ctx) => {
    const request = inputOf(ctx.state, 'body', ManifestMailRequestSchema);
    ctx.body = await mailManifest(ctx.state.trx!, request, actorOf(ctx));
  });

  return router;
}
