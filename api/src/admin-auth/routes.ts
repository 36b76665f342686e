import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AdminLoginRequestSchema,
  AdminSecondFactorRequestSchema,
  ChangePasswordRequestSchema,
  TotpConfirmRequestSchema,
} from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { actorOf } from '../lib/audit';
import { confirmTotp, enrolTotp, signInWithSecondFactor } from './second-factor';
import { changePassword, login, logout } from './service';
import type { AppDeps } from '../types';

export function createAdminAuthRouter({ db, config }: AppDeps): Router {
  const router = new Router();

  route(router, contract.adminAuth.login, async (ctx) => {
    const { email, password } = inputOf(ctx.state, 'body', AdminLoginRequestSchema);
    const attempt = { email, password, ip: ctx.ip, userAgent: ctx.get('User-Agent') || null };
    const outcome = await login(db, config, attempt, actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body =
      outcome.kind === 'signedIn'
        ? { token: outcome.token, adminEmail: outcome.admin.email, role: outcome.admin.role }
        : { secondFactor: 'totp', challenge: outcome.challenge, adminEmail: outcome.admin.email };
  });

  route(router, contract.adminAuth.secondFactor, async (ctx) => {
    const input = inputOf(ctx.state, 'body', AdminSecondFactorRequestSchema);
    const attempt = { ...input, ip: ctx.ip, userAgent: ctx.get('User-Agent') || null };
    const { token, admin } = await signInWithSecondFactor(db, config, attempt, actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token, adminEmail: admin.email, role: admin.role };
  });

  route(router, contract.adminAuth.logout, async (ctx) => {
    await logout(db, ctx.state.admin!.sessionId, actorOf(ctx));
    ctx.body = { ok: true };
  });

  route(router, contract.adminAuth.me, async (ctx) => {
    const admin = ctx.state.admin!;
    ctx.body = {
      adminEmail: admin.email,
      name: admin.name,
      role: admin.role,
      secondFactor: { enabled: admin.secondFactor, required: admin.secondFactorRequired },
    };
  });

  route(router, contract.adminAuth.changePassword, async (ctx) => {
    const input = inputOf(ctx.state, 'body', ChangePasswordRequestSchema);
    await changePassword(db, config, ctx.state.admin!, { ...input, ip: ctx.ip }, actorOf(ctx));
    ctx.body = { ok: true };
  });

  route(router, contract.adminAuth.enrolTotp, async (ctx) => {
    ctx.body = await enrolTotp(db, config, ctx.state.admin!, actorOf(ctx));
  });

  route(router, contract.adminAuth.confirmTotp, async (ctx) => {
    const { code } = inputOf(ctx.state, 'body', TotpConfirmRequestSchema);
    ctx.body = await confirmTotp(db, config, ctx.state.admin!, code, actorOf(ctx));
  });

  return router;
}
