import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AcceptInvitationRequestSchema,
  StaffIdParamsSchema,
  StaffInviteRequestSchema,
  StaffSettingsSchema,
  StaffUpdateRequestSchema,
} from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import {
  acceptInvitation,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  revokeInvitation,
  staffSettings,
  updateStaff,
  updateStaffSettings,
} from './service';

/** The people of the back office: owners only (the contract's rule for each call), and accepting an invitation. */
export function createStaffRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const c = contract.staff;

  // Public (before any session): the invited person sets their name and password.
  route(router, contract.adminAuth.acceptInvitation, async (ctx) => {
    const input = inputOf(ctx.state, 'body', AcceptInvitationRequestSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await acceptInvitation(db, config, { ...input, ip: ctx.ip }, actorOf(ctx));
  });

  route(router, c.list, async (ctx) => {
    ctx.body = await listStaff(db);
  });

  route(router, c.invite, { transactional: true }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', StaffInviteRequestSchema);
    ctx.body = await inviteStaff(ctx.state.trx!, config, input, actorOf(ctx));
  });

  route(router, c.revokeInvitation, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', StaffIdParamsSchema);
    await revokeInvitation(ctx.state.trx!, id, actorOf(ctx));
    ctx.body = { ok: true };
  });

  route(router, c.update, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', StaffIdParamsSchema);
    const change = inputOf(ctx.state, 'body', StaffUpdateRequestSchema);
    ctx.body = await updateStaff(ctx.state.trx!, id, change, actorOf(ctx));
  });

  route(router, c.resetSecondFactor, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', StaffIdParamsSchema);
    ctx.body = await resetSecondFactor(ctx.state.trx!, id, actorOf(ctx));
  });

  route(router, c.settings, async (ctx) => {
    ctx.body = await staffSettings(db);
  });

  route(router, c.updateSettings, { transactional: true }, async (ctx) => {
    const settings = inputOf(ctx.state, 'body', StaffSettingsSchema);
    ctx.body = await updateStaffSettings(ctx.state.trx!, settings, ctx.state.admin!, actorOf(ctx));
  });

  return router;
}
