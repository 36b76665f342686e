import { Trans } from '@lingui/react/macro';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for a paid booking, opened by its success or
 * manage token. The API says which wallets this shop offers: a button shows only for a link it
 * gives, so a shop without wallet settings shows none (and nothing while the links load).
 */
export function WalletButtons({ token }: { token: string }) {
  const links = useQuery(token ? `wallet:${token}` : null, () => api.getWalletLinks(token));
  if (links.status !== 'success') return null;
  const { appleUrl, googleUrl } = links.data;
  if (!appleUrl && !googleUrl) return null;
  return (
    <div className="wallet-buttons">
      {appleUrl && (
        // Served as application/vnd.apple.pkpass: Safari hands it to Wallet, other browsers save it.
        <a className="btn wallet-btn" href={appleUrl} rel="nofollow">
          <Trans>Add to Apple Wallet</Trans>
        </a>
      )}
      {googleUrl && (
        <a className="btn wallet-btn" href={googleUrl} target="_blank" rel="noopener noreferrer nofollow">
          <Trans>Save to Google Wallet</Trans>
        </a>
      )}
    </div>
  );
}
