import { checkoutContext } from '../checkout/context';
import type { AppDeps } from '../types';
import { RefundService } from './service';

const services = new WeakMap<AppDeps, RefundService>();

/**
 * The app's refund service, on the checkout's payment provider; the first call registers it with
 * the webhook, so the refunds router (built at start) makes refund events handled from the start.
 */
export function refundService(deps: AppDeps): RefundService {
  const existing = services.get(deps);
  if (existing) return existing;
  const { provider, webhooks } = checkoutContext(deps);
  const service = new RefundService({ db: deps.db, provider, logger: deps.logger });
  webhooks.handleRefundsWith((event) => service.handleEvent(event));
  services.set(deps, service);
  return service;
}
