import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, todayIn, weekPrices, type Weekday } from '@tours/core/domain';
import { PaxModal } from '@/features/booking/PaxModal';
import { TimeSlotPicker } from '@/components/TimeSlotPicker';
import { useTicket, useTimeSlots } from '@/features/booking/api';
import '@/features/booking/booking.css';
import { AvailabilityCalendar } from '@/components/AvailabilityCalendar';
import { BottomBar } from '@/components/BookingSummary';
import { ErrorNotice } from '@/components/ErrorNotice';
import { FlowPage } from '@/components/FlowPage';
import { StepCard } from '@/components/StepCard';
import { NoBooking } from '@/components/NoBooking';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking } from '@/stores/stores';

/** "Monday to Friday", "Saturday and Sunday": a run of days as people say it. */
function dayRange(days: readonly Weekday[]): string {
  return days.length > 2 ? `${days[0]} to ${days[days.length - 1]}` : days.join(' and ');
}

const DateSelectPage = observer(function DateSelectPage() {
  const booking = useBooking();
  const site = useSite();
  const navigate = useNavigate();
  const today = useMemo(() => todayIn(), []);
  usePageMeta(
    'Choose your date and time',
    'Pick the date, time slot and number of people for your Dubai experience.',
    site.name,
  );

  const slots = useTimeSlots(booking.ticketId, booking.bookingDate, booking.isTimeSlot);
  const ticket = useTicket(booking.ticketId);
  const chosenSlot =
    slots.status === 'success' ? slots.data.slots.find((s) => s.timeSlot === booking.timeSlot) : undefined;
  // The participants sheet stops at the seats left in the chosen slot, as read with its status.
  const slotSeatsLeft = chosenSlot ? chosenSlot.remaining : undefined;
  useEffect(() => {
    if (slotSeatsLeft !== undefined) booking.setSeatsLeft(slotSeatsLeft);
  }, [booking, slotSeatsLeft]);

  if (!booking.ticketId) return <NoBooking />;

  const money = (amount: number) => formatMoney(amount, booking.currency);
  const week = weekPrices(booking.pricing, booking.preferenceIndex);
  const dateChosen = booking.bookingDate !== '';
  const slotChosen = !booking.isTimeSlot || booking.timeSlot !== '';
  const selectedSlotStillOpen =
    !booking.isTimeSlot ||
    slots.status !== 'success' ||
    slots.data.slots.some((s) => s.timeSlot === booking.timeSlot && s.status === 'available');
  const ready = dateChosen && slotChosen && selectedSlotStillOpen;

  function next() {
    if (!ready) return;
    if (booking.countsProblem === null) navigate('/checkout');
    else booking.setPaxModalOpen(true);
  }

  /** After a date is picked, the next step (its time, or who is coming) comes into view. */
  function pickDate(date: string) {
    booking.selectDate(date);
    const next = document.getElementById(booking.isTimeSlot ? 'slot-title' : 'pax-title');
    const top = next?.getBoundingClientRect().top;
    if (!next || top === undefined || (top > 0 && top < window.innerHeight * 0.5)) return;
    // At once rather than smoothly: a tap on a time must not land while the page still glides.
    next.closest('section')?.scrollIntoView({ block: 'start' });
  }

  function toCheckout() {
    booking.setPaxModalOpen(false);
    navigate('/checkout');
  }

  const nextLabel = !dateChosen
    ? 'Choose a date'
    : !slotChosen || !selectedSlotStillOpen
      ? 'Choose a time'
      : booking.countsProblem === null
        ? 'Continue'
        : 'Select participants';

  return (
    <FlowPage
      step={1}
      header={
        <>
          <p className="eyebrow">
            <Link to={`/${booking.service}`}>{booking.ticketTitle}</Link>
          </p>
          <h1>Choose your date</h1>
          <p className="muted">All dates and times are in Dubai time.</p>
        </>
      }
      summaryAction={
        <button
          type="button"
          className="btn btn-primary btn-block summary-cta"
          disabled={!ready}
          onClick={next}
        >
          {nextLabel}
        </button>
      }
      footer={
        <>
          <BottomBar label={nextLabel} onContinue={next} disabled={!ready} />
          <PaxModal
            onContinue={toCheckout}
            childAges={ticket.status === 'success' ? ticket.data.childAgeRange : null}
          />
        </>
      }
    >
      <StepCard id="date-title" number={1} title="Date">
        {week && (
          <ul className="price-hint" aria-label="Prices per adult">
            <li>
              <span>{dayRange(week.weekDays.days)}</span> <strong>{money(week.weekDays.prices.adult)}</strong>
            </li>
            <li className="is-weekend">
              <span>{dayRange(week.weekEnds.days)}</span> <strong>{money(week.weekEnds.prices.adult)}</strong>
            </li>
          </ul>
        )}
        <AvailabilityCalendar
          ticketId={booking.ticketId}
          preferenceIndex={booking.preferenceIndex}
          today={today}
          selected={booking.bookingDate}
          onSelect={pickDate}
        />
        {booking.attractionClosed.length > 0 && (
          <p className="muted small">Closed every {booking.attractionClosed.join(', ')}.</p>
        )}
      </StepCard>

      {booking.isTimeSlot && (
        <StepCard id="slot-title" number={2} title="Time">
          {!dateChosen && <p className="muted">Choose a date to see the available times.</p>}
          {dateChosen && slots.status === 'loading' && (
            <div className="skeleton slot-skeleton" aria-hidden="true" />
          )}
          {dateChosen && slots.status === 'error' && (
            <ErrorNotice error={slots.error} what="the time slots" onRetry={slots.retry} />
          )}
          {dateChosen && slots.status === 'success' && (
            <TimeSlotPicker
              slots={slots.data.slots}
              selected={booking.timeSlot}
              onSelect={booking.selectTimeSlot}
            />
          )}
        </StepCard>
      )}

      <StepCard id="pax-title" number={booking.isTimeSlot ? 3 : 2} title="Participants">
        <p className="muted">
          {booking.adultCount + booking.childCount > 0
            ? `${booking.adultCount} adult${booking.adultCount === 1 ? '' : 's'}, ${booking.childCount} child${booking.childCount === 1 ? '' : 'ren'}`
            : 'How many people are coming?'}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!ready}
          onClick={() => booking.setPaxModalOpen(true)}
        >
          {booking.adultCount + booking.childCount > 0 ? 'Change participants' : 'Select participants'}
        </button>
      </StepCard>
    </FlowPage>
  );
});

export default DateSelectPage;
