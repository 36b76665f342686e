import { observer } from 'mobx-react-lite';
import { countStep, formatMoney } from '@tours/core/domain';
import { Modal } from '@/components/Modal';
import { Stepper } from '@/components/Stepper';
import { useBooking } from '@/stores/stores';

/** How many adults and children: steppers that follow the ticket's BOGO steps and bounds, live totals. */
export const PaxModal = observer(function PaxModal({ onContinue }: { onContinue: () => void }) {
  const booking = useBooking();
  const prices = booking.unitPrices;
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const adultStep = countStep(booking.isAdultByOneGetOneActive);
  const childStep = countStep(booking.isChildByOneGetOneActive);
  const problem = booking.countsProblem;
  const priceKind =
    booking.bookingDay === 'Saturday' || booking.bookingDay === 'Sunday' ? 'Weekend' : 'Weekday';

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
            <strong data-testid="pax-total">{money(booking.totalAmount)}</strong>
          </div>
          {problem === 'too_many' && (
            <p className="field-error">At most {booking.maxPerBooking} people can be booked at once.</p>
          )}
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
      <Stepper
        label="Adults"
        unit={{ one: 'adult', other: 'adults' }}
        detail={`${prices ? money(prices.adult) : ''} each${
          booking.isAdultByOneGetOneActive ? ' · buy 1 get 1 free, booked in pairs' : ''
        }`}
        value={booking.adultCount}
        step={adultStep}
        onIncrease={booking.increaseAdult}
        onDecrease={booking.decreaseAdult}
        canIncrease={booking.canIncreaseAdult}
        canDecrease={booking.adultCount > 0}
      />
      <Stepper
        label="Children"
        unit={{ one: 'child', other: 'children' }}
        detail={`${prices ? money(prices.child) : ''} each${
          booking.isChildByOneGetOneActive ? ' · buy 1 get 1 free, booked in pairs' : ''
        }`}
        value={booking.childCount}
        step={childStep}
        onIncrease={booking.increaseChild}
        onDecrease={booking.decreaseChild}
        canIncrease={booking.canIncreaseChild}
        canDecrease={booking.childCount > 0}
      />
      <ul className="summary-lines pax-lines" aria-live="polite">
        <li>
          <span className="label">{booking.adultCount} × adult</span>
          <span className="value">{money(booking.adultTotal)}</span>
        </li>
        <li>
          <span className="label">{booking.childCount} × child</span>
          <span className="value">{money(booking.childTotal)}</span>
        </li>
      </ul>
    </Modal>
  );
});
