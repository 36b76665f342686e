import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_TOASTS, TOAST_DURATIONS } from '@tours/core/domain';

/**
 * The toast area of every screen: 4 s for blank, error and custom toasts, 2 s for success, loading
 * toasts until replaced, and never more than MAX_TOASTS at once (the oldest make way).
 */
export default function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // react-hot-toast keeps the newest first.
    for (const old of visible.slice(MAX_TOASTS)) toast.dismiss(old.id);
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      gutter={8}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        custom: { duration: TOAST_DURATIONS.custom },
        loading: { duration: Infinity },
        style: { borderRadius: '12px', fontSize: '0.9375rem', maxWidth: '28rem' },
      }}
    />
  );
}
