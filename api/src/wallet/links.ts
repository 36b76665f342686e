import type { AppDeps } from '../types';
import type { WalletLinksFor } from '../lib/manage-token';
import { WalletService } from './service';

/**
 * The wallet links a confirmation mail carries, for the manage-link settings of a resource that
 * writes confirmations; undefined when no wallet is offered (the mail then has no wallet buttons).
 */
export function walletLinksOf(deps: Pick<AppDeps, 'db' | 'config'>): WalletLinksFor | undefined {
  const service = new WalletService({ db: deps.db, config: deps.config });
  return service.configured ? service.linksFor : undefined;
}
