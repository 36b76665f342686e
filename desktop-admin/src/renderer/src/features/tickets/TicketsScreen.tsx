import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { fromPrice } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ServicePicker } from '../../components/ServicePicker';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { money } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import { TicketEditor } from './TicketEditor';
import { RowActions } from '../../components/RowActions';
import { TableHead } from '../../components/TableHead';
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
  const [editing, setEditing] = useState<Ticket | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Ticket | null>(null);

  useEffect(() => {
    if (!service && services.data?.[0]) setService(services.data[0].service);
  }, [service, services.data]);

  const tickets = useQuery((s: string, o) => app.api.getTicketsByService(s, o), service || null, TICKET_TAGS);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = tickets.data ?? [];
    return q
      ? list.filter((t) =>
          `${t.title} ${t.ticketType} ${t.pricing.map((p) => p.preference).join(' ')}`
            .toLowerCase()
            .includes(q),
        )
      : list;
  }, [tickets.data, search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = /^(INPUT|TEXTAREA|SELECT)$/.test((event.target as HTMLElement).tagName);
      if (
        event.key === 'n' &&
        !typing &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !document.querySelector('dialog[open]')
      ) {
        event.preventDefault();
        setEditing('new');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <PageHeader
        title="Tickets"
        subtitle="The catalogue each storefront sells: prices per preference, time slots, QR counts and closing days."
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => setEditing('new')}
            aria-keyshortcuts="N"
          >
            New ticket <kbd>N</kbd>
          </button>
        }
      />
      <div className="toolbar">
        <ServicePicker services={services.data} value={service} onChange={setService} />
        <SearchField placeholder="Title, type or preference" value={search} onChange={setSearch} />
      </div>
      <section className="panel" aria-label="Tickets">
        {services.error ? (
          <ErrorState error={services.error} onRetry={() => void services.reload({ force: true })} />
        ) : tickets.error ? (
          <ErrorState error={tickets.error} onRetry={() => void tickets.reload({ force: true })} />
        ) : !tickets.data ? (
          services.data && services.data.length === 0 ? (
            <EmptyState title="No services yet">Products appear here once the catalogue has them.</EmptyState>
          ) : (
            <Spinner label="Loading tickets" />
          )
        ) : visible.length === 0 ? (
          <EmptyState
            title={search ? 'No ticket matches your search' : 'No tickets for this service yet'}
            action={
              <button type="button" className="button" onClick={() => setEditing('new')}>
                Create the first ticket
              </button>
            }
          />
        ) : (
          <table className="table table-tickets">
            <TableHead
              columns={[
                { label: 'Title', className: 'table-title' },
                { label: 'Type', className: 'col-type' },
                'Preferences',
                { label: 'From (adult)', className: 'num' },
                'Time slots',
                { label: 'QR adult / child', className: 'num' },
                'Buy 1 get\u00a01',
                'Closed',
              ]}
            />
            <tbody>
              {visible.map((t) => (
                <tr key={t._id}>
                  <td className="table-title">
                    <button type="button" className="link-button strong" onClick={() => setEditing(t)}>
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
                  <RowActions
                    name={t.title}
                    onEdit={() => setEditing(t)}
                    danger={{ label: 'Delete', onClick: () => setDeleting(t) }}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {editing && (
        <TicketEditor
          ticket={editing === 'new' ? null : editing}
          defaultService={service}
          services={services.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.service !== service) setService(saved.service);
          }}
        />
      )}
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
    </>
  );
});

export default TicketsScreen;
