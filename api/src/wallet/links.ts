import type { AppDeps } from '../types';
import type { ManageLinkConfig, WalletLinksFor } from '../lib/manage-token';
import { WalletService } from './service';

/**
 * The wallet links a confirmation mail carries, for the manage-link settings of a resource that
 * writes confirmations; undefined when no wallet is offered (the mail then has no wallet buttons).
 */
export function walletLinksOf(deps: Pick<AppDeps, 'db' | 'config'>): WalletLinksFor | undefined {
  const service = new WalletService({ db: deps.db, config: deps.config });
  return service.configured ? service.linksFor : undefined;
}

/**
 * What a confirmation mail's links are made from: the signed manage link (its secret and the public
 * address) and, where a wallet is offered, the wallet buttons. The checkout, the manage page and the
 * staff's resend all send the same mail, so they read this one answer.
 */
export function confirmationLinksOf(deps: Pick<AppDeps, 'db' | 'config'>): ManageLinkConfig {
  const { config } = deps;
  return { ...config.manageToken, publicUrl: config.publicUrl, walletLinks: walletLinksOf(deps) };
}
