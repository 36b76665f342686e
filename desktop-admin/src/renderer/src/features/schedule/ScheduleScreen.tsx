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
import type { BlockedDate, UpcomingBlock } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
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
  const app = useApp();
  const choice = useTicketChoice();
  const { ticket } = choice;
  const today = todayIn();
  const [date, setDate] = useState(today);
  const [busy, setBusy] = useState<string | null>(null);
  const [toCancel, setToCancel] = useState<SlotToCancel | null>(null);
  const [toBlock, setToBlock] = useState<BlockTarget | null>(null);
  /** Asks to cancel every booking of the chosen date's slot (null: of the whole day, for a day ticket). */
  const cancelBookingsOf = (timeSlot: string | null) => {
    if (ticket) setToCancel({ ticketId: ticket._id, ticketTitle: ticket.title, bookingDate: date, timeSlot });
  };

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
  const selectedBlock = blockedByDate.get(date);
  /** The reason and author of the selected date's blocks (the whole day under null). */
  const blockOn = (timeSlot: string | null) =>
    upcomingBlocks.data?.find((b) => b.date === date && b.timeSlot === timeSlot);
  const dayBlock = blockOn(null);
  const closedDays = (ticket?.attractionClosed ?? []).map((d) => WEEKDAYS.indexOf(d));
  const day: DateStatus = dateStatus({
    date,
    today,
    blockedDates: [...blockedByDate.keys()],
    attractionClosed: ticket?.attractionClosed ?? [],
  });
  const dateWide = slots.data ? dateWideReason(slots.data.slots) : undefined;
  // Late in the day a date is still open by the calendar while none of its slots can be sold any more.
  const allStarted = !!slots.data?.slots.length && slots.data.slots.every((s) => s.reason === 'past');

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
    else setToBlock({ date, timeSlot: null });
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
    else setToBlock({ date, timeSlot });
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
            <section className="panel panel-pad" aria-labelledby="calendar-heading">
              <h2 id="calendar-heading" className="panel-title">
                Calendar
              </h2>
              <DayPicker
                mode="single"
                required
                selected={toPickerDate(date)}
                onSelect={(d) => d && setDate(fromPickerDate(d))}
                defaultMonth={toPickerDate(date)}
                weekStartsOn={1}
                disabled={{ before: toPickerDate(today) }}
                modifiers={{
                  blocked: [...blockedByDate.keys()].map(toPickerDate),
                  closed: { dayOfWeek: closedDays },
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

            <section className="panel panel-pad" aria-labelledby="day-heading">
              <h2 id="day-heading" className="panel-title">
                {dateLabel(date)}
              </h2>
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
                  onClick={toggleDate}
                  disabled={busy !== null || date < today}
                >
                  {busy === 'date' ? 'Saving…' : selectedBlock ? 'Unblock this date' : 'Block this date'}
                </button>
              </div>
              {dayBlock && <BlockReason block={dayBlock} />}

              <h3 className="section-title">Time slots</h3>
              {!ticket.isTimeSlot ? (
                <>
                  <p className="muted">This ticket is sold without time slots.</p>
                  {date >= today && (
                    <button
                      type="button"
                      className="button button-danger-ghost"
                      onClick={() => cancelBookingsOf(null)}
                    >
                      Cancel all bookings of this date
                    </button>
                  )}
                </>
              ) : slots.error ? (
                <ErrorState error={slots.error} onRetry={() => void slots.reload({ force: true })} />
              ) : !slots.data ? (
                <Spinner label="Loading slots" />
              ) : slots.data.slots.length === 0 ? (
                <p className="muted">No slots on this date.</p>
              ) : (
                <>
                  {dateWide === 'dateBlocked' ? (
                    <p className="note" id="slots-note">
                      The whole date is blocked, so no slot can be booked. Unblock the date above to open
                      them; a slot blocked on its own stays blocked.
                    </p>
                  ) : dateWide === 'weekdayClosed' ? (
                    <p className="note" id="slots-note">
                      {ticket.title} is closed every {weekdayOf(date)}, so no slot can be booked. There is
                      nothing to unblock: change the ticket&apos;s closed weekdays to sell this day.
                    </p>
                  ) : dateWide === 'tooFar' ? (
                    <p className="note" id="slots-note">
                      Visitors can book up to {BOOKING_HORIZON_DAYS} days ahead; these slots go on sale on{' '}
                      {dateLabel(addDays(date, -BOOKING_HORIZON_DAYS))}.
                    </p>
                  ) : null}
                  <table className="table" aria-describedby={dateWide ? 'slots-note' : undefined}>
                    <TableHead columns={['Slot', 'Status', { label: 'Seats left', className: 'num' }]} />
                    <tbody>
                      {slots.data.slots.map((s) => (
                        <SlotRow
                          key={s.timeSlot}
                          slot={s}
                          capacity={ticket.capacityPerSlot}
                          busy={busy}
                          block={blockOn(s.timeSlot)}
                          onToggle={(action) => toggleSlot(s.timeSlot, action)}
                          onCancelBookings={() => cancelBookingsOf(s.timeSlot)}
                        />
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>

            <UpcomingBlocks
              blocks={upcomingBlocks}
              busy={busy !== null}
              onPick={setDate}
              onUnblock={unblock}
            />
          </div>
        )}
      </TicketChoiceState>
      {toCancel && <CancelSlotDialog slot={toCancel} onClose={() => setToCancel(null)} />}
      {toBlock && ticket && <BlockDialog ticket={ticket} target={toBlock} onClose={() => setToBlock(null)} />}
    </>
  );
});

export default ScheduleScreen;
