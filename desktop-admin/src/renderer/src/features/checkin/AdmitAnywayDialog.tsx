import { useState } from 'react';
import { ConfirmFooter } from '../../components/ConfirmFooter';
import { Dialog } from '../../components/Dialog';
import { ReasonField, useReason } from '../../components/ReasonField';
import type { ScanEntry } from './checkin-desk';

/**
 * A supervisor's "admit anyway" for a party refused for the wrong date or slot: what the rules
 * said, who it is, and why they are let in. The server records the admin and the reason with the
 * admission and on the audit log.
 */
export function AdmitAnywayDialog({
  entry,
  onAdmit,
  onClose,
}: {
  entry: ScanEntry;
  onAdmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const b = entry.result.booking;
  const confirm = async () => {
    const why = reason.take();
    if (why === null) return;
    setBusy(true);
    try {
      await onAdmit(why);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title="Admit anyway?"
      size="md"
      onClose={onClose}
      footer={
        <ConfirmFooter
          keepLabel="Do not admit"
          onKeep={onClose}
          confirmLabel={busy ? 'Admitting…' : 'Admit anyway'}
          onConfirm={() => void confirm()}
          disabled={busy}
          primary
        />
      }
    >
      <p>
        <strong>{entry.result.message}</strong>
      </p>
      {b && (
        <p>
          {b.name} · <span className="mono">{b.bookingId}</span> · {b.partySize - b.admitted} of {b.partySize}{' '}
          still to come.
        </p>
      )}
      <p className="muted">
        For a supervisor: the admission is recorded with your name and this reason, and it can be undone
        within a minute like any other.
      </p>
      <ReasonField reason={reason} hint="Kept with the admission and in the audit log" />
    </Dialog>
  );
}
