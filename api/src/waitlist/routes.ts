import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  WaitlistEntryParamsSchema,
  WaitlistJoinRequestSchema,
  WaitlistMoveRequestSchema,
  WaitlistPayRequestSchema,
  WaitlistSlotQuerySchema,
  WaitlistTokenBodySchema,
  WaitlistTokenQuerySchema,
  type AdminWaitlistSlots,
} from '@tours/core/schemas';
import { CAPTCHA_HEADER, verifyCaptcha } from '../checkout/captcha';
import { emailKey } from '../checkout/hold-limits';
import { tooManyRequests } from '../errors';
import { clientKey } from '../lib/client-key';
import { consumeRateLimit } from '../lib/rate-limit';
import { route } from '../lib/route';
import { sha256Hex } from '../lib/tokens';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { waitlistContext } from './context';
import { slotsWithLists } from './repository';

/** The waiting list: joining, the entry's link (its place, leaving, paying an offer) and staff's lists. */
export function createWaitlistRouter(deps: AppDeps): Router {
  const router = new Router();
  const { db, config, logger } = deps;
  const service = () => waitlistContext(deps).service;

  /**
   * The checkout's limits per address (SECURITY.md): the CAPTCHA when there is one, and as many
   * joins per client address and per mailbox in a window as checkouts, counted apart from them.
   */
  async function admitJoin(ip: string, email: string, captchaToken: string | undefined): Promise<void> {
    if (config.captcha) await verifyCaptcha(config.captcha, captchaToken, ip, logger);
    const { perIp, perEmail, windowMinutes } = config.checkoutLimits;
    const windowSeconds = windowMinutes * 60;
    const checks = [
      ...(perIp > 0 ? [{ key: `waitlist:ip:${sha256Hex(clientKey(ip))}`, limit: perIp }] : []),
      ...(perEmail > 0 ? [{ key: `waitlist:email:${sha256Hex(emailKey(email))}`, limit: perEmail }] : []),
    ];
    for (const { key, limit } of checks) {
      const attempt = await consumeRateLimit(db, key, { limit, windowSeconds });
      if (!attempt.allowed)
        throw tooManyRequests(
          attempt.retryAfterSeconds,
          'Too many attempts to join. Try again in a few minutes.',
        );
    }
  }

  route(router, contract.waitlist.join, async (ctx) => {
    const input = inputOf(ctx.state, 'body', WaitlistJoinRequestSchema);
    await admitJoin(ctx.ip, input.email, ctx.get(CAPTCHA_HEADER) || undefined);
    ctx.status = 201;
    ctx.body = await service().join(input);
  });

  route(router, contract.waitlist.get, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', WaitlistTokenQuerySchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service().view(token);
  });

  route(router, contract.waitlist.leave, async (ctx) => {
    const { token } = inputOf(ctx.state, 'body', WaitlistTokenBodySchema);
    ctx.body = await service().leave(token);
  });

  route(router, contract.waitlist.pay, async (ctx) => {
    ctx.body = await service().pay(inputOf(ctx.state, 'body', WaitlistPayRequestSchema));
  });

  route(router, contract.waitlist.adminSlots, async (ctx) => {
    const rows = await slotsWithLists(db);
    ctx.body = {
      slots: rows.map((r) => ({
        ticketId: r.ticket_id,
        ticketTitle: r.ticket_title,
        date: r.booking_date,
        timeSlot: r.time_slot || null,
        waiting: r.waiting,
        offered: r.offered,
        booked: r.booked,
      })),
    } satisfies AdminWaitlistSlots;
  });

  route(router, contract.waitlist.adminList, async (ctx) => {
    const q = inputOf(ctx.state, 'query', WaitlistSlotQuerySchema);
    ctx.body = await service().adminList({ ticketId: q.ticketId, date: q.date, timeSlot: q.timeSlot ?? '' });
  });

  route(router, contract.waitlist.adminOffer, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', WaitlistEntryParamsSchema);
    ctx.body = await service().adminOffer(id);
  });

  route(router, contract.waitlist.adminMove, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', WaitlistEntryParamsSchema);
    const { position } = inputOf(ctx.state, 'body', WaitlistMoveRequestSchema);
    ctx.body = await service().adminMove(id, position);
  });

  route(router, contract.waitlist.adminRemove, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', WaitlistEntryParamsSchema);
    ctx.body = await service().adminRemove(id);
  });

  return router;
}
