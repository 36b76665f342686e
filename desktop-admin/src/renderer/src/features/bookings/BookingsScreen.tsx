import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  BOOKING_STATUSES,
  DEFAULT_CURRENCY,
  PAID_STATUSES,
  statusesMatching,
  todayIn,
  type BookingStatusFilter,
} from '@tours/core/domain';
import type { BookingListParams } from '@tours/core/api';
import type { Booking } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { Pager } from '../../components/Pager';
import { ServicePicker } from '../../components/ServicePicker';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { money } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { useTitleChoice } from '../../lib/use-title-choice';
import { TitlePicker } from '../../components/TitlePicker';
import { useServices } from '../../lib/use-services';
import { BookingDetail } from './BookingDetail';
import { BookingsTable } from './BookingsTable';
import { BOOKING_CSV_COLUMNS, channelCsvColumns, downloadCsv, toCsv } from './csv';
import { fetchAllBookings } from './fetch-all';
import { ReportChart } from './ReportChart';
import { SearchField } from '../../components/SearchField';
import { useResellers } from '../../lib/use-resellers';

const BOOKING_TAGS = ['Booking'] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function StatusSelect({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All statuses</option>
        <option value="paid">Paid (confirmed or checked in)</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s[0]!.toUpperCase() + s.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether every booking a status filter matches has paid and kept its money. */
function countsMoneyTaken(status: string): boolean {
  return !!status && statusesMatching(status as BookingStatusFilter).every((s) => PAID_STATUSES.includes(s));
}

/**
 * What the report's figures count. Every figure follows the status filter, so the amount is money
 * taken only for paid bookings; the sentence says so rather than leave it to a guess.
 */
function reportScope(status: string, title: string): string {
  if (!status)
    return `Every figure counts the bookings of ${title} in every status, unpaid, expired and refunded ones included; the amount is their price after discount, not money taken.`;
  const which = status === 'paid' ? 'paid bookings' : `${status} bookings`;
  const also = status === 'paid' ? ', confirmed or checked in' : '';
  const amount = countsMoneyTaken(status)
    ? 'revenue is what they paid'
    : 'the amount is their price after discount, not money taken';
  return `Every figure counts the ${which} of ${title}${also}; ${amount}.`;
}

function ExportButton({ params, name }: { params: BookingListParams; name: string }) {
  const app = useApp();
  const resellers = useResellers();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const all = await fetchAllBookings(app.api, params);
      downloadCsv(
        `${name}-${todayIn()}.csv`,
        toCsv(all, [...BOOKING_CSV_COLUMNS, ...channelCsvColumns(resellers.data)]),
      );
      notify.success(`Exported ${all.length} booking${all.length === 1 ? '' : 's'}`);
    } catch (error) {
      notify.error(error, 'Export failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void run()} disabled={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

const ListView = observer(function ListView({ onOpen }: { onOpen: (b: Booking) => void }) {
  const app = useApp();
  const services = useServices();
  const [service, setService] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 300);
  useEffect(() => setPage(1), [service, status, term]);
  const params: BookingListParams = {
    ...(term ? { search: term } : {}),
    ...(service ? { service } : {}),
    ...(status ? { bookingStatus: status as BookingStatusFilter } : {}),
  };
  const list = useQuery(
    (p: BookingListParams, o) => app.api.getBookings(p, o),
    { ...params, page },
    BOOKING_TAGS,
  );
  const data = list.data;
  return (
    <>
      <div className="toolbar">
        <SearchField
          placeholder="Reference, name, e-mail, mobile or reseller reference"
          value={search}
          onChange={setSearch}
          maxLength={100}
        />
        <ServicePicker
          services={services.data}
          value={service}
          onChange={setService}
          allowAll
          id="booking-service"
        />
        <StatusSelect id="booking-status" value={status} onChange={setStatus} />
        <ExportButton params={params} name={term ? 'bookings-search' : 'bookings'} />
      </div>
      <section className="panel" aria-label="Bookings list" aria-busy={list.isLoading}>
        {list.error ? (
          <ErrorState error={list.error} onRetry={() => void list.reload({ force: true })} />
        ) : !data ? (
          <Spinner label="Loading bookings" />
        ) : data.bookings.length === 0 ? (
          <EmptyState
            title={
              term
                ? `No booking matches “${term}”${service || status ? ' with these filters' : ''}`
                : 'No bookings for these filters'
            }
          >
            {term
              ? `Try the reference (e.g. DXB-7KQ2M9), part of the name, the e-mail or the mobile number${
                  service || status ? ', or widen the service and status' : ''
                }.`
              : 'Change the service or status.'}
          </EmptyState>
        ) : (
          <>
            <BookingsTable bookings={data.bookings} onOpen={onOpen} caption="Bookings" />
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              total={data.total}
              pageSize={data.pageSize}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </>
  );
});

const ReportView = observer(function ReportView({ onOpen }: { onOpen: (b: Booking) => void }) {
  const app = useApp();
  const [status, setStatus] = useState('paid');
  const titleChoice = useTitleChoice();
  const { title } = titleChoice;
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [status, title]);
  const params: BookingListParams | null = title
    ? { ticketTitle: title, ...(status ? { bookingStatus: status as BookingStatusFilter } : {}) }
    : null;
  const report = useQuery(
    (p: BookingListParams, o) => app.api.getBookings(p, o),
    params && { ...params, page },
    BOOKING_TAGS,
  );
  const all = useQuery((p: BookingListParams) => fetchAllBookings(app.api, p, 5000), params, BOOKING_TAGS);
  const summary = report.data?.summary;
  const currency = report.data?.bookings[0]?.currency ?? DEFAULT_CURRENCY;
  return (
    <>
      <div className="toolbar">
        <TitlePicker choice={titleChoice} id="report-title" />
        <StatusSelect id="report-status" value={status} onChange={setStatus} />
        {params && <ExportButton params={params} name="booking-report" />}
      </div>
      {titleChoice.none ? (
        <EmptyState title="No tickets yet">The report groups bookings by ticket title.</EmptyState>
      ) : report.error ? (
        <ErrorState error={report.error} onRetry={() => void report.reload({ force: true })} />
      ) : !report.data ? (
        <Spinner label="Loading the report" />
      ) : (
        <>
          <p className="muted report-scope" id="report-scope">
            {reportScope(status, title)}
          </p>
          <div className="stats" aria-label="Summary" aria-describedby="report-scope">
            <div className="stat">
              <span className="stat-label">Bookings</span>
              <span className="stat-value">{summary?.bookings ?? report.data.total}</span>
            </div>
            <div className="stat">
              <span className="stat-label">Adults</span>
              <span className="stat-value">{summary?.adults ?? '—'}</span>
            </div>
            <div className="stat">
              <span className="stat-label">Children</span>
              <span className="stat-value">{summary?.children ?? '—'}</span>
            </div>
            <div className="stat">
              <span className="stat-label">{countsMoneyTaken(status) ? 'Revenue' : 'Amount booked'}</span>
              <span className="stat-value">{summary ? money(summary.revenue, currency) : '—'}</span>
            </div>
            <div className="stat">
              <span className="stat-label">Refunded</span>
              <span className="stat-value">{summary ? money(summary.refunds, currency) : '—'}</span>
            </div>
          </div>
          <section className="panel panel-pad" aria-label="Bookings over time">
            {all.data ? (
              <ReportChart bookings={all.data} currency={currency} />
            ) : all.error ? (
              <ErrorState error={all.error} />
            ) : (
              <Spinner label="Charting" />
            )}
          </section>
          <section className="panel" aria-label="Report bookings">
            {report.data.bookings.length === 0 ? (
              <EmptyState title="No bookings for this ticket and status" />
            ) : (
              <>
                <BookingsTable
                  bookings={report.data.bookings}
                  onOpen={onOpen}
                  caption={`Bookings for ${title}`}
                />
                <Pager
                  page={report.data.page}
                  totalPages={report.data.totalPages}
                  total={report.data.total}
                  pageSize={report.data.pageSize}
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

const TABS = [
  ['list', 'All bookings'],
  ['report', 'Report by ticket'],
] as const;

const BookingsScreen = observer(function BookingsScreen() {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('list');
  const [open, setOpen] = useState<Booking | null>(null);
  return (
    <>
      <PageHeader
        title="Bookings"
        subtitle="Find a booking while the customer is on the phone; follow sales per ticket."
      />
      <div className="tabs" role="tablist" aria-label="Bookings views">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={tab === id}
            className="tab"
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'list' ? <ListView onOpen={setOpen} /> : <ReportView onOpen={setOpen} />}
      </div>
      {open && <BookingDetail booking={open} onClose={() => setOpen(null)} />}
    </>
  );
});

export default BookingsScreen;
