import type { Middleware } from 'koa';
import { unauthorized } from '../errors';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The one authorisation mechanism of the API: every admin route starts with requireAdmin(). A
 * missing, unknown, expired or revoked bearer token is a 401; on success ctx.state.admin is set.
 * The token is checked by ctx.authenticateAdmin, which createApp sets to admin-auth's authenticate:
 * injected, so that the shared middleware does not import a resource that itself builds on it.
 */
export function requireAdmin(): Middleware {
  return async function requireAdmin(ctx, next) {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match) throw unauthorized('Sign in as an admin to continue.');
    const admin = await ctx.authenticateAdmin(match[1]!);
    if (!admin) throw unauthorized('Your session has ended. Sign in again.');
    ctx.state.admin = admin;
    ctx.state.log = ctx.state.log.child({ adminId: admin.id });
    // Admin answers are personal: never cached by a browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
