import { checkoutContext } from '../checkout/context';
import type { AppDeps } from '../types';
import { RefundService } from './service';

const services = new WeakMap<AppDeps, RefundService>();

/**
 * The app's refund service, on the checkout's payment provider; the first call registers it with
 * the webhook and the settlement, so the cancellations router (built at start) makes refund events
 * handled, and payments turned down as they land refunded after the commit, from the start.
 */
export function refundService(deps: AppDeps): RefundService {
  const existing = services.get(deps);
  if (existing) return existing;
  const { provider, webhooks, settlement } = checkoutContext(deps);
  const service = new RefundService({ db: deps.db, provider, logger: deps.logger });
  webhooks.handleRefundsWith((event) => service.handleEvent(event));
  settlement.sendRefundsWith(service);
  services.set(deps, service);
  return service;
}
