import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { SendTicketListParams } from '@tours/core/api';
import { Pager } from '../../components/Pager';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { timestampLabel } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useTitleChoice } from '../../lib/use-title-choice';
import { TitlePicker } from '../../components/TitlePicker';
import { useSendActions } from '../../lib/use-send-actions';
import { StatusBadge } from '../../components/StatusBadge';
import { TableHead } from '../../components/TableHead';

const SEND_TAGS = ['SendTicketBookings'] as const;

/**
 * One page of a title's bookings to send. The server filters and pages, so every booking of a
 * busy ticket is reachable and a filter never hides the ones already sent behind the many waiting.
 */
function useSendTicketPage(title: string, onlyUnsent: boolean) {
  const app = useApp();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [title, onlyUnsent]);
  const list = useQuery(
    (query: SendTicketListParams, o) => app.api.getSendTicketBookings(query, o),
    title ? { ticketTitle: title, sent: onlyUnsent ? 'unsent' : 'all', page } : null,
    SEND_TAGS,
  );
  // Sending the last booking of the last page empties it: show the page before.
  useEffect(() => {
    if (page > 1 && list.data && page > list.data.totalPages) setPage(Math.max(1, list.data.totalPages));
  }, [page, list.data]);
  return { list, page, setPage };
}

/** Bookings of one ticket title waiting for (or already sent) their provider tickets. */
const SendTicketsScreen = observer(function SendTicketsScreen() {
  const send = useSendActions();
  const titleChoice = useTitleChoice();
  const { title } = titleChoice;
  const [onlyUnsent, setOnlyUnsent] = useState(true);
  const { list, page, setPage } = useSendTicketPage(title, onlyUnsent);
  const rows = list.data?.bookings ?? [];
  return (
    <>
      <PageHeader
        title="Send tickets"
        subtitle="Attach the provider's ticket files to each confirmed booking and send them to the customer."
        toolbar={
          <>
            <TitlePicker choice={titleChoice} id="send-title" />
            <label className="check toolbar-check">
              <input type="checkbox" checked={onlyUnsent} onChange={(e) => setOnlyUnsent(e.target.checked)} />
              Only bookings still waiting for tickets
            </label>
          </>
        }
      />
      <section className="panel" aria-label="Bookings to send tickets for">
        {titleChoice.error || list.error ? (
          <ErrorState
            error={titleChoice.error ?? list.error}
            onRetry={() => void list.reload({ force: true })}
          />
        ) : titleChoice.none ? (
          <EmptyState title="No tickets yet" />
        ) : !list.data ? (
          <Spinner label="Loading bookings" />
        ) : rows.length === 0 ? (
          <EmptyState
            title={
              onlyUnsent ? 'Every booking of this ticket has its tickets' : 'No bookings for this ticket'
            }
          />
        ) : (
          <table className="table table-dense">
            <TableHead
              columns={[
                'Reference',
                'Status',
                'Visit',
                'Guest',
                { label: 'Pax', className: 'num' },
                'Ticket sent',
                'Notified',
              ]}
            />
            <tbody>
              {rows.map((b) => (
                <tr key={b._id}>
                  <td className="mono strong">{b.bookingId}</td>
                  <td>
                    <StatusBadge status={b.bookingStatus} />
                  </td>
                  <td className="nowrap">
                    {b.bookingDate}
                    {b.timeSlot ? ` ${b.timeSlot}` : ''}
                  </td>
                  <td>
                    <span className="guest">
                      <span className="clip">{b.name}</span>
                      <span className="muted clip">{b.email}</span>
                    </span>
                  </td>
                  <td className="num">
                    {b.adultCount} / {b.childCount}
                  </td>
                  <td>
                    {b.ticketSentAt ? (
                      <span className="badge badge-success">{timestampLabel(b.ticketSentAt)}</span>
                    ) : (
                      <span className="badge badge-warn">waiting</span>
                    )}
                  </td>
                  <td className="muted nowrap">{timestampLabel(b.notificationSentAt)}</td>
                  <td className="row-actions">
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => send.notify(b)}
                      aria-label={`Notify ${b.bookingId}`}
                    >
                      Notify
                    </button>
                    <button
                      type="button"
                      className="button button-small button-primary"
                      onClick={() => send.sendTicket(b)}
                      aria-label={`Send ticket for ${b.bookingId}`}
                    >
                      {b.ticketSentAt ? 'Resend' : 'Send ticket'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.data && list.data.total > list.data.pageSize && (
          <Pager
            page={page}
            totalPages={list.data.totalPages}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={setPage}
          />
        )}
      </section>
    </>
  );
});

export default SendTicketsScreen;
