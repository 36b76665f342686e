import Router from '@koa/router';
import { z } from 'zod';
import { AdminLoginRequestSchema, AdminLoginResponseSchema, AdminMeSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { actorOf } from '../lib/audit';
import { login, logout } from './service';
import type { AppDeps } from '../types';

export function createAdminAuthRouter({ db, config }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'post',
      path: '/admin/login',
      tag: 'Admin session',
      summary: 'Sign in; answers a bearer token (attempts limited per IP, growing delays per email and IP)',
      body: AdminLoginRequestSchema,
      response: AdminLoginResponseSchema,
      errors: { 401: 'Wrong email or password', 429: 'Too many attempts; see Retry-After' },
    },
    async (ctx) => {
      const { email, password } = inputOf(ctx.state, 'body', AdminLoginRequestSchema);
      const attempt = { email, password, ip: ctx.ip, userAgent: ctx.get('User-Agent') || null };
      const { token, admin } = await login(db, config, attempt, actorOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { token, adminEmail: admin.email };
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/admin/logout',
      tag: 'Admin session',
      summary: 'Sign out: revokes the token',
      admin: true,
      response: z.object({ ok: z.literal(true) }),
    },
    async (ctx) => {
      await logout(db, ctx.state.admin!.sessionId, actorOf(ctx));
      ctx.body = { ok: true };
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/me',
      tag: 'Admin session',
      summary: 'The signed-in admin',
      admin: true,
      response: AdminMeSchema,
    },
    async (ctx) => {
      ctx.body = { adminEmail: ctx.state.admin!.email, name: ctx.state.admin!.name };
    },
  );

  return router;
}
