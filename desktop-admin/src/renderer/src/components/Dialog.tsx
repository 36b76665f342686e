import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A dialog that must not be dismissed by Escape (e.g. the session sign-in). */
  dismissible?: boolean;
  description?: string;
}

/** A native modal <dialog>: focus is trapped and restored by the browser, Escape closes it. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  dismissible = true,
  description,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(event) => {
        // React passes a nested dialog's cancel (Escape) up to this one too: each closes only its own.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open && (
        <div className="dialog-frame">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            {dismissible && (
              <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
                ×
              </button>
            )}
          </header>
          {description && (
            <p id={descId} className="dialog-description">
              {description}
            </p>
          )}
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
