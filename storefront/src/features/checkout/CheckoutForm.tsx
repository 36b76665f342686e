import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { formatMoney } from '@tours/core/domain';
import { focusFirstContactProblem } from '@/components/ContactFields';
import { ErrorNotice } from '@/components/ErrorNotice';
import { Modal } from '@/components/Modal';
import { StepCard } from '@/components/StepCard';
import { useLocale, useMoneyLocale } from '@/i18n/i18n';
import { useBooking, useCheckout } from '@/stores/stores';
import { Captcha, captchaSettings } from './Captcha';
import { checkoutProblem, type CheckoutProblem } from './checkout-errors';
import { ContactForm } from './ContactForm';
import { CouponForm } from './CouponForm';
import { BookingQuestions, PickupChoice } from './PickupAndQuestions';

export const CHECKOUT_FORM_ID = 'checkout-form';

/** Contact details, coupon, acceptance of the terms, then the hand-over to the payment page. */
export const CheckoutForm = observer(function CheckoutForm() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const booking = useBooking();
  const checkout = useCheckout();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const errors = booking.contactErrors;
  // The shop's CAPTCHA, when it has one: a token solved once per checkout attempt.
  const [captcha] = useState(captchaSettings);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (focusVisitProblem(booking)) return;
    if (Object.keys(errors).length > 0 || !accepted) {
      // Take the visitor to the first thing to fix.
      if (!focusFirstContactProblem('contact', errors)) document.getElementById('accept-terms')?.focus();
      return;
    }
    // The pay button is only offered once the ticket has been read again (see CheckoutPage).
    if (checkout.ticketCheck !== 'current') return;
    const request = booking.checkoutRequest;
    if (!request) {
      setProblem({
        message: booking.isTimeSlot
          ? t`Your booking is missing a date, a time or participants.`
          : t`Your booking is missing a date or participants.`,
        fix: { to: '/date-select', label: t`Complete your booking` },
      });
      return;
    }
    if (captcha && !captchaToken) {
      setProblem({ message: t`Complete the security check above the pay button first.` });
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    setPaying(true);
    const session = await checkout.createCheckout({ captchaToken: captchaToken ?? undefined, locale });
    if (session) {
      toast.loading(t`Taking you to the secure payment page…`, { id: 'pay' });
      window.location.assign(session.url);
      return;
    }
    setPaying(false);
    if (captcha) setCaptchaRound((round) => round + 1);
    // A new price is shown in its own dialog; the visitor pays again with it on the button.
    if (checkout.priceChange) return;
    const found = checkoutProblem(i18n, checkout.checkoutError, { timed: booking.isTimeSlot });
    if (found.dropCoupon) checkout.removeCoupon();
    setProblem(found);
    toast.error(found.message, { id: 'pay' });
    requestAnimationFrame(() => problemRef.current?.focus());
  }

  /**
   * Going back to change the participants, the sheet stops at the seats the server said are left
   * (not before: with fewer seats than people this page would show the booking as incomplete).
   */
  function takeSeatsLeft(found: CheckoutProblem) {
    if (found.seatsLeft !== undefined) booking.setSeatsLeft(found.seatsLeft);
  }

  const priceChecked = checkout.ticketCheck === 'current';

  return (
    <>
      <StepCard id="details-title" number={1} title={t`Your details`}>
        <form id={CHECKOUT_FORM_ID} onSubmit={pay} noValidate>
          <PickupChoice showErrors={submitted} />
          <BookingQuestions showErrors={submitted} />
          <ContactForm showAll={submitted} />
        </form>
      </StepCard>

      <StepCard id="coupon-title" number={2} title={t`Discount`}>
        <CouponForm />
      </StepCard>

      <StepCard id="confirm-title" number={3} title={t`Confirm and pay`}>
        <ProblemNotice problem={problem} problemRef={problemRef} onFix={takeSeatsLeft} />
        <AcceptTerms accepted={accepted} onChange={setAccepted} showError={submitted && !accepted} />
        {checkout.ticketCheck === 'failed' && (
          <ErrorNotice
            error={checkout.ticketCheckError}
            what={t`this ticket`}
            onRetry={() => void checkout.refreshTicket()}
          />
        )}
        {captcha && <Captcha settings={captcha} round={captchaRound} onToken={setCaptchaToken} />}
        <PayActions paying={paying} priceChecked={priceChecked} />
        <div className="cancel-row">
          <button type="button" className="link-btn" onClick={() => setConfirmCancel(true)}>
            <Trans>Cancel booking</Trans>
          </button>
        </div>
      </StepCard>

      <CancelBookingDialog open={confirmCancel} onClose={() => setConfirmCancel(false)} />
    </>
  );
});

