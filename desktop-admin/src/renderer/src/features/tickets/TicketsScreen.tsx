import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { fromPrice } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ServicePicker } from '../../components/ServicePicker';
import { EmptyState } from '../../components/States';
import { ListScreen, useEditing } from '../../components/ListScreen';
import { money } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import { TicketEditor } from './TicketEditor';
import { RowActions } from '../../components/RowActions';
import { SearchField } from '../../components/SearchField';

const TICKET_TAGS = ['Ticket'] as const;

function fromPriceLabel(ticket: Ticket): string {
  const price = fromPrice(ticket.pricing);
  return price === null ? '—' : money(price, ticket.currency);
}

const TicketsScreen = observer(function TicketsScreen() {
  const app = useApp();
  const services = useServices();
  const [service, setService] = useState('');
  const [search, setSearch] = useState('');
  const editing = useEditing<Ticket>();
  const [deleting, setDeleting] = useState<Ticket | null>(null);

  useEffect(() => {
    if (!service && services.data?.[0]) setService(services.data[0].service);
  }, [service, services.data]);

  const tickets = useQuery((s: string, o) => app.api.getTicketsByService(s, o), service || null, TICKET_TAGS);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = tickets.data;
    return q && list
      ? list.filter((t) =>
          `${t.title} ${t.ticketType} ${t.pricing.map((p) => p.preference).join(' ')}`
            .toLowerCase()
            .includes(q),
        )
      : list;
  }, [tickets.data, search]);

  return (
    <ListScreen
      title="Tickets"
      subtitle="The catalogue each storefront sells: prices per preference, time slots, QR counts and closing days."
      noun="ticket"
      shortcut="n"
      toolbar={
        <>
          <ServicePicker services={services.data} value={service} onChange={setService} />
          <SearchField placeholder="Title, type or preference" value={search} onChange={setSearch} />
        </>
      }
      rows={visible}
      error={services.error ?? tickets.error}
      onRetry={() => void (services.error ? services : tickets).reload({ force: true })}
      placeholder={
        services.data?.length === 0 ? (
          <EmptyState title="No services yet">Products appear here once the catalogue has them.</EmptyState>
        ) : undefined
      }
      emptyTitle={search ? 'No ticket matches your search' : 'No tickets for this service yet'}
      createLabel="Create the first ticket"
      tableClassName="table-tickets"
      columns={[
        { label: 'Title', className: 'table-title' },
        { label: 'Type', className: 'col-type' },
        'Preferences',
        { label: 'From (adult)', className: 'num' },
        'Time slots',
        { label: 'QR adult / child', className: 'num' },
        'In pairs',
        'Closed',
      ]}
      row={(t) => (
        <TicketRow key={t._id} ticket={t} onEdit={() => editing.edit(t)} onDelete={() => setDeleting(t)} />
      )}
      editing={editing}
      editor={(ticket) => (
        <TicketEditor
          ticket={ticket}
          defaultService={service}
          services={services.data ?? []}
          onClose={editing.close}
          onSaved={(saved) => {
            editing.close();
            if (saved.service !== service) setService(saved.service);
          }}
        />
      )}
    >
      <ConfirmDeleteDialog
        item={deleting}
        noun="ticket"
        onClose={() => setDeleting(null)}
        onConfirm={(ticket) => app.api.deleteTicket(ticket._id)}
      >
        <p>
          “{deleting?.title}” disappears from the storefront at once. Existing bookings keep their ticket
          title and amounts.
        </p>
      </ConfirmDeleteDialog>
    </ListScreen>
  );
});

export default TicketsScreen;

/** One ticket of the list: its title (which opens the editor), type, prices, slots, QR counts and closed days. */
const TicketRow = observer(function TicketRow({
  ticket: t,
  onEdit,
  onDelete,
}: {
  ticket: Ticket;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td className="table-title">
        <button type="button" className="link-button strong" onClick={onEdit}>
          {t.title}
        </button>
        {/* Shown instead of the Type column where the table would otherwise scroll. */}
        <span className="tag title-type">{t.ticketType}</span>
      </td>
      <td className="col-type">
        <span className="tag">{t.ticketType}</span>
      </td>
      <td>{t.pricing.map((p) => p.preference).join(', ')}</td>
      <td className="num">{fromPriceLabel(t)}</td>
      <td>
        {t.isTimeSlot ? (
          <span title={t.timeSlots.join(', ')}>
            {t.timeSlots.length} slot{t.timeSlots.length === 1 ? '' : 's'}
            {t.capacityPerSlot ? ` · ${t.capacityPerSlot}/slot` : ''}
          </span>
        ) : (
          <span className="muted">Any time</span>
        )}
      </td>
      <td className="num">
        {t.adultQrCount} / {t.childQrCount}
      </td>
      <td>
        {[t.isAdultByOneGetOneActive && 'Adult', t.isChildByOneGetOneActive && 'Child']
          .filter(Boolean)
          .join(', ') || <span className="muted">—</span>}
      </td>
      <td>
        {t.attractionClosed.length ? (
          t.attractionClosed.map((d) => d.slice(0, 3)).join(', ')
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <RowActions name={t.title} onEdit={onEdit} danger={{ label: 'Delete', onClick: onDelete }} />
    </tr>
  );
});
