import { useState } from 'react';
import type { Ticket } from '@tours/core/schemas';
import { ConfirmFooter } from '../../components/ConfirmFooter';
import { Dialog } from '../../components/Dialog';
import { ReasonField, useReason } from '../../components/ReasonField';
import { useApp } from '../../lib/app-context';
import { dateLabel } from '../../lib/format';
import { notify } from '../../lib/toast';

/** What is about to be closed: a whole date of the ticket, or one of its slots on that date. */
export interface BlockTarget {
  date: string;
  /** null: the whole date. */
  timeSlot: string | null;
}

/**
 * "Block this date / slot?": what closing it means, and why it is closed. The reason is stored with
 * the block, shown in the upcoming list and kept in the audit log; it is never shown to visitors.
 */
export function BlockDialog({
  ticket,
  target,
  onClose,
}: {
  ticket: Ticket;
  target: BlockTarget;
  onClose: () => void;
}) {
  const app = useApp();
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const what = target.timeSlot ? `${target.timeSlot} on ${dateLabel(target.date)}` : dateLabel(target.date);

  const confirm = async () => {
    const why = reason.take();
    if (why === null) return;
    setBusy(true);
    try {
      const common = { service: ticket.service, ticketId: ticket._id, reason: why };
      if (target.timeSlot)
        await app.api.blockTimeSlot({ ...common, date: target.date, timeSlot: target.timeSlot });
      else await app.api.blockDate({ ...common, blockedDate: target.date });
      notify.success(`${what} is blocked`);
      onClose();
    } catch (error) {
      notify.error(error, `Could not block ${what}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={target.timeSlot ? `Block the ${target.timeSlot} slot?` : 'Block this date?'}
      size="md"
      onClose={onClose}
      footer={
        <ConfirmFooter
          keepLabel="Keep it open"
          onKeep={onClose}
          confirmLabel={busy ? 'Blocking…' : target.timeSlot ? `Block ${target.timeSlot}` : 'Block the date'}
          onConfirm={() => void confirm()}
          disabled={busy}
        />
      }
    >
      <p>
        The storefront stops selling <strong>{ticket.title}</strong> for <strong>{what}</strong> at once.
        Bookings already made keep their seats: to cancel and refund them, use “Cancel bookings”.
      </p>
      <ReasonField
        reason={reason}
        hint="Shown in the upcoming blocks and kept in the audit log; visitors never see it"
      />
    </Dialog>
  );
}
