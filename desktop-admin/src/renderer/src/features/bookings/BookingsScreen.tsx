import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { BookingStatusFilter } from '@tours/core/domain';
import type { BookingListParams } from '@tours/core/api';
import type { Booking } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { Pager } from '../../components/Pager';
import { ServicePicker } from '../../components/ServicePicker';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import { BookingDetail } from './BookingDetail';
import { BookingsTable } from './BookingsTable';
import { ExportButton } from './ExportButton';
import { ReportView } from './ReportView';
import { StatusSelect } from './StatusSelect';
import { SearchField } from '../../components/SearchField';

const BOOKING_TAGS = ['Booking'] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
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
          placeholder="Reference, name, e-mail, mobile, hotel or reseller reference"
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

const TABS = [
  ['list', 'All bookings'],
  ['report', 'Report'],
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
