import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { AdminLoginRequestSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { actorOf } from '../lib/audit';
import { login, logout } from './service';
import type { AppDeps } from '../types';

export function createAdminAuthRouter({ db, config }: AppDeps): Router {
  const router = new Router();

  route(router, contract.adminAuth.login, async (ctx) => {
    const { email, password } = inputOf(ctx.state, 'body', AdminLoginRequestSchema);
    const attempt = { email, password, ip: ctx.ip, userAgent: ctx.get('User-Agent') || null };
    const { token, admin } = await login(db, config, attempt, actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token, adminEmail: admin.email };
  });

  route(router, contract.adminAuth.logout, async (ctx) => {
    await logout(db, ctx.state.admin!.sessionId, actorOf(ctx));
    ctx.body = { ok: true };
  });

  route(router, contract.adminAuth.me, async (ctx) => {
    ctx.body = { adminEmail: ctx.state.admin!.email, name: ctx.state.admin!.name };
  });

  return router;
}
