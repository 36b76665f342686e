import Router from '@koa/router';
import { API_PREFIX, contract } from '@tours/core/contract';
import type { Middleware } from 'koa';
import { buildOpenApiDocument, type RouteLayer } from '../lib/openapi';
import { route } from '../lib/route';
import type { AppDeps } from '../types';
import { renderReferencePage } from './reference-page';

const PREFIX = API_PREFIX;

function layersOf(ctx: { router?: { stack?: RouteLayer[] } }): RouteLayer[] {
  return (ctx.router?.stack ?? []).map((l) => ({ path: String(l.path), methods: l.methods }));
}

export function createDocsRouter({ config }: AppDeps): Router {
  const router = new Router();
  route(router, contract.system.openApi, async function openApiDocument(ctx) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = buildOpenApiDocument({
      prefix: PREFIX,
      serverUrl: config.publicUrl,
      layers: layersOf(ctx as never),
    });
  });
  return router;
}

/** GET /api/docs: a readable reference page rendered on the server from the same document. */
export function docsPage({ config }: Pick<AppDeps, 'config'>, getLayers: () => RouteLayer[]): Middleware {
  return async function docsPage(ctx, next) {
    if (ctx.method !== 'GET' || (ctx.path !== '/api/docs' && ctx.path !== '/api/docs/')) return next();
    const doc = buildOpenApiDocument({ prefix: PREFIX, serverUrl: config.publicUrl, layers: getLayers() });
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = renderReferencePage(doc);
  };
}
