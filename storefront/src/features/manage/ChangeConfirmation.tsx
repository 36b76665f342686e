import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatBookingDate, formatMoney } from '@tours/core/domain';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitDateText } from '@/lib/dates';
import type { ManageBookingView } from '@tours/core/schemas';
import { api } from '@/lib/api';

/** How often, and how many times, the page asks again while a paid change waits for its payment. */
const CHECK_EVERY_MS = 2000;
const CHECKS = 20;

/** A visit's day, and its time when it has one, in the page's language. */
function visitText(i18n: I18n, date: string, dateText: string | null, timeSlot: string | null) {
  const day = visitDateText(i18n, date, dateText ?? formatBookingDate(date));
  return timeSlot ? i18n._(msg`${day} at ${timeSlot}`) : day;
}

/**
 * Back from paying for a dearer date (`?changed=1`): what became of the change, in view. The move is
 * made when the provider's payment lands, so while the change still waits the page asks again; if
 * the time filled up meanwhile the payment is refunded and the booking stays where it was.
 */
export function ChangeConfirmation({
  token,
  view: first,
  onSettled,
}: {
  token: string;
  /** The booking as the page first read it on arriving. */
  view: ManageBookingView;
  /** The change is settled (made, or refunded): the page reads the booking again. */
  onSettled: () => void;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const [latest, setLatest] = useState(first);
  const { booking, pendingReschedule: pending } = latest;
  // The change this payment was for, as seen waiting on arrival: the date the booking should reach.
  const [target] = useState(first.pendingReschedule);
  const [checks, setChecks] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  useEffect(() => {
    if (!pending || checks >= CHECKS) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .getManagedBooking(token)
        .then((view) => {
          if (!current) return;
          setLatest(view);
          if (!view.pendingReschedule) onSettled();
        })
        .catch(() => undefined)
        .finally(() => current && setChecks((n) => n + 1));
    }, CHECK_EVERY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pending, checks, token, onSettled]);

  const now = visitText(i18n, booking.bookingDate, booking.bookingDateString, booking.timeSlot);
  let tone = 'notice-success';
  let text: string;
  if (pending) {
    const to = visitText(i18n, pending.bookingDate, null, pending.timeSlot);
    tone = '';
    text =
      checks < CHECKS
        ? t`Confirming your payment for the change to ${to}… This page updates by itself.`
        : t`Your payment for the change to ${to} is taking longer than usual to confirm. You do not need to pay again: we email you as soon as the change is made.`;
  } else if (target && (target.bookingDate !== booking.bookingDate || target.timeSlot !== booking.timeSlot)) {
    tone = 'notice-warning';
    const wanted = visitText(i18n, target.bookingDate, null, target.timeSlot);
    const amount = formatMoney(target.amount, booking.currency, moneyLocale);
    text = t`The change to ${wanted} could not be made: that time filled up before your payment arrived. Your payment of ${amount} is being refunded, and your booking stays on ${now}.`;
  } else {
    const email = booking.email;
    text = t`Payment received: your booking is moved to ${now}. A new confirmation with your voucher is on its way to ${email}.`;
  }
  return (
    <div ref={ref} tabIndex={-1} className={`notice manage-changed ${tone}`.trim()} role="status">
      <p>{text}</p>
      {pending && checks >= CHECKS && (
        <button type="button" className="btn btn-secondary" onClick={() => setChecks(0)}>
          <Trans>Check again</Trans>
        </button>
      )}
    </div>
  );
}
