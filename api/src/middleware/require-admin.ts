import type { AdminRule } from '@tours/core/contract';
import { ERROR_CODES } from '@tours/core/schemas';
import type { Middleware } from 'koa';
import { ApiError, unauthorized } from '../errors';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

const ROLE_NAMES = { owner: 'an owner', manager: 'a manager', desk: 'desk staff' } as const;

/**
 * The one authorisation mechanism of the API: every admin route starts with requireAdmin(rule),
 * the rule its declaration in core's contract carries. A missing, unknown, expired or revoked bearer
 * token is a 401; a role the rule does not list is a 403 FORBIDDEN_ROLE; a session whose second
 * factor the owner requires but which has none yet reaches only the calls open before it (who am I,
 * sign out, change the password, enrol) and is refused the rest with 403 SECOND_FACTOR_REQUIRED.
 * On success ctx.state.admin is set. The token is checked by ctx.authenticateAdmin, which createApp
 * sets to admin-auth's authenticate: injected, so that the shared middleware does not import a
 * resource that itself builds on it.
 */
export function requireAdmin(rule: AdminRule): Middleware {
  return async function requireAdmin(ctx, next) {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match) throw unauthorized('Sign in as an admin to continue.');
    const admin = await ctx.authenticateAdmin(match[1]!);
    if (!admin) throw unauthorized('Your session has ended. Sign in again.');
    ctx.state.admin = admin;
    ctx.state.log = ctx.state.log.child({ adminId: admin.id });
    // Admin answers are personal: never cached by a browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    if (!rule.roles.includes(admin.role)) {
      throw new ApiError(
        403,
        ERROR_CODES.forbiddenRole,
        `Signed in as ${ROLE_NAMES[admin.role]}, you cannot do this: it is for ${rule.roles.map((r) => ROLE_NAMES[r]).join(' or ')}.`,
        { role: admin.role, allowed: rule.roles },
      );
    }
    if (admin.secondFactorRequired && !admin.secondFactor && !rule.beforeSecondFactor) {
      throw new ApiError(
        403,
        ERROR_CODES.secondFactorRequired,
        'Set up your authenticator app first: the owner requires a second factor from everyone.',
      );
    }
    await next();
  };
}
