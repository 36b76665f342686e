import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from '@tours/core/domain';

/** The open modal <dialog> drawn last: the browser's top layer puts it above everything else. */
function topmostDialog(): Element | null {
  const open = document.querySelectorAll('dialog[open]');
  return open.length > 0 ? open[open.length - 1]! : null;
}

/**
 * The toasts, always above what staff look at. A modal <dialog> sits in the browser's top layer,
 * which no z-index reaches, so a toast raised while one is open (a refused move, a refund made)
 * would be drawn under its backdrop: the toaster is rendered inside the topmost open dialog, and in
 * the page when none is open. The toasts live in react-hot-toast's store, so moving the toaster
 * keeps them. Inside a dialog they show at the top, clear of its action buttons, and no toast takes
 * a click (they carry no action): a button under one is still pressed.
 */
export function ToastHost() {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setHost(topmostDialog());
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    update();
    return () => observer.disconnect();
  }, []);
  const toaster = (
    <Toaster
      position={host ? 'top-center' : 'bottom-right'}
      containerClassName="toaster"
      toastOptions={{
        blank: { duration: TOAST_DURATIONS.blank },
        error: { duration: TOAST_DURATIONS.error },
        custom: { duration: TOAST_DURATIONS.custom },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: Infinity },
      }}
    />
  );
  return host ? createPortal(toaster, host) : toaster;
}
