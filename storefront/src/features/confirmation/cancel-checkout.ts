import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-base';

export type CancelState = 'idle' | 'releasing' | 'released' | 'unknown';

/**
 * The payment provider sends a visitor who declines or gives up to /failed?booking=…&token=….
 * Telling the API (POST /payments/cancel) releases the seats held for that checkout at once
 * instead of when the hold expires. The core client has no method for this call yet, hence fetch.
 */
export function useCancelCheckout(bookingId: string | null, token: string | null): CancelState {
  const [state, setState] = useState<CancelState>(bookingId || token ? 'releasing' : 'idle');
  useEffect(() => {
    if (!bookingId && !token) return;
    let current = true;
    const body: Record<string, string> = {};
    if (bookingId) body.bookingId = bookingId;
    if (token) body.token = token;
    fetch(`${API_BASE}/payments/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then((res) => current && setState(res.ok ? 'released' : 'unknown'))
      .catch(() => current && setState('unknown'));
    return () => {
      current = false;
    };
  }, [bookingId, token]);
  return state;
}
