import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { countStep, formatMoney, isWeekendDay, pairPrice, type MinorUnits } from '@tours/core/domain';
import { CouponLine } from '@/components/BookingSummary';
import { Modal } from '@/components/Modal';
import { Stepper } from '@/components/Stepper';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitDateText } from '@/lib/dates';
import { useBooking } from '@/stores/stores';
import type { ChildAgeRange } from '@tours/core/schemas';

/**
 * What one step of a count costs, in words. On a buy-one-get-one ticket both people of a pair are
 * charged, so the sheet says the tickets come in pairs and what a pair costs.
 */
function unitDetail(
  i18n: I18n,
  age: 'adult' | 'child',
  unitPrice: MinorUnits | undefined,
  inPairs: boolean,
  money: (amount: number) => string,
): string {
  if (unitPrice === undefined) return '';
  const each = money(unitPrice);
  if (!inPairs) return i18n._(msg`${each} each`);
  const step = countStep(true);
  const pair = money(pairPrice(unitPrice));
  return age === 'adult'
    ? i18n._(msg`Sold in pairs · ${step} adults for ${pair}`)
    : i18n._(msg`Sold in pairs · ${step} children for ${pair}`);
}

/** The words of one age group's stepper, in the page's language. */
function ageWords(i18n: I18n, age: 'adult' | 'child', step: number, value: number) {
  return age === 'adult'
    ? {
        label: i18n._(msg`Adults`),
        increase: i18n._(msg`${plural(step, { one: 'Add # adult', other: 'Add # adults' })}`),
        decrease: i18n._(msg`${plural(step, { one: 'Remove # adult', other: 'Remove # adults' })}`),
        value: i18n._(msg`Adults: ${value}`),
      }
    : {
        label: i18n._(msg`Children`),
        increase: i18n._(msg`${plural(step, { one: 'Add # child', other: 'Add # children' })}`),
        decrease: i18n._(msg`${plural(step, { one: 'Remove # child', other: 'Remove # children' })}`),
        value: i18n._(msg`Children: ${value}`),
      };
}

const AGES = {
  adult: { store: 'Adult' },
  child: { store: 'Child' },
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
  const { i18n, t } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  const { store } = AGES[age];
  const inPairs = booking[`is${store}ByOneGetOneActive`];
  const count = booking[`${age}Count`];
  const money = (amount: number) => formatMoney(amount, booking.currency, moneyLocale);
  const price = unitDetail(i18n, age, booking.unitPrices?.[age], inPairs, money);
  const words = ageWords(i18n, age, countStep(inPairs), count);
  const agesText = ages ? t`Ages ${ages.min} to ${ages.max}` : '';
  return (
    <Stepper
      label={words.label}
      increaseLabel={words.increase}
      decreaseLabel={words.decrease}
      valueLabel={words.value}
      detail={ages ? (price ? `${agesText} · ${price}` : agesText) : price}
      value={count}
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
function limitNote(i18n: I18n, booking: ReturnType<typeof useBooking>): string | null {
  const { seatsLeft, participantLimit: limit, participantCount: chosen } = booking;
  const seatsLimit = seatsLeft !== null && seatsLeft < booking.maxPerBooking;
  if (seatsLimit && chosen >= limit) {
    const slot = booking.timeSlot;
    const left =
      booking.isTimeSlot && slot
        ? i18n._(
            msg`${plural(limit, { one: `Only # seat is left at ${slot}.`, other: `Only # seats are left at ${slot}.` })}`,
          )
        : i18n._(
            msg`${plural(limit, { one: 'Only # seat is left on this date.', other: 'Only # seats are left on this date.' })}`,
          );
    const extra = chosen - limit;
    return chosen > limit ? i18n._(msg`${left} Remove ${extra} to continue.`) : left;
  }
  if (booking.countsProblem === 'too_many')
    return i18n._(
      msg`${plural(limit, { one: 'At most # person can be booked at once.', other: 'At most # people can be booked at once.' })}`,
    );
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
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  const money = (amount: number) => formatMoney(amount, booking.currency, moneyLocale);
  const problem = booking.countsProblem;
  const weekend = isWeekendDay(booking.bookingDay);
  const note = limitNote(i18n, booking);
  const day = booking.bookingDateString
    ? visitDateText(i18n, booking.bookingDate, booking.bookingDateString)
    : t`your date`;
  const slot = booking.timeSlot;
  const description = slot
    ? weekend
      ? t`Weekend prices for ${day} at ${slot}.`
      : t`Weekday prices for ${day} at ${slot}.`
    : weekend
      ? t`Weekend prices for ${day}.`
      : t`Weekday prices for ${day}.`;
  const adults = booking.adultCount;
  const children = booking.childCount;

  return (
    <Modal
      open={booking.isPaxModalOpen}
      title={t`Participants`}
      description={description}
      onClose={() => booking.setPaxModalOpen(false)}
      footer={
        <>
          <div className="pax-total" aria-live="polite">
            <span>{t`Total`}</span>
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
            {problem === 'none_selected' ? t`Add at least one person` : t`Continue to checkout`}
          </button>
        </>
      }
    >
      <AgeStepper age="adult" />
      <AgeStepper age="child" ages={childAges} />
      <ul className="summary-lines pax-lines" aria-live="polite">
        <li>
          <span className="label">{t`${adults} × adult`}</span>
          <span className="value">{money(booking.adultTotal)}</span>
        </li>
        <li>
          <span className="label">{t`${children} × child`}</span>
          <span className="value">{money(booking.childTotal)}</span>
        </li>
        <CouponLine />
      </ul>
    </Modal>
  );
});
