import { observer } from 'mobx-react-lite';
import { ErrorState, Spinner } from '../../components/States';
import { TableHead } from '../../components/TableHead';
import { timestampLabel } from '../../lib/format';
import type { CheckInDesk } from './checkin-desk';
import { clock, HEADLINE } from './verdict';

const scans = (n: number) => `${n} scan${n === 1 ? '' : 's'}`;

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

/** Whether the API can be reached, and the scans made offline still waiting to be sent. */
export const OfflineBanners = observer(function OfflineBanners({ desk }: { desk: CheckInDesk }) {
  return (
    <>
      {desk.offline && (
        <div className="checkin-banner checkin-banner-offline" role="alert">
          <strong>The API cannot be reached.</strong>{' '}
          {desk.list
            ? `Scans are checked against the list downloaded at ${clock(desk.list.generatedAt)} and sent when the connection is back.`
            : 'No arrival list of this slot was downloaded: check vouchers by hand.'}{' '}
          {desk.queue.length > 0 && <span>{scans(desk.queue.length)} waiting to be sent.</span>}
        </div>
      )}
      {!desk.offline && desk.queue.length > 0 && (
        <div className="checkin-banner" role="status">
          Sending {scans(desk.queue.length)} made offline…
        </div>
      )}
    </>
  );
});

/** The slot's expected, arrived and missing visitors, and when its list was saved for offline use. */
export const ArrivalStats = observer(function ArrivalStats({ desk }: { desk: CheckInDesk }) {
  const counts = desk.counts;
  return (
    <div className="checkin-stats" aria-label="Arrivals" role="group">
      <ArrivalStat id="stat-expected" label="Expected" value={counts?.expected} />
      <ArrivalStat id="stat-arrived" label="Arrived" value={counts?.arrived} tone="ok" />
      <ArrivalStat id="stat-missing" label="Missing" value={counts?.missing} tone="warn" />
      <p className="muted checkin-list-note">
        {desk.list
          ? `List saved for offline use at ${clock(desk.list.generatedAt)}.`
          : 'Downloading the arrival list…'}
      </p>
    </div>
  );
});

/** One arrival count, read out with its label. */
function ArrivalStat(props: { id: string; label: string; value: number | undefined; tone?: 'ok' | 'warn' }) {
  return (
    <div className={props.tone ? `checkin-stat checkin-stat-${props.tone}` : 'checkin-stat'}>
      <span className="checkin-stat-value" aria-describedby={props.id}>
        {props.value ?? '—'}
      </span>
      <span id={props.id} className="checkin-stat-label">
        {props.label}
      </span>
    </div>
  );
}

/** Every scan made at this desk, newest first, with its verdict. */
export const ScanLog = observer(function ScanLog({ desk }: { desk: CheckInDesk }) {
  return (
    <section className="panel" aria-labelledby="log-heading">
      <h2 id="log-heading" className="panel-title panel-pad">
        Scans at this desk
      </h2>
      {desk.log.length === 0 ? (
        <p className="muted panel-pad">No scans yet.</p>
      ) : (
        <ol className="checkin-log" aria-label="Scan log">
          {desk.log.map((entry) => (
            <li key={entry.id} data-outcome={entry.result.outcome}>
              <span className="mono">{clock(entry.at)}</span>{' '}
              <strong>{entry.result.checkIn?.undoneAt ? 'Undone' : HEADLINE[entry.result.outcome]}</strong>
              {entry.result.booking ? ` ${entry.result.booking.bookingId} ${entry.result.booking.name}` : ''}
              {entry.offline ? ' (offline)' : ''} — {entry.result.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
