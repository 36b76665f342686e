import { observer } from 'mobx-react-lite';
import { countStep, formatMoney, isWeekendDay, pairPrice, type MinorUnits } from '@tours/core/domain';
import { CouponLine } from '@/components/BookingSummary';
import { Modal } from '@/components/Modal';
import { Stepper } from '@/components/Stepper';
import { useBooking } from '@/stores/stores';
import type { ChildAgeRange } from '@tours/core/schemas';

/**
 * What one step of a count costs, in words. On a buy-one-get-one ticket both people of a pair are
 * charged, so the sheet says the tickets come in pairs and what a pair costs.
 */
function unitDetail(
  unitPrice: MinorUnits | undefined,
  inPairs: boolean,
  people: string,
  money: (amount: number) => string,
): string {
  if (unitPrice === undefined) return '';
  if (!inPairs) return `${money(unitPrice)} each`;
  return `Sold in pairs · ${countStep(true)} ${people} for ${money(pairPrice(unitPrice))}`;
}

const AGES = {
  adult: { label: 'Adults', one: 'adult', other: 'adults', store: 'Adult' },
  child: { label: 'Children', one: 'child', other: 'children', store: 'Child' },
} as const;

/** The stepper of one age group, bound to the booking store's fields and actions for it. */
const AgeStepper = observer(function AgeStepper({
  age,
  ages,
}: {
  age: keyof typeof AGES;
  /** The ages this group's tickets are for, when the ticket states them. */
  ages?: ChildAgeRange | null | undefined;
}) {
  const booking = useBooking();
  const { label, one, other, store } = AGES[age];
  const inPairs = booking[`is${store}ByOneGetOneActive`];
  const count = booking[`${age}Count`];
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const price = unitDetail(booking.unitPrices?.[age], inPairs, other, money);
  return (
    <Stepper
      label={label}
      unit={{ one, other }}
      detail={ages ? `Ages ${ages.min} to ${ages.max}${price ? ` · ${price}` : ''}` : price}
      value={count}
      step={countStep(inPairs)}
      onIncrease={booking[`increase${store}`]}
      onDecrease={booking[`decrease${store}`]}
      canIncrease={booking[`canIncrease${store}`]}
      canDecrease={count > 0}
    />
  );
});

/**
 * Why no more people can be added, or why the chosen ones cannot be booked, in words: the seats
 * left at the chosen visit when they are what limits the booking, else the ticket's bound.
 */
function limitNote(booking: ReturnType<typeof useBooking>): string | null {
  const { seatsLeft, participantLimit: limit, participantCount: chosen } = booking;
  const seatsLimit = seatsLeft !== null && seatsLeft < booking.maxPerBooking;
  if (seatsLimit && chosen >= limit) {
    const where = booking.isTimeSlot && booking.timeSlot ? `at ${booking.timeSlot}` : 'on this date';
    const left = `Only ${limit} seat${limit === 1 ? ' is' : 's are'} left ${where}.`;
    return chosen > limit ? `${left} Remove ${chosen - limit} to continue.` : left;
  }
  if (booking.countsProblem === 'too_many') return `At most ${limit} people can be booked at once.`;
  return null;
}

/** How many adults and children: steppers that follow the ticket's pair steps and bounds, live totals. */
export const PaxModal = observer(function PaxModal({
  onContinue,
  childAges,
}: {
  onContinue: () => void;
  /** The ages the ticket's child tickets are for, when it states them. */
  childAges?: ChildAgeRange | null | undefined;
}) {
  const booking = useBooking();
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const problem = booking.countsProblem;
  const priceKind = isWeekendDay(booking.bookingDay) ? 'Weekend' : 'Weekday';
  const note = limitNote(booking);

  return (
    <Modal
      open={booking.isPaxModalOpen}
      title="Participants"
      description={`${priceKind} prices for ${booking.bookingDateString || 'your date'}${booking.timeSlot ? ` at ${booking.timeSlot}` : ''}.`}
      onClose={() => booking.setPaxModalOpen(false)}
      footer={
        <>
          <div className="pax-total" aria-live="polite">
            <span>Total</span>
            <strong data-testid="pax-total">{money(booking.amountDue.amount)}</strong>
          </div>
          <p className={problem === 'too_many' ? 'field-error' : 'pax-note'} aria-live="polite">
            {note}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            disabled={problem !== null}
            onClick={onContinue}
          >
            {problem === 'none_selected' ? 'Add at least one person' : 'Continue to checkout'}
          </button>
        </>
      }
    >
      <AgeStepper age="adult" />
      <AgeStepper age="child" ages={childAges} />
      <ul className="summary-lines pax-lines" aria-live="polite">
        <li>
          <span className="label">{booking.adultCount} × adult</span>
          <span className="value">{money(booking.adultTotal)}</span>
        </li>
        <li>
          <span className="label">{booking.childCount} × child</span>
          <span className="value">{money(booking.childTotal)}</span>
        </li>
        <CouponLine />
      </ul>
    </Modal>
  );
});
