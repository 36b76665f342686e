import type { ReactNode } from 'react';

/**
 * A confirmation's two buttons: keep things as they are, or go ahead (red by default, for what
 * cannot be undone; `primary` for a change that can be made again).
 */
export function ConfirmFooter({
  keepLabel,
  onKeep,
  confirmLabel,
  onConfirm,
  disabled,
  primary = false,
}: {
  keepLabel: string;
  onKeep: () => void;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  disabled: boolean;
  primary?: boolean;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onKeep}>
        {keepLabel}
      </button>
      <button
        type="button"
        className={`button ${primary ? 'button-primary' : 'button-danger'}`}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}