/**
 * The hotel and the questions come first on the page: when one is missing or wrong, the visitor is
 * taken there (true) before anything else is checked.
 */
export function focusVisitProblem(booking: ReturnType<typeof useBooking>): boolean {
  if (booking.pickupProblem === null && Object.keys(booking.answerProblems).length === 0) return false;
  document
    .querySelector<HTMLElement>(
      booking.pickupProblem ? '.pickup-choice input' : '.booking-questions [aria-invalid="true"]',
    )
    ?.focus();
  return true;
}

/**
 * What stopped the payment and the way to fix it, in a live region that takes the focus so a screen
 * reader reads it at once.
 */
function ProblemNotice({
  problem,
  problemRef,
  onFix,
}: {
  problem: CheckoutProblem | null;
  problemRef: RefObject<HTMLDivElement | null>;
  onFix: (problem: CheckoutProblem) => void;
}) {
  return (
    <div ref={problemRef} tabIndex={-1} aria-live="assertive">
      {problem && (
        <div className="notice notice-error checkout-problem" role="alert">
          <div>
            <p>{problem.message}</p>
            {problem.fix && (
              <Link to={problem.fix.to} onClick={() => onFix(problem)}>
                {problem.fix.label}
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The terms to accept before paying, with what is wrong once the visitor tried to pay without. */
function AcceptTerms({
  accepted,
  onChange,
  showError,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  showError: boolean;
}) {
  return (
    <>
      <label className="terms-check">
        <input
          id="accept-terms"
          type="checkbox"
          form={CHECKOUT_FORM_ID}
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? 'terms-error' : undefined}
        />
        <span>
          <Trans>
            I accept the{' '}
            <Link to="/terms-condition" target="_blank">
              terms and conditions
            </Link>{' '}
            and confirm that I am at least 18 years old, or between 13 and 18 with the permission of a parent
            or guardian.
          </Trans>
        </span>
      </label>
      {showError && (
        <p id="terms-error" className="field-error" style={{ marginTop: 'var(--space-2)' }}>
          <Trans>Please accept the terms to continue.</Trans>
        </p>
      )}
    </>
  );
}

/** The pay button (saying what it waits for) and where the visitor pays. */
const PayActions = observer(function PayActions({
  paying,
  priceChecked,
}: {
  paying: boolean;
  priceChecked: boolean;
}) {
  const { t } = useLingui();
  const booking = useBooking();
  const money = useMoneyLocale();
  const total = formatMoney(booking.amountDue.amount, booking.amountDue.currency, money);
  return (
    <div className="pay-actions">
      <button
        type="submit"
        form={CHECKOUT_FORM_ID}
        className="btn btn-primary btn-lg btn-block"
        disabled={paying || !priceChecked}
      >
        {paying
          ? t`Preparing secure payment…`
          : priceChecked
            ? t`Pay ${total}`
            : t`Checking the latest price…`}
      </button>
      <p className="pay-note">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <Trans>You pay on our payment provider’s secure page.</Trans>
      </p>
    </div>
  );
});

/** The question before giving up the booking in progress: yes clears the visitor's choices. */
function CancelBookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const booking = useBooking();
  const navigate = useNavigate();

  function cancel() {
    booking.cancelBooking();
    onClose();
    toast.success(t`Your booking was cancelled.`);
    navigate('/');
  }

  return (
    <Modal
      open={open}
      title={t`Cancel this booking?`}
      description={t`Your choice of ticket, date, time, participants and your details will be cleared. Nothing has been charged.`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
            <Trans>Keep my booking</Trans>
          </button>
          <button type="button" className="btn btn-ghost btn-block" onClick={cancel}>
            <Trans>Yes, cancel booking</Trans>
          </button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
