import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CHECK_IN_UNDO_SECONDS } from '@tours/core/domain';
import { timestampLabel } from '../../lib/format';
import type { ScanEntry } from './checkin-desk';
import { HEADLINE } from './verdict';

/** The last scan's verdict: colour-coded, with who it is for and the undo while it is allowed. */
export const ResultPanel = observer(function ResultPanel({
  entry,
  onUndo,
  undoing,
  canAdmitAnyway,
  onAdmitAnyway,
}: {
  entry: ScanEntry | null;
  onUndo: () => void;
  undoing: boolean;
  /** Whether staff may overrule this refusal (the desk's canAdmitAnyway: core's rule, online only). */
  canAdmitAnyway: boolean;
  onAdmitAnyway: (entry: ScanEntry) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const undoUntil = entry?.result.undoUntil ? Date.parse(entry.result.undoUntil) : null;
  useEffect(() => {
    if (!undoUntil) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [undoUntil]);

  if (!entry) {
    return (
      <section className="checkin-result checkin-result-idle" aria-label="Scan result">
        <p className="checkin-result-title">Ready to scan</p>
        <p>Scan a voucher or type a booking reference.</p>
      </section>
    );
  }
  const { result } = entry;
  const ok = result.outcome === 'admitted';
  const undone = !!result.checkIn?.undoneAt;
  const canUndo = ok && !undone && !!undoUntil && undoUntil > now;
  const b = result.booking;
  return (
    <section
      className={`checkin-result ${undone ? 'checkin-result-undone' : ok ? 'checkin-result-ok' : 'checkin-result-refused'}`}
      aria-label="Scan result"
      data-outcome={result.outcome}
    >
      <p className="checkin-result-title">{undone ? 'Undone' : HEADLINE[result.outcome]}</p>
      <p className="checkin-result-message">{result.message}</p>
      {entry.offline && (
        <p className="checkin-result-note">
          Decided offline against the downloaded list{ok ? '; sent to the server when it is back' : ''}.
        </p>
      )}
      {b && (
        <dl className="checkin-facts">
          <div>
            <dt>Name</dt>
            <dd>{b.name}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className="mono">{b.bookingId}</dd>
          </div>
          <div>
            <dt>Ticket</dt>
            <dd>{b.ticketTitle}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>
              {b.bookingDateString}
              {b.timeSlot ? ` at ${b.timeSlot}` : ''}
            </dd>
          </div>
          <div>
            <dt>People</dt>
            <dd>
              {b.adultCount} adult{b.adultCount === 1 ? '' : 's'}, {b.childCount} child
              {b.childCount === 1 ? '' : 'ren'} — {b.admitted} of {b.partySize} in
            </dd>
          </div>
        </dl>
      )}
      {result.lastCheckIn && result.outcome !== 'admitted' && (
        <p className="checkin-result-note">
          Checked in {timestampLabel(result.lastCheckIn.scannedAt)}
          {result.lastCheckIn.by ? ` by ${result.lastCheckIn.by}` : ''}
          {result.lastCheckIn.device ? ` at ${result.lastCheckIn.device}` : ''}.
        </p>
      )}
      {result.checkIn?.override && (
        <p className="checkin-result-note">
          Admitted anyway{result.checkIn.by ? ` by ${result.checkIn.by}` : ''} despite the{' '}
          {HEADLINE[result.checkIn.override.outcome].toLowerCase()}: “{result.checkIn.override.reason}”
        </p>
      )}
      {canAdmitAnyway && (
        <button type="button" className="button" onClick={() => onAdmitAnyway(entry)}>
          Admit anyway…
        </button>
      )}
      {canUndo && (
        <button
          type="button"
          className="button"
          onClick={onUndo}
          disabled={undoing}
          aria-keyshortcuts="Alt+U"
        >
          Undo this check-in (
          {Math.min(CHECK_IN_UNDO_SECONDS, Math.max(0, Math.ceil((undoUntil! - now) / 1000)))} s)
        </button>
      )}
    </section>
  );
});
