import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  dateStatus,
  fromPickerDate,
  todayIn,
  toPickerDate,
  weekdayOf,
  WEEKDAYS,
  type DateStatus,
} from '@tours/core/domain';
import type { BlockedDatesQuery } from '@tours/core/api';
import type { BlockedDate, Ticket, UpcomingBlock } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { WaitingLists } from './WaitingLists';
import { useApp } from '../../lib/app-context';
import { TicketChoiceFields, TicketChoiceState } from '../../components/TicketChoiceFields';
import { ErrorState, Spinner } from '../../components/States';
import { TableHead } from '../../components/TableHead';
import { dateLabel } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { useTicketChoice } from '../../lib/use-ticket-choice';
import { dateWideReason } from './slot-actions';
import { CancelSlotDialog, type SlotToCancel } from './CancelSlotDialog';
import { BlockDialog, type BlockTarget } from './BlockDialog';
import { UpcomingBlocks } from './UpcomingBlocks';
import { BlockReason, SlotRow } from './SlotRow';

const BLOCKED_TAGS = ['BlockedDate'] as const;
const UPCOMING_TAGS = ['BlockedDate', 'TimeSlot'] as const;
const SLOT_TAGS = ['TimeSlot'] as const;

const ScheduleScreen = observer(function ScheduleScreen() {
  const choice = useTicketChoice();
  const { ticket } = choice;
  const today = todayIn();
  const [date, setDate] = useState(today);
  const [toCancel, setToCancel] = useState<SlotToCancel | null>(null);
  const [toBlock, setToBlock] = useState<BlockTarget | null>(null);
  const schedule = useSchedule(ticket, date);
  const actions = useScheduleActions(ticket, date, schedule.selectedBlock, setToBlock);
  const dayBlock = schedule.blockOn(null);
  /** Asks to cancel every booking of the chosen date's slot (null: of the whole day, for a day ticket). */
  const cancelBookingsOf = (timeSlot: string | null) => {
    if (ticket) setToCancel({ ticketId: ticket._id, ticketTitle: ticket.title, bookingDate: date, timeSlot });
  };

  return (
    <>
      <PageHeader
        title="Dates & slots"
        subtitle="Close a date or a time slot when an attraction tells us; the storefront stops selling it at once."
        toolbar={<TicketChoiceFields choice={choice} ticketFieldId="schedule-ticket" />}
      />
      <TicketChoiceState
        choice={choice}
        emptyTitle="This service has no tickets yet"
        emptyText="Create a ticket first, then manage its dates here."
      >
        {(ticket) => (
          <div className="schedule-grid">
            <ScheduleCalendar
              date={date}
              today={today}
              blockedDates={[...schedule.blockedByDate.keys()]}
              closedDays={(ticket.attractionClosed ?? []).map((d) => WEEKDAYS.indexOf(d))}
              onPick={setDate}
            />
            <section className="panel panel-pad" aria-labelledby="day-heading">
              <h2 id="day-heading" className="panel-title">
                {dateLabel(date)}
              </h2>
              <DayStatus ticket={ticket} date={date} today={today} schedule={schedule} actions={actions} />
              {dayBlock && <BlockReason block={dayBlock} />}

              <h3 className="section-title">Time slots</h3>
              <DaySlots
                ticket={ticket}
                date={date}
                today={today}
                schedule={schedule}
                actions={actions}
                onCancelBookings={cancelBookingsOf}
              />
            </section>

            <UpcomingBlocks
              blocks={schedule.upcomingBlocks}
              busy={actions.busy !== null}
              onPick={setDate}
              onUnblock={actions.unblock}
            />
            <WaitingLists ticketId={ticket._id} />
          </div>
        )}
      </TicketChoiceState>
      {toCancel && <CancelSlotDialog slot={toCancel} onClose={() => setToCancel(null)} />}
      {toBlock && ticket && <BlockDialog ticket={ticket} target={toBlock} onClose={() => setToBlock(null)} />}
    </>
  );
});

export default ScheduleScreen;

type Schedule = ReturnType<typeof useSchedule>;
type ScheduleActions = ReturnType<typeof useScheduleActions>;

