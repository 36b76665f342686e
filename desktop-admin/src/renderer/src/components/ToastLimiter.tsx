import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';
import { MAX_TOASTS } from '@tours/core/domain';

/**
 * At most 20 toasts at once, so a burst of messages never covers the screen: the oldest visible ones
 * are dismissed.
 */
export function ToastLimiter() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}
