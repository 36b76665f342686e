import type Router from '@koa/router';
import type { Endpoint } from '@tours/core/contract';
import type { Context, Middleware } from 'koa';
import type { CatalogueTable } from './catalogue-cache';
import { requireAdmin } from '../middleware/require-admin';
import { transaction } from '../middleware/transaction';
import { validate } from '../middleware/validate';

/**
 * What only the server knows about a route; everything both sides agree on (path, access, schemas,
 * status, errors) is the endpoint's declaration in core's contract.
 */
export interface RouteOptions {
  /** Runs the handler in one transaction (ctx.state.trx). */
  transactional?: boolean;
  /**
   * Catalogue tables the route writes: their cached reads are dropped once its transaction has ended
   * (committed or not), before the response is sent.
   */
  invalidates?: readonly CatalogueTable[];
  /**
   * Turns a body the app's JSON parser leaves alone into `ctx.request.body` before it is validated:
   * the multipart parser of send-ticket. Runs after the admin check, so nobody else can upload.
   */
  parseBody?: Middleware;
}

const registry = new Map<string, Endpoint>();

/** Every endpoint mounted through route(), for the OpenAPI document. */
export function documentedRoutes(): Endpoint[] {
  return [...registry.values()];
}

const routerMethod = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  DELETE: 'delete',
} as const satisfies Record<Endpoint['method'], keyof Router>;

/**
 * Mounts an endpoint of core's contract: requireAdmin() for admin endpoints, the body parser it
 * needs, validate() for its schemas, transaction() when it writes, then the handler — the chain
 * outline reads as `auth(), validate(), transaction(), handler`.
 */
export function route(router: Router, endpoint: Endpoint, handler: Middleware): void;
export function route(router: Router, endpoint: Endpoint, options: RouteOptions, handler: Middleware): void;
export function route(
  router: Router,
  endpoint: Endpoint,
  optionsOrHandler: RouteOptions | Middleware,
  maybeHandler?: Middleware,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
  registry.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  const chain: Middleware[] = [];
  if (endpoint.access === 'admin') {
    if (!endpoint.rule)
      throw new Error(`${endpoint.method} ${endpoint.path}: an admin call declares its roles`);
    chain.push(requireAdmin(endpoint.rule));
  }
  if (options.parseBody) chain.push(options.parseBody);
  const { body, query, params } = endpoint;
  if (body || query || params) chain.push(validate({ body, query, params }));
  if (options.invalidates?.length) chain.push(invalidateCatalogue(options.invalidates));
  if (endpoint.response) chain.push(checkAnswerInTests(endpoint));
  if (options.transactional) chain.push(transaction());
  chain.push(withStatus(endpoint.status, handler));
  router[routerMethod[endpoint.method]](endpoint.path, ...chain);
}

/** The declared success status; a handler that redirects or sets no body keeps its own. */
function withStatus(status: number | undefined, handler: Middleware): Middleware {
  if (!status) return handler;
  return async function respond(ctx, next) {
    await handler(ctx, next);
    if (ctx.body !== undefined) ctx.status = status;
  };
}

/** The JSON a handler answered, when it is JSON and not compressed (a cached read may be). */
function answeredJson(ctx: Context): { json: unknown } | undefined {
  if (ctx.status >= 300 || ctx.response.get('Content-Encoding')) return undefined;
  const body: unknown = ctx.body;
  if (Buffer.isBuffer(body) || typeof body === 'string') {
    if (!ctx.response.is('json')) return undefined;
    return { json: JSON.parse(body.toString()) };
  }
  return body === undefined ? undefined : { json: body };
}

/**
 * In tests, every answer is checked against the endpoint's declared response: core's client parses
 * answers with the same schema, so an answer the contract does not describe fails the API's own tests
 * rather than the apps. Off outside NODE_ENV=test (it would cost a parse per answer).
 */
function checkAnswerInTests(endpoint: Endpoint): Middleware {
  const schema = endpoint.response!;
  return async function checkAnswerInTests(ctx, next) {
    await next();
    if (ctx.deps.config.env !== 'test') return;
    const answered = answeredJson(ctx);
    if (!answered) return;
    const result = schema.safeParse(answered.json);
    if (!result.success) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered outside its contract: ${JSON.stringify(result.error.issues)}`,
      );
    }
  };
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