/** The ticket's blocked dates, its blocks from today on and the chosen date's slots. */
function useSchedule(ticket: Ticket | undefined, date: string) {
  const app = useApp();
  const blocked = useQuery(
    (q: { service: string; ticketId: string }, o) => app.api.getBlockedDates(q, o),
    ticket ? { service: ticket.service, ticketId: ticket._id } : null,
    BLOCKED_TAGS,
  );
  const upcomingBlocks = useQuery(
    (q: BlockedDatesQuery, o) => app.api.getUpcomingBlocks(q, o),
    ticket ? { service: ticket.service, ticketId: ticket._id } : null,
    UPCOMING_TAGS,
  );
  const slots = useQuery(
    (q: { dateForSlot: string; ticketId: string }, o) => app.api.getTimeSlots(q, o),
    ticket?.isTimeSlot ? { dateForSlot: date, ticketId: ticket._id } : null,
    SLOT_TAGS,
  );
  const blockedByDate = useMemo(() => {
    const map = new Map<string, BlockedDate>();
    for (const b of blocked.data ?? []) map.set(b.blockedDate.slice(0, 10), b);
    return map;
  }, [blocked.data]);
  /** The reason and author of the selected date's blocks (the whole day under null). */
  const blockOn = (timeSlot: string | null) =>
    upcomingBlocks.data?.find((b) => b.date === date && b.timeSlot === timeSlot);
  return { upcomingBlocks, slots, blockedByDate, selectedBlock: blockedByDate.get(date), blockOn };
}

/** Blocking and opening again the date, its slots and the upcoming blocks, one at a time. */
function useScheduleActions(
  ticket: Ticket | undefined,
  date: string,
  selectedBlock: BlockedDate | undefined,
  askToBlock: (target: BlockTarget) => void,
) {
  const app = useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(null);
    }
  };

  // Closing asks first, with a reason (BlockDialog); opening again is one click.
  const toggleDate = () => {
    if (!ticket) return;
    if (selectedBlock)
      void run('date', () => app.api.unblockDate(selectedBlock._id), `${dateLabel(date)} is open again`);
    else askToBlock({ date, timeSlot: null });
  };

  const unblockSlot = (on: string, timeSlot: string) => {
    if (!ticket) return;
    const input = { date: on, ticketId: ticket._id, service: ticket.service, timeSlot };
    void run(
      `slot-${timeSlot}`,
      () => app.api.unblockTimeSlot(input),
      `${timeSlot} on ${dateLabel(on)} is open again`,
    );
  };

  const toggleSlot = (timeSlot: string, action: 'block' | 'unblock') => {
    if (action === 'unblock') unblockSlot(date, timeSlot);
    else askToBlock({ date, timeSlot });
  };

  const unblock = (block: UpcomingBlock) => {
    if (block.timeSlot) unblockSlot(block.date, block.timeSlot);
    else
      void run(
        `u-${block._id}`,
        () => app.api.unblockDate(block._id),
        `${dateLabel(block.date)} is open again`,
      );
  };

  return { busy, toggleDate, toggleSlot, unblock };
}

/** The month to pick a date in, with blocked dates and closed weekdays marked. */
function ScheduleCalendar(props: {
  date: string;
  today: string;
  blockedDates: string[];
  closedDays: number[];
  onPick: (date: string) => void;
}) {
  return (
    <section className="panel panel-pad" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="panel-title">
        Calendar
      </h2>
      <DayPicker
        mode="single"
        required
        selected={toPickerDate(props.date)}
        onSelect={(d) => d && props.onPick(fromPickerDate(d))}
        defaultMonth={toPickerDate(props.date)}
        weekStartsOn={1}
        disabled={{ before: toPickerDate(props.today) }}
        modifiers={{
          blocked: props.blockedDates.map(toPickerDate),
          closed: { dayOfWeek: props.closedDays },
        }}
        modifiersClassNames={{ blocked: 'day-blocked', closed: 'day-closed' }}
        footer={
          <p className="legend">
            <span className="legend-item">
              <span className="swatch swatch-blocked" /> Blocked
            </span>
            <span className="legend-item">
              <span className="swatch swatch-closed" /> Closed weekday
            </span>
            <span className="legend-item">
              <span className="swatch swatch-selected" /> Selected
            </span>
          </p>
        }
      />
    </section>
  );
}

