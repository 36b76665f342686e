import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Ticket } from '@tours/core/schemas';
import { currentOrNextSlot, timeOfDayIn, todayIn } from '@tours/core/domain';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { TicketChoiceFields, TicketChoiceState } from '../../components/TicketChoiceFields';
import { notify } from '../../lib/toast';
import { useTicketChoice } from '../../lib/use-ticket-choice';
import { CameraPanel } from './CameraPanel';
import { HelpText } from './CheckInHelp';
import { ArrivalStats, ArrivalsList, ConflictsBanner, OfflineBanners, ScanLog } from './CheckInPanels';
import { AdmitAnywayDialog } from './AdmitAnywayDialog';
import { CheckInDesk, type ScanEntry } from './checkin-desk';
import { ResultPanel } from './ResultPanel';
import { playVerdict, unlockSound } from './sound';
import './checkin.css';

const CheckInScreen = observer(function CheckInScreen() {
  const app = useApp();
  const [desk] = useState(() => new CheckInDesk(app.api));
  const choice = useTicketChoice();
  const { ticket } = choice;
  const [date, setDate] = useState(() => todayIn());
  const { slots, slot, setSlot } = useGateSlot(ticket);
  useOpenGate(desk, ticket, date, slots, slot);
  useListRefresh(desk);
  const input = useRef<HTMLInputElement>(null);
  const scanning = useScanning(desk, input);
  const undo = useUndo(desk, input);
  const overrule = useAdmitAnyway(desk, input);

  return (
    <>
      <PageHeader
        title="Check-in"
        subtitle="Admit visitors at the entrance by scanning their vouchers: camera, handheld scanner or a typed reference."
      />
      <HelpText />
      <div className="toolbar">
        <TicketChoiceFields choice={choice} ticketFieldId="checkin-ticket" />
        <GateFields date={date} onDate={setDate} ticket={ticket} slots={slots} slot={slot} onSlot={setSlot} />
        <DeskNameField desk={desk} />
      </div>

      <TicketChoiceState
        choice={choice}
        emptyTitle="This service has no tickets"
        emptyText="Choose another service."
      >
        {() => (
          <>
            <OfflineBanners desk={desk} />
            <ConflictsBanner desk={desk} />
            <ArrivalStats desk={desk} />
            <div className="checkin-grid">
              <ScanPanel desk={desk} input={input} scanning={scanning} />
              <div aria-live="assertive" aria-atomic="true">
                <ResultPanel
                  entry={desk.last}
                  onUndo={() => void undo.run()}
                  undoing={undo.undoing}
                  canAdmitAnyway={desk.canAdmitAnyway(desk.last)}
                  onAdmitAnyway={overrule.start}
                />
              </div>
            </div>
            <div className="checkin-grid">
              <ScanLog desk={desk} />
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
      {overrule.entry && (
        <AdmitAnywayDialog entry={overrule.entry} onAdmit={overrule.admit} onClose={overrule.cancel} />
      )}
    </>
  );
});

export default CheckInScreen;

/** The ticket's time slots and the one chosen: the current or next slot until staff pick another. */
function useGateSlot(ticket: Ticket | undefined) {
  const [slot, setSlot] = useState<string>('');
  const slots = useMemo(() => (ticket?.isTimeSlot ? ticket.timeSlots : []), [ticket]);
  useEffect(() => {
    if (slots.length && !slots.includes(slot)) setSlot(currentOrNextSlot(slots, timeOfDayIn()) ?? slots[0]!);
    if (!slots.length && slot) setSlot('');
  }, [slots, slot]);
  return { slots, slot, setSlot };
}

/** Opens the desk's gate (its arrival list) for the ticket, day and slot once they are all chosen. */
function useOpenGate(
  desk: CheckInDesk,
  ticket: Ticket | undefined,
  date: string,
  slots: string[],
  slot: string,
) {
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
}

/**
 * Scans decided offline go out as soon as the API answers again (asked every 5 s meanwhile), and
 * while online the list follows the other desks and late bookings every 20 s.
 */
function useListRefresh(desk: CheckInDesk) {
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
}

type Scanning = ReturnType<typeof useScanning>;

/** The typed code and party count, and a scan from the form, a handheld scanner or the camera. */
function useScanning(desk: CheckInDesk, input: RefObject<HTMLInputElement | null>) {
  const [code, setCode] = useState('');
  const [count, setCount] = useState('');

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    unlockSound();
    const value = code;
    setCode('');
    // A handheld scanner types the secret faster than a person; a reference is typed.
    void submit(value, /^DXB-/i.test(value.trim()) ? 'typed' : 'scanner').then(() => input.current?.focus());
  };

  return { code, setCode, count, setCount, submit, onSubmit };
}

/** Undoing the last admission, from its button or Alt+U while the undo is still allowed. */
function useUndo(desk: CheckInDesk, input: RefObject<HTMLInputElement | null>) {
  const [undoing, setUndoing] = useState(false);
  const run = async () => {
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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.key.toLowerCase() === 'u') {
        if (desk.last?.result.undoUntil && !desk.last.result.checkIn?.undoneAt) {
          event.preventDefault();
          void run();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return { undoing, run };
}

/** A refusal staff overrule: the scan being overruled, while its dialog is open. */
function useAdmitAnyway(desk: CheckInDesk, input: RefObject<HTMLInputElement | null>) {
  const [entry, setEntry] = useState<ScanEntry | null>(null);
  const admit = async (reason: string) => {
    if (!entry) return;
    try {
      const admitted = await desk.admitAnyway(entry, reason);
      playVerdict(admitted.result.outcome === 'admitted');
      setEntry(null);
    } catch (error) {
      notify.error(error, 'Could not admit');
    } finally {
      input.current?.focus();
    }
  };
  const cancel = () => {
    setEntry(null);
    input.current?.focus();
  };
  return { entry, start: setEntry, admit, cancel };
}

/** The day and, for a time-slot ticket, the slot whose arrivals this desk checks. */
function GateFields(props: {
  date: string;
  onDate: (date: string) => void;
  ticket: Ticket | undefined;
  slots: string[];
  slot: string;
  onSlot: (slot: string) => void;
}) {
  return (
    <>
      <div className="toolbar-field">
        <label htmlFor="checkin-date">Date</label>
        <input
          id="checkin-date"
          type="date"
          value={props.date}
          onChange={(e) => e.target.value && props.onDate(e.target.value)}
        />
      </div>
      {props.ticket?.isTimeSlot && (
        <div className="toolbar-field">
          <label htmlFor="checkin-slot">Time slot</label>
          <select id="checkin-slot" value={props.slot} onChange={(e) => props.onSlot(e.target.value)}>
            {props.slots.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

/** The desk's name, recorded with each scan it sends. */
const DeskNameField = observer(function DeskNameField({ desk }: { desk: CheckInDesk }) {
  return (
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
  );
});

/** The code field, the party count and the camera: the ways a voucher reaches the desk. */
const ScanPanel = observer(function ScanPanel({
  desk,
  input,
  scanning,
}: {
  desk: CheckInDesk;
  input: RefObject<HTMLInputElement | null>;
  scanning: Scanning;
}) {
  const { code, setCode, count, setCount, submit, onSubmit } = scanning;
  return (
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
        <button type="submit" className="button button-primary" disabled={desk.busy || !code.trim()}>
          Check in
        </button>
      </form>
      <CameraPanel onCode={(c) => void submit(c, 'camera')} />
    </section>
  );
});
