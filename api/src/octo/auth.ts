import type { Middleware } from 'koa';
import { authenticateReseller, authenticateResellerCounting } from '../resellers/service';
import type { ResellerWithTickets } from '../resellers/repository';
import type { AppDeps } from '../types';
import { OctoError } from './errors';

/** The reseller an OCTO request is made for, and whether it is a test request. */
export interface OctoCaller {
  reseller: ResellerWithTickets;
  /** A sandbox key, or `Octo-Env: test` (Ventrata's header): its bookings stay out of the report. */
  testMode: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** Set by resellerAuth() on every /octo request. */
    octo?: OctoCaller;
  }
}

const BEARER = /^Bearer\s+(\S{20,200})$/i;

/**
 * Every OCTO call is made with a reseller's key (`Authorization: Bearer …`): looked up by its digest
 * on each request, never cached, so a rotated or revoked key is refused from the next request on, in
 * every API process. With it, in the same statement, one point of the key's rate window (the
 * project's Postgres limiter table, shared by the processes); 0 per minute turns the limit off.
 */
export function resellerAuth({ db, config }: AppDeps): Middleware {
  const perMinute = config.octoRateLimitPerMinute;
  const rate = { keyPrefix: 'octo:key', points: perMinute, windowSeconds: 60 };
  return async function resellerAuth(ctx, next) {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match)
      throw new OctoError(401, 'UNAUTHORIZED', 'Send your reseller key as Authorization: Bearer <key>.');
    const found =
      perMinute > 0
        ? await authenticateResellerCounting(db, match[1]!, rate)
        : await authenticateReseller(db, match[1]!).then((reseller) => reseller && { reseller, rate: null });
    if (!found) throw new OctoError(401, 'UNAUTHORIZED', 'This key is not valid, or it was revoked.');
    const { reseller } = found;
    if (found.rate && !found.rate.allowed)
      throw new OctoError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many requests with this key. Slow down.',
        {},
        {
          'Retry-After': String(found.rate.retryAfterSeconds),
        },
      );
    const testMode = reseller.test_only || ctx.get('Octo-Env').trim().toLowerCase() === 'test';
    ctx.state.octo = { reseller, testMode };
    ctx.state.log = ctx.state.log.child({ resellerId: reseller.id });
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/** The caller set by resellerAuth(). */
export function callerOf(state: { octo?: OctoCaller }): OctoCaller {
  if (!state.octo) throw new Error('resellerAuth() did not run');
  return state.octo;
}
