import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { todayIn } from '@tours/core/domain';
import type { ManifestQuery } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { useApp } from '../../lib/app-context';
import { dateLabel } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { MailToGuide } from './MailToGuide';
import { ManifestTable, totalsText } from './ManifestTable';
import { downloadPdf, manifestFilename } from './pdf-file';
import { useAllTickets, type TicketOption } from './use-all-tickets';
import './manifest.css';

/**
 * The guide's run sheet of a day: a ticket's (or every ticket's) paid bookings grouped by pickup
 * point and pickup time, then meeting point, as the API's manifest lays them out; downloaded or
 * printed as the API's PDF, or mailed to the guide.
 */
const ManifestScreen = observer(function ManifestScreen() {
  const app = useApp();
  const [date, setDate] = useState(() => todayIn());
  const [ticketId, setTicketId] = useState('');
  const { tickets } = useAllTickets();
  const query: ManifestQuery = { date, ...(ticketId ? { ticketId } : {}) };
  // Never from the cache: check-ins and late bookings change it.
  const manifest = useQuery((q: ManifestQuery) => app.api.getManifest(q), query, []);
  const [busy, setBusy] = useState(false);
  const title = ticketId ? (tickets.data?.find((t) => t._id === ticketId)?.label ?? null) : null;

  const download = async () => {
    setBusy(true);
    try {
      downloadPdf(manifestFilename(date, title), await app.api.getManifestPdf(query));
    } catch (error) {
      notify.error(error, 'Could not make the PDF');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Manifest"
        subtitle="The day’s run sheet for the guide: who to collect, where, when and how many."
        actions={
          <>
            <button type="button" className="button" onClick={() => void manifest.reload({ force: true })}>
              Refresh
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void download()}
            >
              {busy ? 'Making PDF…' : 'Download PDF'}
            </button>
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          </>
        }
        toolbar={
          <ManifestFields
            date={date}
            onDate={setDate}
            ticketId={ticketId}
            onTicket={setTicketId}
            tickets={tickets.data}
          />
        }
      />
      {manifest.error ? (
        <ErrorState error={manifest.error} onRetry={() => void manifest.reload({ force: true })} />
      ) : !manifest.data ? (
        <Spinner label="Loading the manifest" />
      ) : (
        <>
          <p className="manifest-day" aria-live="polite">
            <strong>{dateLabel(manifest.data.date)}</strong> · {totalsText(manifest.data.totals)}
          </p>
          {manifest.data.groups.length === 0 ? (
            <EmptyState title="No paid bookings">Nobody is booked for this day and ticket yet.</EmptyState>
          ) : (
            <ManifestTable manifest={manifest.data} />
          )}
          <MailToGuide query={query} />
        </>
      )}
    </>
  );
});

export default ManifestScreen;

function ManifestFields(props: {
  date: string;
  onDate: (date: string) => void;
  ticketId: string;
  onTicket: (id: string) => void;
  tickets: TicketOption[] | undefined;
}) {
  return (
    <>
      <div className="toolbar-field">
        <label htmlFor="manifest-date">Date</label>
        <input
          id="manifest-date"
          type="date"
          value={props.date}
          onChange={(e) => e.target.value && props.onDate(e.target.value)}
        />
      </div>
      <div className="toolbar-field toolbar-grow">
        <label htmlFor="manifest-ticket">Ticket</label>
        <select id="manifest-ticket" value={props.ticketId} onChange={(e) => props.onTicket(e.target.value)}>
          <option value="">All tickets</option>
          {props.tickets?.map((t) => (
            <option key={t._id} value={t._id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
