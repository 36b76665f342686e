import type { Middleware } from 'koa';
import { API_PREFIX, paths } from '@tours/core/contract';
import type { AppDeps } from '../types';
import { waitlistContext } from './context';
import { hasWakeups } from './repository';

/**
 * Seats come back in many places (a cancellation or refund, a declined or cancelled checkout, a
 * booking moved away, staff changing a capacity or unblocking, a webhook), and the database's
 * triggers queue the slot in waitlist_wakeups whichever it was. This one hook, after every write of
 * the API, makes the offers those writes made possible before the answer goes out, so a seat freed
 * by a request is offered before the next visitor can take it; the hold sweeper does the same on
 * its round for what expires by itself. A checkout only takes seats, so its hot path is left alone.
 */
export function offerFreedSeatsAfterWrites(deps: AppDeps): Middleware {
  const skip = new Set([`${API_PREFIX}${paths.checkout.create.path}`]);
  return async function offerFreedSeats(ctx, next) {
    await next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return;
    if (skip.has(ctx.path) || ctx.status >= 500) return;
    try {
      if (await hasWakeups(deps.db)) await waitlistContext(deps).engine.drain();
    } catch (err) {
      // The write has committed; the sweeper's round offers the seats instead.
      ctx.state.log?.error({ err }, 'waiting-list offers after a write failed');
    }
  };
}

/** The sweeper's part: offers for every slot queued (holds it just expired, anything missed). */
export function drainWaitlist(deps: AppDeps): Promise<number> {
  return waitlistContext(deps).engine.drain();
}
