import type { Middleware } from 'koa';
import { unauthorized } from '../errors';
import { authenticate } from '../services/admin-auth';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The one authorisation mechanism of the API: every admin route starts with requireAdmin(). A
 * missing, unknown, expired or revoked bearer token is a 401; on success ctx.state.admin is set.
 * Reads db and config from ctx.deps (set by createApp).
 */
export function requireAdmin(): Middleware {
  return async function requireAdmin(ctx, next) {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match) throw unauthorized('Sign in as an admin to continue.');
    const admin = await authenticate(ctx.deps.db, ctx.deps.config, match[1]!);
    if (!admin) throw unauthorized('Your session has ended. Sign in again.');
    ctx.state.admin = admin;
    ctx.state.log = ctx.state.log.child({ adminId: admin.id });
    // Admin answers are personal: never cached by a browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
