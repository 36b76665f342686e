import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import type { Booking } from '@tours/core/schemas';
import { money, timestampLabel } from '../../lib/format';
import { StatusBadge } from '../../components/StatusBadge';
import { LANGUAGE_NAMES } from '../../components/LanguageTabs';
import { channelLabel } from '@tours/core/domain';
import { useResellers } from '../../lib/use-resellers';

interface TableMeta {
  resellers: readonly { _id: string; name: string }[] | undefined;
}

const col = createColumnHelper<Booking>();
const columns = [
  col.accessor('bookingId', {
    header: 'Reference',
    // A reseller's booking says who sold it (and its own reference) under ours.
    cell: (c) => {
      const channel = c.row.original.channel;
      const resellers = (c.table.options.meta as TableMeta | undefined)?.resellers;
      return (
        <>
          <span className="mono strong">{c.getValue()}</span>
          {channel && channel.kind !== 'website' && (
            <span className="block muted channel">
              {channelLabel(channel, resellers)}
              {channel.resellerReference ? ` · ${channel.resellerReference}` : ''}
            </span>
          )}
        </>
      );
    },
  }),
  col.accessor('bookingStatus', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor('ticketTitle', {
    header: 'Ticket',
    cell: (c) => <span className="clip">{c.getValue()}</span>,
  }),
  col.accessor('bookingDate', {
    header: 'Visit',
    cell: (c) => (
      <span className="nowrap">
        {c.getValue()}
        {c.row.original.timeSlot ? <span className="muted"> {c.row.original.timeSlot}</span> : null}
      </span>
    ),
  }),
  col.accessor('name', {
    header: 'Guest',
    cell: (c) => (
      <span className="guest">
        <span className="clip">{c.getValue()}</span>
        <span className="muted clip">{c.row.original.email}</span>
        <span className="muted guest-mobile">{c.row.original.mobileNumber}</span>
      </span>
    ),
  }),
  col.accessor('mobileNumber', {
    header: 'Mobile',
    meta: { className: 'col-mobile' },
    cell: (c) => <span className="nowrap">{c.getValue()}</span>,
  }),
  col.display({
    id: 'pax',
    header: () => <span title="Adults / children">Pax</span>,
    cell: (c) => `${c.row.original.adultCount} / ${c.row.original.childCount}`,
    meta: { className: 'num' },
  }),
  col.accessor('amountPaid', {
    header: 'Paid',
    // Money taken, not the price: a booking that never paid shows none, and refunds show beneath.
    cell: (c) => {
      const { refundedAmount, currency } = c.row.original;
      return (
        <>
          {c.getValue() > 0 ? (
            money(c.getValue(), currency)
          ) : (
            <span className="muted" aria-label="Nothing paid">
              —
            </span>
          )}
          {refundedAmount > 0 && (
            <span className="block muted">−{money(refundedAmount, currency)} refunded</span>
          )}
        </>
      );
    },
    meta: { className: 'num' },
  }),
  col.accessor('createdAt', {
    meta: { className: 'col-created' },
    header: 'Created',
    cell: (c) => <span className="nowrap muted">{timestampLabel(c.getValue())}</span>,
  }),
  col.accessor('locale', {
    header: 'Language',
    meta: { className: 'col-language' },
    // What its mails and pages speak; English when it names none (booked before languages).
    cell: (c) => <span className="nowrap">{LANGUAGE_NAMES[c.getValue() ?? 'en']}</span>,
  }),
  col.display({
    id: 'sent',
    header: 'Tickets sent',
    cell: (c) =>
      c.row.original.ticketSentAt ? (
        <span className="badge badge-success">sent</span>
      ) : (
        <span className="muted">—</span>
      ),
  }),
];

interface Props {
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
  caption: string;
}

/** The dense bookings table; a row opens the detail on click or Enter. */
export const BookingsTable = observer(function BookingsTable({ bookings, onOpen, caption }: Props) {
  const resellers = useResellers();
  const table = useReactTable({
    data: bookings,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (b) => b._id,
    meta: { resellers: resellers.data } satisfies TableMeta,
  });
  return (
    <table className="table table-dense table-clickable">
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className={(header.column.columnDef.meta as { className?: string } | undefined)?.className}
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            tabIndex={0}
            aria-label={`Booking ${row.original.bookingId}, ${row.original.name}`}
            onClick={() => onOpen(row.original)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onOpen(row.original);
              }
            }}
          >
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className={(cell.column.columnDef.meta as { className?: string } | undefined)?.className}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
