import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, todayIn, weekPrices, type DayStatus, type Weekday } from '@tours/core/domain';
import { PaxModal } from '@/features/booking/PaxModal';
import { JoinWaitlist } from '@/features/waitlist/JoinWaitlist';
import { TimeSlotPicker } from '@/components/TimeSlotPicker';
import { useDayStatus, useTicket, useTimeSlots } from '@/features/booking/api';
import '@/features/booking/booking.css';
import { AvailabilityCalendar } from '@/components/AvailabilityCalendar';
import { BottomBar } from '@/components/BookingSummary';
import { ErrorNotice } from '@/components/ErrorNotice';
import { FlowPage } from '@/components/FlowPage';
import { StepCard } from '@/components/StepCard';
import { NoBooking } from '@/components/NoBooking';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitDateText } from '@/lib/dates';
import { weekdayList, weekdayName } from '@/lib/weekdays';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking } from '@/stores/stores';

/** "Monday to Friday", "Saturday and Sunday": a run of days as people say it, in the page's language. */
function dayRange(i18n: I18n, days: readonly Weekday[]): string {
  const names = days.map((day) => weekdayName(i18n, day));
  const first = names[0] ?? '';
  const last = names[names.length - 1] ?? '';
  if (names.length > 2) return i18n._(msg`${first} to ${last}`);
  return names.length === 2 ? i18n._(msg`${first} and ${last}`) : first;
}

/**
 * A sold-out time of the chosen date can be waited for: one "Join the waiting list" per sold-out
 * slot, each opening its own form.
 */
const SoldOutWaitlists = observer(function SoldOutWaitlists({ soldOut }: { soldOut: string[] }) {
  const { t } = useLingui();
  const booking = useBooking();
  if (soldOut.length === 0) return null;
  return (
    <div className="waitlist-box">
      <p className="muted small">
        <Trans>
          Sold out? Join the waiting list: if seats come back, we hold them for you and send you a link to
          pay.
        </Trans>
      </p>
      {soldOut.map((timeSlot) => (
        <JoinWaitlist
          key={`${booking.bookingDate} ${timeSlot}`}
          label={t`Join the waiting list for ${timeSlot}`}
          slot={{
            ticketId: booking.ticketId,
            preferenceIndex: booking.preferenceIndex,
            bookingDate: booking.bookingDate,
            timeSlot,
            maxPerBooking: booking.maxPerBooking,
            asksAtPayment: booking.pickupMode !== 'none' || booking.questions.length > 0,
          }}
        />
      ))}
    </div>
  );
});

/**
 * A ticket without time slots sold out on the chosen date: the date is said to be sold out, and its
 * waiting list offered in its place.
 */
const SoldOutDate = observer(function SoldOutDate() {
  const { t, i18n } = useLingui();
  const booking = useBooking();
  const date = visitDateText(i18n, booking.bookingDate, booking.bookingDateString);
  return (
    <div className="waitlist-box" data-testid="sold-out-date">
      <p className="notice notice-warning" role="status">
        <Trans>
          {date} is sold out. Join the waiting list: if seats come back, we hold them for you and send you a
          link to pay. Or choose another date.
        </Trans>
      </p>
      <JoinWaitlist
        key={booking.bookingDate}
        label={t`Join the waiting list for ${date}`}
        slot={{
          ticketId: booking.ticketId,
          preferenceIndex: booking.preferenceIndex,
          bookingDate: booking.bookingDate,
          timeSlot: null,
          maxPerBooking: booking.maxPerBooking,
          asksAtPayment: booking.pickupMode !== 'none' || booking.questions.length > 0,
        }}
      />
    </div>
  );
});