/** Whether the chosen date is open for booking, and the button that blocks it or opens it again. */
const DayStatus = observer(function DayStatus({
  ticket,
  date,
  today,
  schedule,
  actions,
}: {
  ticket: Ticket;
  date: string;
  today: string;
  schedule: Schedule;
  actions: ScheduleActions;
}) {
  const { selectedBlock, slots } = schedule;
  const { busy } = actions;
  const day: DateStatus = dateStatus({
    date,
    today,
    blockedDates: [...schedule.blockedByDate.keys()],
    attractionClosed: ticket.attractionClosed ?? [],
  });
  // Late in the day a date is still open by the calendar while none of its slots can be sold any more.
  const allStarted = !!slots.data?.slots.length && slots.data.slots.every((s) => s.reason === 'past');
  return (
    <div className="day-status">
      {day === 'blocked' ? (
        <span className="badge badge-danger">Blocked for {ticket.title}</span>
      ) : day === 'closed' ? (
        <span className="badge badge-muted">Closed every {weekdayOf(date)}</span>
      ) : day === 'tooFar' ? (
        <span className="badge badge-muted">Beyond the booking horizon</span>
      ) : day === 'past' ? (
        <span className="badge badge-muted">Past</span>
      ) : allStarted ? (
        <span className="badge badge-muted">Every slot has started</span>
      ) : (
        <span className="badge badge-success">Open for booking</span>
      )}
      <button
        type="button"
        className={selectedBlock ? 'button' : 'button button-danger'}
        onClick={actions.toggleDate}
        disabled={busy !== null || date < today}
      >
        {busy === 'date' ? 'Saving…' : selectedBlock ? 'Unblock this date' : 'Block this date'}
      </button>
    </div>
  );
});

/** The chosen date's slots with their seats and actions, or what a day ticket offers instead. */
const DaySlots = observer(function DaySlots({
  ticket,
  date,
  today,
  schedule,
  actions,
  onCancelBookings,
}: {
  ticket: Ticket;
  date: string;
  today: string;
  schedule: Schedule;
  actions: ScheduleActions;
  onCancelBookings: (timeSlot: string | null) => void;
}) {
  const { slots } = schedule;
  if (!ticket.isTimeSlot)
    return (
      <>
        <p className="muted">This ticket is sold without time slots.</p>
        {date >= today && (
          <button type="button" className="button button-danger-ghost" onClick={() => onCancelBookings(null)}>
            Cancel all bookings of this date
          </button>
        )}
      </>
    );
  if (slots.error)
    return <ErrorState error={slots.error} onRetry={() => void slots.reload({ force: true })} />;
  if (!slots.data) return <Spinner label="Loading slots" />;
  if (slots.data.slots.length === 0) return <p className="muted">No slots on this date.</p>;
  const dateWide = dateWideReason(slots.data.slots);
  return (
    <>
      <DateWideNote reason={dateWide} ticket={ticket} date={date} />
      <table className="table" aria-describedby={dateWide ? 'slots-note' : undefined}>
        <TableHead columns={['Slot', 'Status', { label: 'Seats left', className: 'num' }]} />
        <tbody>
          {slots.data.slots.map((s) => (
            <SlotRow
              key={s.timeSlot}
              slot={s}
              capacity={ticket.capacityPerSlot}
              busy={actions.busy}
              block={schedule.blockOn(s.timeSlot)}
              onToggle={(action) => actions.toggleSlot(s.timeSlot, action)}
              onCancelBookings={() => onCancelBookings(s.timeSlot)}
            />
          ))}
        </tbody>
      </table>
    </>
  );
});

/** Why no slot of the date can be booked when the reason is the whole date's, not a slot's. */
function DateWideNote({
  reason,
  ticket,
  date,
}: {
  reason: ReturnType<typeof dateWideReason>;
  ticket: Ticket;
  date: string;
}) {
  if (reason === 'dateBlocked')
    return (
      <p className="note" id="slots-note">
        The whole date is blocked, so no slot can be booked. Unblock the date above to open them; a slot
        blocked on its own stays blocked.
      </p>
    );
  if (reason === 'weekdayClosed')
    return (
      <p className="note" id="slots-note">
        {ticket.title} is closed every {weekdayOf(date)}, so no slot can be booked. There is nothing to
        unblock: change the ticket&apos;s closed weekdays to sell this day.
      </p>
    );
  if (reason === 'tooFar')
    return (
      <p className="note" id="slots-note">
        Visitors can book up to {BOOKING_HORIZON_DAYS} days ahead; these slots go on sale on{' '}
        {dateLabel(addDays(date, -BOOKING_HORIZON_DAYS))}.
      </p>
    );
  return null;
}
