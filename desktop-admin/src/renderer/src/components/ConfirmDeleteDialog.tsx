import { useState, type ReactNode } from 'react';
import { notify } from '../lib/toast';
import { Dialog } from './Dialog';
import { ConfirmFooter } from './ConfirmFooter';

interface ConfirmDeleteDialogProps<T extends { title: string }> {
  /** The record about to be deleted; the dialog is open while it is set. */
  item: T | null;
  /** What the record is, in the buttons and messages: "ticket", "promotion". */
  noun: string;
  onClose: () => void;
  /** Deletes the record; a failure is shown and the dialog stays open. */
  onConfirm: (item: T) => Promise<unknown>;
  /** What deleting it means for the storefront and for existing bookings. */
  children: ReactNode;
}

/** The "Delete this …?" confirmation that every list screen asks before removing a record. */
export function ConfirmDeleteDialog<T extends { title: string }>({
  item,
  noun,
  onClose,
  onConfirm,
  children,
}: ConfirmDeleteDialogProps<T>) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await onConfirm(item);
      notify.success(`Deleted “${item.title}”`);
      onClose();
    } catch (error) {
      notify.error(error, `Could not delete the ${noun}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={!!item}
      title={`Delete this ${noun}?`}
      size="sm"
      onClose={onClose}
      footer={
        <ConfirmFooter
          keepLabel="Keep it"
          onKeep={onClose}
          confirmLabel={busy ? 'Deleting…' : `Delete ${noun}`}
          onConfirm={() => void confirm()}
          disabled={busy}
        />
      }
    >
      {children}
    </Dialog>
  );
}
