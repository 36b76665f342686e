import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { CatalogueTable } from './catalogue-cache';
import { requireAdmin } from '../middleware/require-admin';
import { transaction } from '../middleware/transaction';
import { validate } from '../middleware/validate';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** What a route accepts and answers; drives both the middleware chain and the OpenAPI document. */
export interface RouteSpec {
  method: Method;
  /** Path relative to /api/v1, in @koa/router syntax (`/tickets/:id`). */
  path: string;
  summary: string;
  tag: string;
  /** Admin-only: requireAdmin() runs first. */
  admin?: boolean;
  /** Runs the handler in one transaction (ctx.state.trx). */
  transactional?: boolean;
  /**
   * Catalogue tables the route writes: their cached reads are dropped once its transaction has ended
   * (committed or not), before the response is sent.
   */
  invalidates?: readonly CatalogueTable[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /** Success status, 200 unless given. */
  status?: number;
  /** Failure statuses worth documenting besides 400/401/500, with why. */
  errors?: Record<number, string>;
}

const registry = new Map<string, RouteSpec>();

/** Every route declared through route(), for the OpenAPI document. */
export function documentedRoutes(): RouteSpec[] {
  return [...registry.values()];
}

/**
 * Declares a route: requireAdmin() for admin routes, validate() for its schemas, transaction() when
 * it writes, then the handler — the chain outline reads as `auth(), validate(), transaction(), handler`.
 */
export function route(router: Router, spec: RouteSpec, handler: Middleware): void {
  registry.set(`${spec.method} ${spec.path}`, spec);
  const chain: Middleware[] = [];
  if (spec.admin) chain.push(requireAdmin());
  if (spec.body || spec.query || spec.params) {
    chain.push(validate({ body: spec.body, query: spec.query, params: spec.params }));
  }
  if (spec.invalidates?.length) chain.push(invalidateCatalogue(spec.invalidates));
  if (spec.transactional) chain.push(transaction());
  const status = spec.status;
  chain.push(
    status
      ? async function respond(ctx, next) {
          await handler(ctx, next);
          if (ctx.body !== undefined) ctx.status = status;
        }
      : handler,
  );
  (router[spec.method] as (path: string, ...m: Middleware[]) => Router)(spec.path, ...chain);
}

/**
 * Runs outside transaction(): invalidating before the commit would let a concurrent read store the
 * old rows again. In `finally`, because a failed commit may still have committed.
 */
function invalidateCatalogue(tables: readonly CatalogueTable[]): Middleware {
  return async function invalidateCatalogue(ctx, next) {
    try {
      await next();
    } finally {
      ctx.deps.catalogueCache?.invalidate(tables);
    }
  };
}
