import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Reseller, ResellerWithKey } from '@tours/core/schemas';
import { ConfirmFooter } from '../../components/ConfirmFooter';
import { Dialog } from '../../components/Dialog';
import { ListScreen, useEditing } from '../../components/ListScreen';
import { useApp } from '../../lib/app-context';
import { timestampLabel } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useResellers } from '../../lib/use-resellers';
import { KeyDialog } from './KeyDialog';
import { ResellerEditor } from './ResellerEditor';
import { useSellableTickets } from './use-sellable-tickets';

type KeyAction = { kind: 'rotate' | 'revoke'; reseller: Reseller };

/** Rotating issues a new key (the old one stops); revoking stops the key with nothing in its place. */
function KeyActionDialog({
  action,
  onClose,
  onRotated,
}: {
  action: KeyAction | null;
  onClose: () => void;
  onRotated: (reseller: ResellerWithKey) => void;
}) {
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const rotate = action?.kind === 'rotate';
  const run = async () => {
    if (!action) return;
    setBusy(true);
    try {
      if (rotate) onRotated(await app.api.rotateResellerKey(action.reseller._id));
      else await app.api.revokeReseller(action.reseller._id);
      notify.success(
        rotate ? `New key for ${action.reseller.name}` : `Key of ${action.reseller.name} revoked`,
      );
      onClose();
    } catch (error) {
      notify.error(error, rotate ? 'Could not rotate the key' : 'Could not revoke the key');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={!!action}
      size="sm"
      title={rotate ? 'Issue a new key?' : 'Revoke the key?'}
      onClose={onClose}
      footer={
        <ConfirmFooter
          keepLabel="Keep the key"
          onKeep={onClose}
          confirmLabel={busy ? 'Working…' : rotate ? 'Issue a new key' : 'Revoke key'}
          onConfirm={() => void run()}
          disabled={busy}
          primary={rotate}
        />
      }
    >
      {action && (
        <p>
          {rotate
            ? `${action.reseller.name}'s current key stops working at once; the new one is shown once.`
            : `${action.reseller.name} can no longer reserve, confirm or read anything. Its bookings stay as they are. Issue a new key to reconnect it.`}
        </p>
      )}
    </Dialog>
  );
}

function KeyState({ reseller: r }: { reseller: Reseller }) {
  if (r.revokedAt) return <span className="badge badge-muted">revoked {timestampLabel(r.revokedAt)}</span>;
  return (
    <span className="nowrap">
      <span className="mono">…{r.keyHint}</span>{' '}
      <span className="muted">since {timestampLabel(r.keyCreatedAt)}</span>
    </span>
  );
}

const ResellersScreen = observer(function ResellersScreen() {
  const resellers = useResellers();
  const tickets = useSellableTickets();
  const editing = useEditing<Reseller>();
  const [shownKey, setShownKey] = useState<ResellerWithKey | null>(null);
  const [action, setAction] = useState<KeyAction | null>(null);
  const titleOf = (id: string) => tickets.data?.find((t) => t.id === id)?.title ?? 'a deleted ticket';
  return (
    <ListScreen
      title="Resellers"
      subtitle="Travel agencies that sell your tickets over OCTO, from the same seats and prices as your website."
      noun="reseller"
      rows={resellers.data}
      error={resellers.error}
      onRetry={() => void resellers.reload({ force: true })}
      emptyTitle="No resellers yet"
      columns={['Name', { label: 'Commission', className: 'num' }, 'Tickets', 'Key', '']}
      row={(r) => (
        <tr key={r._id}>
          <td className="strong">
            {r.name} {r.testOnly && <span className="badge badge-warn">test</span>}
          </td>
          <td className="num">{r.commissionPercent} %</td>
          <td className="clip" title={r.ticketIds.map(titleOf).join(', ')}>
            {r.ticketIds.length === 1 ? titleOf(r.ticketIds[0]!) : `${r.ticketIds.length} tickets`}
          </td>
          <td>
            <KeyState reseller={r} />
          </td>
          <td className="row-actions">
            <button
              type="button"
              className="button button-small"
              onClick={() => setAction({ kind: 'rotate', reseller: r })}
              aria-label={`${r.revokedAt ? 'Issue a key for' : 'Rotate the key of'} ${r.name}`}
            >
              {r.revokedAt ? 'New key' : 'Rotate key'}
            </button>
            {!r.revokedAt && (
              <button
                type="button"
                className="button button-small button-danger-ghost"
                onClick={() => setAction({ kind: 'revoke', reseller: r })}
                aria-label={`Revoke the key of ${r.name}`}
              >
                Revoke
              </button>
            )}
          </td>
        </tr>
      )}
      editing={editing}
      editor={() => <ResellerEditor onCreated={setShownKey} onClose={editing.close} />}
    >
      <KeyActionDialog action={action} onClose={() => setAction(null)} onRotated={setShownKey} />
      <KeyDialog reseller={shownKey} onClose={() => setShownKey(null)} />
    </ListScreen>
  );
});

export default ResellersScreen;
