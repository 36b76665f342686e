import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { currentOrNextSlot, timeOfDayIn, todayIn } from '@tours/core/domain';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { TicketChoiceFields, TicketChoiceState } from '../../components/TicketChoiceFields';
import { notify } from '../../lib/toast';
import { useTicketChoice } from '../../lib/use-ticket-choice';
import { CameraPanel } from './CameraPanel';
import { HelpText } from './CheckInHelp';
import { ArrivalsList, ConflictsBanner } from './CheckInPanels';
import { AdmitAnywayDialog } from './AdmitAnywayDialog';
import { CheckInDesk, type ScanEntry } from './checkin-desk';
import { ResultPanel } from './ResultPanel';
import { playVerdict, unlockSound } from './sound';
import { clock, HEADLINE } from './verdict';
import './checkin.css';

const scans = (n: number) => `${n} scan${n === 1 ? '' : 's'}`;

const CheckInScreen = observer(function CheckInScreen() {
  const app = useApp();
  const [desk] = useState(() => new CheckInDesk(app.api));
  const choice = useTicketChoice();
  const { ticket } = choice;
  const [date, setDate] = useState(() => todayIn());
  const [slot, setSlot] = useState<string>('');
  const [code, setCode] = useState('');
  const [count, setCount] = useState('');
  const [undoing, setUndoing] = useState(false);
  const [overruling, setOverruling] = useState<ScanEntry | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const slots = useMemo(() => (ticket?.isTimeSlot ? ticket.timeSlots : []), [ticket]);
  useEffect(() => {
    if (slots.length && !slots.includes(slot)) setSlot(currentOrNextSlot(slots, timeOfDayIn()) ?? slots[0]!);
    if (!slots.length && slot) setSlot('');
  }, [slots, slot]);

  const gateReady = !!ticket && (!ticket.isTimeSlot || slots.includes(slot));
  const gateKey = gateReady ? `${ticket!._id}|${date}|${slot}` : null;
  useEffect(() => {
    if (!gateReady || !ticket) return;
    void desk.openGate({
      ticketId: ticket._id,
      bookingDate: date,
      timeSlot: ticket.isTimeSlot ? slot : null,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- gateKey stands for the selection
  }, [gateKey, desk]);

  // Scans decided offline go out as soon as the API answers again (asked every 5 s meanwhile), and
  // while online the list follows the other desks and late bookings every 20 s.
  useEffect(() => {
    const retry = () => void desk.refreshList();
    window.addEventListener('online', retry);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      if (desk.queue.length || desk.offline || ticks % 4 === 0) retry();
    }, 5000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [desk]);

  const submit = async (raw: string, source: 'camera' | 'scanner' | 'typed') => {
    if (!raw.trim() || desk.busy) return;
    const n = count.trim() ? Number(count) : undefined;
    try {
      const entry = await desk.scan(raw, source, n);
      if (entry) playVerdict(entry.result.outcome === 'admitted');
      setCount('');
    } catch (error) {
      playVerdict(false);
      notify.error(error, 'Check-in failed');
    }
  };

  const undo = async () => {
    setUndoing(true);
    try {
      // The verdict panel says it (and is announced); a toast would say it twice.
      await desk.undoLast();
    } catch (error) {
      notify.error(error, 'Could not undo');
    } finally {
      setUndoing(false);
      input.current?.focus();
    }
  };

  const admitAnyway = async (reason: string) => {
    if (!overruling) return;
    try {
      const entry = await desk.admitAnyway(overruling, reason);
      playVerdict(entry.result.outcome === 'admitted');
      setOverruling(null);
    } catch (error) {
      notify.error(error, 'Could not admit');
    } finally {
      input.current?.focus();
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.key.toLowerCase() === 'u') {
        if (desk.last?.result.undoUntil && !desk.last.result.checkIn?.undoneAt) {
          event.preventDefault();
          void undo();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    unlockSound();
    const value = code;
    setCode('');
    // A handheld scanner types the secret faster than a person; a reference is typed.
    void submit(value, /^DXB-/i.test(value.trim()) ? 'typed' : 'scanner').then(() => input.current?.focus());
  };

  const counts = desk.counts;
  return (
    <>
      <PageHeader
        title="Check-in"
        subtitle="Admit visitors at the entrance by scanning their vouchers: camera, handheld scanner or a typed reference."
      />
      <HelpText />
      <div className="toolbar">
        <TicketChoiceFields choice={choice} ticketFieldId="checkin-ticket" />
        <div className="toolbar-field">
          <label htmlFor="checkin-date">Date</label>
          <input
            id="checkin-date"
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        </div>
        {ticket?.isTimeSlot && (
          <div className="toolbar-field">
            <label htmlFor="checkin-slot">Time slot</label>
            <select id="checkin-slot" value={slot} onChange={(e) => setSlot(e.target.value)}>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="toolbar-field">
          <label htmlFor="checkin-device">Desk name</label>
          <input
            id="checkin-device"
            value={desk.device}
            maxLength={60}
            placeholder="e.g. North gate"
            onChange={(e) => desk.setDevice(e.target.value)}
          />
        </div>
      </div>

      <TicketChoiceState
        choice={choice}
        emptyTitle="This service has no tickets"
        emptyText="Choose another service."
      >
        {() => (
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
            <ConflictsBanner desk={desk} />

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

            <div className="checkin-grid">
              <section className="panel panel-pad" aria-labelledby="scan-heading">
                <h2 id="scan-heading" className="panel-title">
                  Scan
                </h2>
                <form className="checkin-form" onSubmit={onSubmit}>
                  <div className="field">
                    <label htmlFor="checkin-code">Voucher code or booking reference</label>
                    <input
                      id="checkin-code"
                      ref={input}
                      value={code}
                      onChange={(e) => setCode(e.target.value)}
                      autoComplete="off"
                      spellCheck={false}
                      autoFocus
                      aria-describedby="checkin-code-hint"
                    />
                    <p id="checkin-code-hint" className="field-hint">
                      A handheld scanner types here and presses Enter by itself.
                    </p>
                  </div>
                  <div className="field checkin-count">
                    <label htmlFor="checkin-count">People arriving now</label>
                    <input
                      id="checkin-count"
                      type="number"
                      min={1}
                      max={100}
                      inputMode="numeric"
                      value={count}
                      placeholder="All"
                      onChange={(e) => setCount(e.target.value)}
                    />
                  </div>
                  <button
                    type="submit"
                    className="button button-primary"
                    disabled={desk.busy || !code.trim()}
                  >
                    Check in
                  </button>
                </form>
                <CameraPanel onCode={(c) => void submit(c, 'camera')} />
              </section>
              <div aria-live="assertive" aria-atomic="true">
                <ResultPanel
                  entry={desk.last}
                  onUndo={() => void undo()}
                  undoing={undoing}
                  canAdmitAnyway={desk.canAdmitAnyway(desk.last)}
                  onAdmitAnyway={setOverruling}
                />
              </div>
            </div>

            <div className="checkin-grid">
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
                        <strong>
                          {entry.result.checkIn?.undoneAt ? 'Undone' : HEADLINE[entry.result.outcome]}
                        </strong>
                        {entry.result.booking
                          ? ` ${entry.result.booking.bookingId} ${entry.result.booking.name}`
                          : ''}
                        {entry.offline ? ' (offline)' : ''} — {entry.result.message}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <section className="panel" aria-labelledby="arrivals-heading">
                <h2 id="arrivals-heading" className="panel-title panel-pad">
                  Arrival list
                </h2>
                <ArrivalsList desk={desk} />
              </section>
            </div>
          </>
        )}
      </TicketChoiceState>
      {overruling && (
        <AdmitAnywayDialog
          entry={overruling}
          onAdmit={admitAnyway}
          onClose={() => {
            setOverruling(null);
            input.current?.focus();
          }}
        />
      )}
    </>
  );
});

export default CheckInScreen;

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
