import { confirmationLinksOf } from '../wallet/links';
import type { AppDeps } from '../types';
import { checkoutContext } from '../checkout/context';
import { refundService } from '../cancellations/context';
import { MoveService } from './move-service';
import { ManageService } from './service';

export interface ManageContext {
  manage: ManageService;
  moves: MoveService;
}

const contexts = new WeakMap<AppDeps, ManageContext>();

/**
 * The app's manage services, built once. The first call makes the checkout's settlement hand the
 * date changes' payment sessions to MoveService, so the router (built at start) and the
 * reconciliation CLI both settle them.
 */
export function manageContext(deps: AppDeps): ManageContext {
  const existing = contexts.get(deps);
  if (existing) return existing;
  const { db, config, logger, catalogueCache } = deps;
  const { provider, settlement } = checkoutContext(deps);
  const refunds = refundService(deps);
  const links = confirmationLinksOf(deps);
  const context: ManageContext = {
    manage: new ManageService({ db, links, refunds, catalogueCache }),
    moves: new MoveService({
      db,
      provider,
      refunds,
      links,
      logger,
      catalogueCache,
      holdMinutes: config.holdMinutes,
    }),
  };
  settlement.adopt(context.moves);
  contexts.set(deps, context);
  return context;
}
