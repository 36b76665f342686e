import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  addDays,
  DEFAULT_CURRENCY,
  reportRangeProblem,
  todayIn,
  type BookingStatusFilter,
} from '@tours/core/domain';
import type { BookingListParams } from '@tours/core/api';
import type { Booking, BookingReport, BookingReportQuery } from '@tours/core/schemas';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { Pager } from '../../components/Pager';
import { TitlePicker } from '../../components/TitlePicker';
import { useApp } from '../../lib/app-context';
import { money } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useTitleChoice } from '../../lib/use-title-choice';
import { BookingsTable } from './BookingsTable';
import { ExportButton } from './ExportButton';
import { ReportChart } from './ReportChart';
import { StatusSelect } from './StatusSelect';

const BOOKING_TAGS = ['Booking'] as const;

/**
 * What the report's figures count, in one sentence beside them. Money taken is what the bookings
 * paid minus what was refunded to them; the value booked is their prices now, which a date change
 * moves, so it is never called money.
 */
function reportScope(status: string, title: string, from: string, to: string): string {
  const which =
    status === ''
      ? 'bookings in every status'
      : status === 'paid'
        ? 'paid bookings (confirmed or checked in)'
        : `${status} bookings`;
  const what = title ? `of ${title}` : 'of every ticket';
  return (
    `Every figure counts the ${which} ${what} with a visit from ${from} to ${to}. ` +
    'Revenue is money taken: what they paid (checkouts and paid date changes) minus what was refunded to them. ' +
    'Value booked is their price after discount now, which is not money.' +
    (status === 'paid' ? ' Money kept from cancelled bookings counts under All statuses.' : '')
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="stat">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}

/** The report's figures, one ticket a row, refunds included: the summary is their sum. */
function TicketTable({ report }: { report: BookingReport }) {
  const cur = report.currency;
  return (
    <div className="table-scroll">
      <table className="table table-dense">
        <caption className="sr-only">Figures per ticket</caption>
        <thead>
          <tr>
            <th scope="col">Ticket title</th>
            <th scope="col" className="num">
              Bookings
            </th>
            <th scope="col" className="num">
              Guests
            </th>
            <th scope="col" className="num">
              Value booked
            </th>
            <th scope="col" className="num">
              Paid
            </th>
            <th scope="col" className="num">
              Refunded
            </th>
            <th scope="col" className="num">
              Revenue (money taken)
            </th>
          </tr>
        </thead>
        <tbody>
          {report.tickets.map((r) => (
            <tr key={`${r.ticketTitle}\u0000${r.service}`}>
              <td>
                <span className="clip strong" title={r.ticketTitle}>
                  {r.ticketTitle}
                </span>
              </td>
              <td className="num">{r.bookings}</td>
              <td className="num">{r.adults + r.children}</td>
              <td className="num">{money(r.valueBooked, cur)}</td>
              <td className="num">{money(r.paid, cur)}</td>
              <td className="num">{money(r.refunded, cur)}</td>
              <td className="num strong">{money(r.moneyTaken, cur)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The report over visit dates, every ticket or one, with its bookings below. */
export const ReportView = observer(function ReportView({ onOpen }: { onOpen: (b: Booking) => void }) {
  const app = useApp();
  const [status, setStatus] = useState('paid');
  const titleChoice = useTitleChoice({ allowAll: true });
  const { title } = titleChoice;
  const today = todayIn();
  const [from, setFrom] = useState(() => addDays(today, -30));
  const [to, setTo] = useState(() => addDays(today, 60));
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [status, title, from, to]);
  const rangeProblem = from && to ? reportRangeProblem(from, to) : 'choose both dates';
  const query: BookingReportQuery | null = rangeProblem
    ? null
    : {
        dateFrom: from,
        dateTo: to,
        ...(title ? { ticketTitle: title } : {}),
        ...(status ? { bookingStatus: status as BookingStatusFilter } : {}),
      };
  const report = useQuery((q: BookingReportQuery, o) => app.api.getBookingReport(q, o), query, BOOKING_TAGS);
  const listParams: BookingListParams | null = query && { ...query };
  const list = useQuery(
    (p: BookingListParams, o) => app.api.getBookings(p, o),
    listParams && { ...listParams, page },
    BOOKING_TAGS,
  );
  const data = report.data;
  const cur = data?.currency ?? DEFAULT_CURRENCY;
  return (
    <>
      <div className="toolbar">
        <TitlePicker choice={titleChoice} id="report-title" />
        <div className="toolbar-field">
          <label htmlFor="report-from">Visits from</label>
          <input id="report-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="toolbar-field">
          <label htmlFor="report-to">to</label>
          <input
            id="report-to"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? 'report-range-problem' : undefined}
          />
        </div>
        <StatusSelect id="report-status" value={status} onChange={setStatus} />
        {query && <ExportButton params={query} name="booking-report" />}
      </div>
      {rangeProblem && (
        <p className="field-error" id="report-range-problem" role="alert">
          The end date {rangeProblem}.
        </p>
      )}
      {report.error ? (
        <ErrorState error={report.error} onRetry={() => void report.reload({ force: true })} />
      ) : !data ? (
        query && <Spinner label="Loading the report" />
      ) : (
        <>
          <p className="muted report-scope" id="report-scope">
            {reportScope(status, title, data.dateFrom, data.dateTo)}
          </p>
          <div className="stats-group" role="group" aria-label="Summary" aria-describedby="report-scope">
            <div className="stats">
              <Stat label="Bookings" value={data.summary.bookings} />
              <Stat label="Adults" value={data.summary.adults} />
              <Stat label="Children" value={data.summary.children} />
              {data.fromWaitlist && <Stat label="From the waiting list" value={data.fromWaitlist.bookings} />}
            </div>
            <div className="stats">
              <Stat label="Value booked" value={money(data.summary.valueBooked, cur)} />
              <Stat label="Paid" value={money(data.summary.paid, cur)} />
              <Stat label="Refunded" value={money(data.summary.refunded, cur)} />
              <Stat label="Revenue (money taken)" value={money(data.summary.moneyTaken, cur)} />
            </div>
          </div>
          {data.tickets.length > 0 && (
            <section className="panel" aria-label="Figures per ticket">
              <TicketTable report={data} />
            </section>
          )}
          <section className="panel panel-pad" aria-label="Bookings over time">
            <ReportChart days={data.days} currency={cur} />
          </section>
          <section className="panel" aria-label="Report bookings">
            {!list.data ? (
              list.error ? (
                <ErrorState error={list.error} />
              ) : (
                <Spinner label="Loading the bookings" />
              )
            ) : list.data.bookings.length === 0 ? (
              <EmptyState title="No bookings for these dates, ticket and status" />
            ) : (
              <>
                <BookingsTable
                  bookings={list.data.bookings}
                  onOpen={onOpen}
                  caption={`Bookings for ${title || 'every ticket'}`}
                />
                <Pager
                  page={list.data.page}
                  totalPages={list.data.totalPages}
                  total={list.data.total}
                  pageSize={list.data.pageSize}
                  onPage={setPage}
                />
              </>
            )}
          </section>
        </>
      )}
    </>
  );
});
