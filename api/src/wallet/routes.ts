import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AppleDeviceParamsSchema,
  AppleLogBodySchema,
  ApplePassParamsSchema,
  AppleRegisterBodySchema,
  AppleRegistrationParamsSchema,
  AppleUpdatedQuerySchema,
  WalletTokenQuerySchema,
} from '@tours/core/schemas';
import type { Context } from 'koa';
import { notFound } from '../errors';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { PKPASS_TYPE } from './apple-pass';
import { WalletService, type ServedPass } from './service';

/** A pass file: never cached by a proxy (it carries the booking), named by its reference. */
function sendPass(ctx: Context, served: ServedPass): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Last-Modified', served.lastModified.toUTCString());
  ctx.set('Content-Disposition', `attachment; filename="${served.reference}.pkpass"`);
  ctx.type = PKPASS_TYPE;
  ctx.body = served.file;
}

/** Whether the device's copy (If-Modified-Since) is as new as the pass; HTTP dates count whole seconds. */
function unchangedSince(ctx: Context, lastModified: Date): boolean {
  const since = Date.parse(ctx.get('If-Modified-Since'));
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** The visitor's wallet links and Apple pass, and Apple's PassKit web service. */
export function createWalletRouter(deps: AppDeps): Router {
  const wallet = new WalletService({ db: deps.db, config: deps.config });
  const router = new Router();
  const c = contract.wallet;

  route(router, c.links, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', WalletTokenQuerySchema);
    ctx.set('Cache-Control', 'no-store');
    // Without a configured wallet the answer is the same for every token: nothing is looked up.
    ctx.body = wallet.configured
      ? await wallet.links(await wallet.bookingOfToken(token))
      : { appleUrl: null, googleUrl: null };
  });

  route(router, c.applePass, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', WalletTokenQuerySchema);
    if (!deps.config.wallet.apple) throw notFound('pass', 'Apple Wallet passes are not offered here.');
    sendPass(ctx, await wallet.applePassOf(await wallet.bookingOfToken(token)));
  });

  route(router, c.appleRegister, async (ctx) => {
    const params = inputOf(ctx.state, 'params', AppleRegistrationParamsSchema);
    const { pushToken } = inputOf(ctx.state, 'body', AppleRegisterBodySchema);
    const pass = await wallet.authorisedPass(
      params.passTypeIdentifier,
      params.serialNumber,
      ctx.get('Authorization'),
    );
    const created = await wallet.register(params.deviceLibraryIdentifier, pass, pushToken);
    ctx.body = {};
    ctx.status = created ? 201 : 200;
  });

  route(router, c.appleUnregister, async (ctx) => {
    const params = inputOf(ctx.state, 'params', AppleRegistrationParamsSchema);
    const pass = await wallet.authorisedPass(
      params.passTypeIdentifier,
      params.serialNumber,
      ctx.get('Authorization'),
    );
    await wallet.unregister(params.deviceLibraryIdentifier, pass);
    ctx.body = {};
    ctx.status = 200;
  });

  route(router, c.appleUpdated, async (ctx) => {
    const { deviceLibraryIdentifier, passTypeIdentifier } = inputOf(
      ctx.state,
      'params',
      AppleDeviceParamsSchema,
    );
    const { passesUpdatedSince } = inputOf(ctx.state, 'query', AppleUpdatedQuerySchema);
    const updated = await wallet.updatedSince(
      deviceLibraryIdentifier,
      passTypeIdentifier,
      passesUpdatedSince,
    );
    ctx.set('Cache-Control', 'no-store');
    if (!updated) throw notFound('registration');
    if (updated.serialNumbers.length === 0) {
      ctx.status = 204;
      return;
    }
    ctx.body = updated;
  });

  route(router, c.appleLatest, async (ctx) => {
    const { passTypeIdentifier, serialNumber } = inputOf(ctx.state, 'params', ApplePassParamsSchema);
    const pass = await wallet.authorisedPass(passTypeIdentifier, serialNumber, ctx.get('Authorization'));
    if (unchangedSince(ctx, pass.updated_at)) {
      ctx.status = 304;
      return;
    }
    sendPass(ctx, await wallet.latestPass(pass));
  });

  route(router, c.appleLog, async (ctx) => {
    const { logs } = inputOf(ctx.state, 'body', AppleLogBodySchema);
    for (const line of logs) ctx.state.log.warn({ walletLog: line }, 'Apple Wallet reported a problem');
    ctx.body = {};
    ctx.status = 200;
  });

  return router;
}
