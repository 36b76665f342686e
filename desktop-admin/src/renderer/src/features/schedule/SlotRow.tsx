import type { UpcomingBlock } from '@tours/core/schemas';
import { blockedByLine } from './UpcomingBlocks';
import { mayCancelBookings, REASON_LABEL, slotAction, type Slot } from './slot-actions';

/**
 * One time slot of the chosen date: its status and seats, the one action that applies (block or
 * unblock) and "Cancel bookings" when it has any; a slot blocked on its own says why below it.
 */
export function SlotRow({
  slot: s,
  capacity,
  busy,
  block,
  onToggle,
  onCancelBookings,
}: {
  slot: Slot;
  capacity: number | null;
  /** The key of the write under way (`slot-10:00`), if any: every button waits for it. */
  busy: string | null;
  /** The slot's own block, with its reason. */
  block: UpcomingBlock | undefined;
  onToggle: (action: 'block' | 'unblock') => void;
  onCancelBookings: () => void;
}) {
  const action = slotAction(s);
  const reasonShown = s.reason === 'slotBlocked' && block;
  return (
    <>
      <tr className={reasonShown ? 'has-reason' : undefined}>
        <td className="strong">{s.timeSlot}</td>
        <td>
          <span className={`badge badge-${s.status}`} data-reason={s.reason ?? 'available'}>
            {s.reason ? REASON_LABEL[s.reason] : 'Open'}
          </span>
        </td>
        <td className="num">{s.remaining ?? '∞'}</td>
        <td className="row-actions">
          {action && (
            <button
              type="button"
              className={
                action === 'unblock' ? 'button button-small' : 'button button-small button-danger-ghost'
              }
              onClick={() => onToggle(action)}
              disabled={busy !== null}
              aria-label={`${action === 'unblock' ? 'Unblock' : 'Block'} slot ${s.timeSlot}`}
            >
              {busy === `slot-${s.timeSlot}` ? 'Saving…' : action === 'unblock' ? 'Unblock' : 'Block'}
            </button>
          )}
          {mayCancelBookings(s, capacity) && (
            <button
              type="button"
              className="button button-small button-danger-ghost"
              onClick={onCancelBookings}
              aria-label={`Cancel all bookings of slot ${s.timeSlot}`}
            >
              Cancel bookings
            </button>
          )}
        </td>
      </tr>
      {reasonShown && (
        <tr className="slot-reason-row">
          <td colSpan={4}>
            <BlockReason block={block} />
          </td>
        </tr>
      )}
    </>
  );
}

/** Why a date or slot is closed and who closed it. */
export function BlockReason({ block }: { block: UpcomingBlock }) {
  return (
    <p className="block-reason-inline">
      {block.reason ?? <span className="muted">No reason given</span>}
      <span className="muted"> · {blockedByLine(block)}</span>
    </p>
  );
}
