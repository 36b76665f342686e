import type { AppDeps } from '../types';
import { checkoutContext } from '../checkout/context';
import { OfferEngine } from './engine';
import { WaitlistService } from './service';
import type { EntryLinkConfig } from './tokens';

export interface WaitlistContext {
  engine: OfferEngine;
  service: WaitlistService;
}

const contexts = new WeakMap<AppDeps, WaitlistContext>();

/** The waiting list's engine and service, built once per app (routes, hooks and workers share them). */
export function waitlistContext(deps: AppDeps): WaitlistContext {
  const existing = contexts.get(deps);
  if (existing) return existing;
  const { db, logger, config } = deps;
  const links: EntryLinkConfig = { secret: config.manageToken.secret, publicUrl: config.publicUrl };
  const engine = new OfferEngine({ db, logger, links });
  const { provider, settlement } = checkoutContext(deps);
  const context = {
    engine,
    service: new WaitlistService({ db, logger, engine, provider, settlement, links }),
  };
  contexts.set(deps, context);
  return context;
}
