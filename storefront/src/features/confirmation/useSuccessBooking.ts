import { useEffect, useState } from 'react';
import type { Booking } from '@tours/core/schemas';
import { isApiError } from '@tours/core/api';
import { useLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';

export type SuccessState =
  | { status: 'loading' }
  | { status: 'pending'; booking: Booking; gaveUp: boolean }
  | { status: 'done'; booking: Booking }
  | { status: 'error'; error: unknown };

/** Poll gently: quickly at first (the webhook is usually seconds behind), then less often, then stop. */
const DELAYS_MS = [1000, 1500, 2000, 3000, 5000, 5000, 8000, 10000, 15000, 15000, 20000, 30000];

/**
 * The booking behind a success token, its ticket's title in the page's language. While the payment
 * is still being confirmed it asks again with growing pauses, and stops after about two minutes.
 */
export function useSuccessBooking(token: string): SuccessState & { retry: () => void } {
  const locale = useLocale();
  const [state, setState] = useState<SuccessState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    let transientFailures = 0;

    async function load() {
      try {
        const booking = await api.getSuccessBooking(token, { lang: locale });
        if (stopped) return;
        transientFailures = 0;
        if (booking.bookingStatus === 'pending') {
          const delay = DELAYS_MS[tries++];
          setState({ status: 'pending', booking, gaveUp: delay === undefined });
          if (delay !== undefined) timer = setTimeout(load, delay);
        } else {
          setState({ status: 'done', booking });
        }
      } catch (error) {
        if (stopped) return;
        const transient = !isApiError(error) || typeof error.status !== 'number' || error.status >= 500;
        if (transient && transientFailures++ < 3) {
          timer = setTimeout(load, 2000 * transientFailures);
          return;
        }
        setState({ status: 'error', error });
      }
    }
    setState({ status: 'loading' });
    if (token) void load();
    else setState({ status: 'error', error: new Error('missing token') });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [token, attempt, locale]);

  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
