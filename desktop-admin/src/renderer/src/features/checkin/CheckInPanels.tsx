import { observer } from 'mobx-react-lite';
import { ErrorState, Spinner } from '../../components/States';
import { TableHead } from '../../components/TableHead';
import { timestampLabel } from '../../lib/format';
import type { CheckInDesk } from './checkin-desk';
import { clock } from './verdict';

/** Scans admitted here while offline that the server refused once they were sent, until dismissed. */
export const ConflictsBanner = observer(function ConflictsBanner({ desk }: { desk: CheckInDesk }) {
  if (desk.conflicts.length === 0) return null;
  return (
    <section className="checkin-banner checkin-banner-conflict" aria-labelledby="conflicts-heading">
      <h2 id="conflicts-heading" className="panel-title">
        Conflicts ({desk.conflicts.length})
      </h2>
      <p role="alert">
        These scans were admitted here while offline, but the server refused them when they were sent:
      </p>
      <ul>
        {desk.conflicts.map((c) => (
          <li key={c.scan.scanId}>
            <span className="mono">{c.scan.bookingId}</span> {c.scan.name}: {c.scan.count} admitted here at{' '}
            {clock(c.scan.scannedAt)} — {c.result.message}
            {c.result.lastCheckIn
              ? ` (checked in ${timestampLabel(c.result.lastCheckIn.scannedAt)}${c.result.lastCheckIn.device ? ` at ${c.result.lastCheckIn.device}` : ''}${c.result.lastCheckIn.by ? ` by ${c.result.lastCheckIn.by}` : ''})`
              : ''}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-small" onClick={desk.dismissConflicts}>
        Dismiss
      </button>
    </section>
  );
});

/** The slot's bookings with who has arrived, kept for offline use. */
export const ArrivalsList = observer(function ArrivalsList({ desk }: { desk: CheckInDesk }) {
  return desk.listError && !desk.list ? (
    <ErrorState error={desk.listError} onRetry={() => void desk.refreshList()} />
  ) : !desk.list ? (
    <Spinner label="Loading the arrival list" />
  ) : desk.list.arrivals.length === 0 ? (
    <p className="muted panel-pad">Nobody booked this slot.</p>
  ) : (
    <table className="table">
      <TableHead
        columns={['Name', 'Reference', { label: 'Arrived', className: 'num' }, 'Status']}
        actions={false}
      />
      <tbody>
        {desk.list.arrivals.map((a) => (
          <tr key={a._id}>
            <td>{a.name}</td>
            <td className="mono">{a.bookingId}</td>
            <td className="num">
              {a.admitted} of {a.partySize}
            </td>
            <td>
              <span className={`badge badge-status status-${a.bookingStatus}`}>{a.bookingStatus}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