const DateSelectPage = observer(function DateSelectPage() {
  const { t } = useLingui();
  const booking = useBooking();
  const site = useSite();
  const navigate = useNavigate();
  const today = useMemo(() => todayIn(), []);
  usePageMeta(
    t`Choose your date and time`,
    t`Pick the date, time slot and number of people for your Dubai experience.`,
    site.name,
  );

  const slots = useTimeSlots(booking.ticketId, booking.bookingDate, booking.isTimeSlot);
  const ticket = useTicket(booking.ticketId);
  // A whole-day ticket's date sold out can be picked, for its waiting list, but not booked.
  const dayStatus = useDayStatus(
    booking.ticketId,
    booking.preferenceIndex,
    booking.bookingDate,
    !booking.isTimeSlot,
  );
  const dateSoldOut = !booking.isTimeSlot && dayStatus === 'soldOut';
  const chosenSlot =
    slots.status === 'success' ? slots.data.slots.find((s) => s.timeSlot === booking.timeSlot) : undefined;
  // The participants sheet stops at the seats left in the chosen slot, as read with its status.
  const slotSeatsLeft = chosenSlot ? chosenSlot.remaining : undefined;
  useEffect(() => {
    if (slotSeatsLeft !== undefined) booking.setSeatsLeft(slotSeatsLeft);
  }, [booking, slotSeatsLeft]);

  if (!booking.ticketId) return <NoBooking />;

  const dateChosen = booking.bookingDate !== '';
  const slotChosen = !booking.isTimeSlot || booking.timeSlot !== '';
  const selectedSlotStillOpen =
    !booking.isTimeSlot ||
    slots.status !== 'success' ||
    slots.data.slots.some((s) => s.timeSlot === booking.timeSlot && s.status === 'available');
  const ready = dateChosen && !dateSoldOut && slotChosen && selectedSlotStillOpen;

  function next() {
    if (!ready) return;
    if (booking.countsProblem === null) navigate('/checkout');
    else booking.setPaxModalOpen(true);
  }

  /**
   * After a date is picked, the next step (its time, or who is coming) comes into view; a sold-out
   * date of a ticket without times stays in view with its waiting list under it.
   */
  function pickDate(date: string, status: DayStatus) {
    booking.selectDate(date);
    // A whole-day ticket's sold-out date shows its list right there; a timed one's is under its times.
    if (status === 'soldOut' && !booking.isTimeSlot) return;
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
    ? t`Choose a date`
    : dateSoldOut
      ? t`Choose another date`
      : !slotChosen || !selectedSlotStillOpen
        ? t`Choose a time`
        : booking.countsProblem === null
          ? t`Continue`
          : t`Select participants`;

  return (
    <FlowPage
      step={1}
      header={
        <>
          <p className="eyebrow">
            <Link to={`/${booking.service}`}>{booking.ticketTitle}</Link>
          </p>
          <h1>
            <Trans>Choose your date</Trans>
          </h1>
          <p className="muted">
            <Trans>All dates and times are in Dubai time.</Trans>
          </p>
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
      <DateStep today={today} onSelect={pickDate} soldOut={dateSoldOut} />

      {booking.isTimeSlot && <TimeStep slots={slots} dateChosen={dateChosen} />}

      <ParticipantsStep ready={ready} />
    </FlowPage>
  );
});

/**
 * The first step: the weekday and weekend adult prices, the calendar and the days it is closed; a
 * sold-out date of a ticket without time slots, its waiting list.
 */
const DateStep = observer(function DateStep({
  today,
  onSelect,
  soldOut,
}: {
  today: string;
  onSelect: (date: string, status: DayStatus) => void;
  /** The chosen date is sold out (a ticket without time slots): its waiting list is offered. */
  soldOut: boolean;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  const money = (amount: number) => formatMoney(amount, booking.currency, moneyLocale);
  const week = weekPrices(booking.pricing, booking.preferenceIndex);
  const closedDays = weekdayList(i18n, booking.attractionClosed);
  return (
    <StepCard id="date-title" number={1} title={t`Date`}>
      {week && (
        <ul className="price-hint" aria-label={t`Prices per adult`}>
          <li>
            <span>{dayRange(i18n, week.weekDays.days)}</span>{' '}
            <strong>{money(week.weekDays.prices.adult)}</strong>
          </li>
          <li className="is-weekend">
            <span>{dayRange(i18n, week.weekEnds.days)}</span>{' '}
            <strong>{money(week.weekEnds.prices.adult)}</strong>
          </li>
        </ul>
      )}
      <AvailabilityCalendar
        ticketId={booking.ticketId}
        preferenceIndex={booking.preferenceIndex}
        today={today}
        selected={booking.bookingDate}
        onSelect={onSelect}
        soldOutPickable
      />
      {soldOut && <SoldOutDate />}
      {booking.attractionClosed.length > 0 && (
        <p className="muted small">
          <Trans>Closed every {closedDays}.</Trans>
        </p>
      )}
    </StepCard>
  );
});

/** A timed ticket's times on the chosen date, once there is one. */
const TimeStep = observer(function TimeStep({
  slots,
  dateChosen,
}: {
  slots: ReturnType<typeof useTimeSlots>;
  dateChosen: boolean;
}) {
  const { t } = useLingui();
  const booking = useBooking();
  return (
    <StepCard id="slot-title" number={2} title={t`Time`}>
      {!dateChosen && (
        <p className="muted">
          <Trans>Choose a date to see the available times.</Trans>
        </p>
      )}
      {dateChosen && slots.status === 'loading' && (
        <div className="skeleton slot-skeleton" aria-hidden="true" />
      )}
      {dateChosen && slots.status === 'error' && (
        <ErrorNotice error={slots.error} what={t`the time slots`} onRetry={slots.retry} />
      )}
      {dateChosen && slots.status === 'success' && (
        <>
          <TimeSlotPicker
            slots={slots.data.slots}
            selected={booking.timeSlot}
            onSelect={booking.selectTimeSlot}
          />
          <SoldOutWaitlists
            soldOut={slots.data.slots.filter((s) => s.status === 'soldOut').map((s) => s.timeSlot)}
          />
        </>
      )}
    </StepCard>
  );
});

/** Who is coming: the counts so far, and the button that opens the participants sheet. */
const ParticipantsStep = observer(function ParticipantsStep({ ready }: { ready: boolean }) {
  const { t } = useLingui();
  const booking = useBooking();
  const adults = booking.adultCount;
  const children = booking.childCount;
  return (
    <StepCard id="pax-title" number={booking.isTimeSlot ? 3 : 2} title={t`Participants`}>
      <p className="muted">
        {booking.adultCount + booking.childCount > 0
          ? t`${plural(adults, { one: '# adult', other: '# adults' })}, ${plural(children, { one: '# child', other: '# children' })}`
          : t`How many people are coming?`}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!ready}
        onClick={() => booking.setPaxModalOpen(true)}
      >
        {booking.adultCount + booking.childCount > 0 ? t`Change participants` : t`Select participants`}
      </button>
    </StepCard>
  );
});

export default DateSelectPage;
