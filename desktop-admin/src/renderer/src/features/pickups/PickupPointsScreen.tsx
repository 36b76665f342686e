import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { mapsUrl, searchPickupPoints } from '@tours/core/domain';
import type { PickupPoint } from '@tours/core/schemas';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ListScreen, useEditing } from '../../components/ListScreen';
import { RowActions } from '../../components/RowActions';
import { SearchField } from '../../components/SearchField';
import { money } from '../../lib/format';
import { usePickupPoints } from '../../lib/use-pickup-points';
import { useApp } from '../../lib/app-context';
import { PickupPointEditor } from './PickupPointEditor';
import { minutesBeforeLabel, PICKUP_CURRENCY } from './pickup-point-form';
import './pickup-points.css';

/** One point's row: where it is (with a map link), when the driver comes, its price and its tickets. */
function PointRow({
  point: p,
  onEdit,
  onDelete,
}: {
  point: PickupPoint;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td>
        <span className="strong">{p.name}</span>
        {p.address && <span className="muted block">{p.address}</span>}
      </td>
      <td>{p.area || <span className="muted">—</span>}</td>
      <td className="nowrap">
        <a
          href={mapsUrl(p.latitude, p.longitude)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Map of ${p.name}`}
        >
          {p.latitude.toFixed(4)}, {p.longitude.toFixed(4)}
        </a>
      </td>
      <td className="nowrap">{minutesBeforeLabel(p.minutesBefore)}</td>
      <td className="num">
        {p.extraPrice > 0 ? money(p.extraPrice, PICKUP_CURRENCY) : <span className="muted">included</span>}
      </td>
      <td className="num">{p.ticketCount ?? 0}</td>
      <RowActions name={p.name} onEdit={onEdit} danger={{ label: 'Delete', onClick: onDelete }} />
    </tr>
  );
}

/**
 * The reusable list of hotels and places guests are collected from. A hotel is shared by many tours:
 * each ticket picks its points from this list in its editor, and a booking keeps the point as it
 * was when chosen, so editing or deleting one never changes a booking made.
 */
const PickupPointsScreen = observer(function PickupPointsScreen() {
  const app = useApp();
  const points = usePickupPoints();
  const editing = useEditing<PickupPoint>();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<(PickupPoint & { title: string }) | null>(null);
  return (
    <ListScreen
      title="Pickup points"
      subtitle="Hotels and places drivers collect guests from; each ticket chooses its own from this list."
      noun="pickup point"
      shortcut="n"
      toolbar={<SearchField placeholder="Hotel, area or address" value={search} onChange={setSearch} />}
      rows={points.data && searchPickupPoints(points.data, search)}
      error={points.error}
      onRetry={() => void points.reload({ force: true })}
      emptyTitle={search ? 'No pickup point matches' : 'No pickup points yet'}
      tableClassName="pickup-table"
      columns={[
        'Hotel or place',
        'Area',
        'Map',
        'Driver arrives',
        { label: 'Extra per person', className: 'num' },
        { label: 'Tickets', className: 'num' },
        '',
      ]}
      row={(p) => (
        <PointRow
          key={p._id}
          point={p}
          onEdit={() => editing.edit(p)}
          onDelete={() => setDeleting({ ...p, title: p.name })}
        />
      )}
      editing={editing}
      editor={(point) => <PickupPointEditor point={point} onClose={editing.close} />}
    >
      <ConfirmDeleteDialog
        item={deleting}
        noun="pickup point"
        onClose={() => setDeleting(null)}
        onConfirm={(p) => app.api.deletePickupPoint(p._id)}
      >
        <p>
          {deleting?.ticketCount
            ? `${deleting.ticketCount} ticket${deleting.ticketCount === 1 ? '' : 's'} stop offering it. `
            : ''}
          Bookings that chose it keep it, with its time and price as they were.
        </p>
      </ConfirmDeleteDialog>
    </ListScreen>
  );
});

export default PickupPointsScreen;
