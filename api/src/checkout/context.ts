import { confirmationLinksOf } from '../wallet/links';
import type { AppDeps } from '../types';
import { resolveWebhookSecret } from '../payments/events';
import { LocalPaymentProvider } from '../payments/local-provider';
import type { PaymentProvider } from '../payments/provider';
import { StripeProvider } from '../payments/stripe-provider';
import { CheckoutService } from './checkout-service';
import { Settlement } from './settlement';
import { WebhookHandler } from './webhook';

/** The checkout's collaborators, built once per app (the router and the workers share them). */
export interface CheckoutContext {
  provider: PaymentProvider;
  /** Set when the local test provider is in use. */
  local: LocalPaymentProvider | null;
  checkout: CheckoutService;
  settlement: Settlement;
  webhooks: WebhookHandler;
}

const contexts = new WeakMap<AppDeps, CheckoutContext>();

function createProvider(deps: AppDeps, webhookSecret: string): PaymentProvider {
  const { config } = deps;
  if (config.stripeSecretKey) {
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
    return new StripeProvider({
      secretKey: config.stripeSecretKey,
      ...(base
        ? {
            host: base.hostname,
            protocol: base.protocol === 'http:' ? 'http' : 'https',
            ...(base.port ? { port: Number(base.port) } : {}),
          }
        : {}),
    });
  }
  if (!config.demo) {
    // The local provider lets anyone mark their own booking paid: only on an explicit request.
    throw new Error(
      'STRIPE_SECRET_KEY: required (set DEMO=1, or run npm start on a laptop, for the local test payment provider)',
    );
  }
  return new LocalPaymentProvider({ db: deps.db, apiUrl: `${config.publicUrl}/api/v1`, webhookSecret });
}

export function checkoutContext(deps: AppDeps): CheckoutContext {
  const existing = contexts.get(deps);
  if (existing) return existing;
  const { config, logger, db } = deps;
  const webhookSecret = resolveWebhookSecret(config.stripeWebhookSecret, (message) => logger.warn(message));
  const provider = createProvider(deps, webhookSecret);
  const manageLinks = confirmationLinksOf(deps);
  const settlement = new Settlement({ db, provider, logger, manageLinks });
  const webhooks = new WebhookHandler(settlement, webhookSecret, logger);
  const local = provider instanceof LocalPaymentProvider ? provider : null;
  local?.deliverEventsTo(async (payload, signature) => {
    await webhooks.handle(payload, signature);
  });
  const context: CheckoutContext = {
    provider,
    local,
    checkout: new CheckoutService({
      db,
      provider,
      logger,
      publicUrl: config.publicUrl,
      manageLinks,
      holdMinutes: config.holdMinutes,
      catalogueCache: deps.catalogueCache,
    }),
    settlement,
    webhooks,
  };
  contexts.set(deps, context);
  return context;
}
