import { useEffect, useState } from 'react';
import { api } from '@/lib/api';

export type CancelState = 'idle' | 'releasing' | 'released' | 'unknown';

/**
 * The payment provider sends a visitor who declines or gives up to /failed?booking=…&token=….
 * Telling the API (POST /payments/cancel, through core's client like every other call) releases
 * the seats held for that checkout at once instead of when the hold expires.
 */
export function useCancelCheckout(bookingId: string | null, token: string | null): CancelState {
  const [state, setState] = useState<CancelState>(token ? 'releasing' : 'idle');
  useEffect(() => {
    // The token shows the checkout is the visitor's own; the provider's cancel URL always carries it.
    if (!token) return;
    let current = true;
    api
      .cancelCheckout({ token, ...(bookingId ? { bookingId } : {}) })
      .then(() => current && setState('released'))
      .catch(() => current && setState('unknown'));
    return () => {
      current = false;
    };
  }, [bookingId, token]);
  return state;
}
