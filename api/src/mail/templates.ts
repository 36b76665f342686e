import { type Booking } from '@tours/core/schemas';
import {
  ATTRACTION_TIME_ZONE,
  describeCancellationDeadlines,
  formatBookingDate,
  formatMoney,
  moveMoney,
  type CancellationPolicy,
} from '@tours/core/domain';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Dubai Attractions';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The booking facts every customer mail repeats, as label/value pairs in reading order. */
export function bookingFacts(booking: Booking): [string, string][] {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const facts: [string, string][] = [
    ['Booking reference', booking.bookingId],
    ['Ticket', booking.ticketTitle],
    ['Option', booking.preference],
    ['Date', booking.bookingDateString],
  ];
  if (booking.timeSlot) facts.push(['Time', booking.timeSlot]);
  facts.push(['Adults', String(booking.adultCount)]);
  if (booking.childCount > 0) facts.push(['Children', String(booking.childCount)]);
  facts.push(['Subtotal', money(booking.totalAmount)]);
  if (booking.discountAmount > 0) {
    facts.push([
      `Coupon ${booking.couponCode ?? ''} (${booking.discountValue}%)`.trim(),
      `−${money(booking.discountAmount)}`,
    ]);
  }
  // Money taken is its own figure: a waived date change raises the price without a payment.
  if (booking.amountPaid === booking.totalDiscountAmount && booking.refundedAmount === 0) {
    facts.push(['Total paid', money(booking.amountPaid)]);
  } else {
    facts.push(['Total', money(booking.totalDiscountAmount)], ['Paid', money(booking.amountPaid)]);
    if (booking.refundedAmount > 0) facts.push(['Refunded', money(booking.refundedAmount)]);
  }
  facts.push(['Lead guest', booking.name], ['Email', booking.email], ['Mobile', booking.mobileNumber]);
  return facts;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b3954;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">
${BRAND} acts as an intermediary between you and the experience provider. Reply to this email if you need help.
</td></tr></table></td></tr></table></body></html>`;
}

function factsHtml(booking: Booking): string {
  const rows = bookingFacts(booking)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:14px">${rows}</table>`;
}

function factsText(booking: Booking): string {
  return bookingFacts(booking)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const MANAGE_LINK_TEXT = 'Manage your booking';
const MANAGE_WHAT = 'change the date or time, cancel, or download your voucher again';

/** The "Manage your booking" link of a customer mail: a button in HTML, the bare URL in text. */
function manageLinkParts(manageUrl: string | undefined): { text: string; html: string } {
  if (!manageUrl) return { text: '', html: '' };
  return {
    text: `\n\n${MANAGE_LINK_TEXT} (${MANAGE_WHAT}): ${manageUrl}`,
    html:
      `<p style="margin:20px 0 12px"><a href="${escapeHtml(manageUrl)}" style="display:inline-block;background:#0b3954;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${MANAGE_LINK_TEXT}</a></p>` +
      `<p style="margin:0 0 12px;font-size:13px;color:#6b7280">${escapeHtml(`You can ${MANAGE_WHAT} there.`)}</p>`,
  };
}

/**
 * A customer mail about one booking: heading, intro, the booking's facts and its manage link (after
 * the facts, or before them when the link is what the mail is for).
 */
function bookingMail(
  booking: Booking,
  mail: {
    subject: string;
    heading: string;
    intro: string;
    manageUrl?: string | undefined;
    linkFirst?: boolean;
    /** Shown after the intro in the HTML only (the check-in QR code). */
    afterIntroHtml?: string;
  },
): RenderedMail {
  const manage = manageLinkParts(mail.manageUrl);
  const [textBody, htmlBody] = mail.linkFirst
    ? [`${manage.text}\n\n${factsText(booking)}`, `${manage.html}${factsHtml(booking)}`]
    : [`\n\n${factsText(booking)}${manage.text}`, `${factsHtml(booking)}${manage.html}`];
  return {
    subject: mail.subject,
    text: `${mail.intro}${textBody}\n\n${BRAND}`,
    html: layout(
      mail.subject,
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>${paragraphsHtml(mail.intro)}${mail.afterIntroHtml ?? ''}${htmlBody}`,
    ),
  };
}

/** What the visitor needs on the day, when known: where to go, and the check-in code to show. */
export interface VisitDay {
  meetingPoint?: string | null;
  /** The Content-ID of the check-in QR code's PNG attached to the same message. */
  checkinQrCid?: string;
}

/**
 * `manageUrl`: the booking's signed manage link, shown in every confirmation; `policy`:
 * the cancellation policy the booking was sold with, stated with its cut-offs in Dubai time; `day`:
 * the meeting point and the check-in QR code shown in the message itself.
 */
export function confirmationMail(
  booking: Booking,
  manageUrl?: string,
  policy?: CancellationPolicy | null,
  day: VisitDay = {},
): RenderedMail {
  const terms = policy
    ? `\n\n${describeCancellationDeadlines(policy, { bookingDate: booking.bookingDate, timeSlot: booking.timeSlot })}.`
    : '';
  const meeting = day.meetingPoint ? `\n\nMeeting point: ${day.meetingPoint}` : '';
  return bookingMail(booking, {
    subject: `Booking confirmed: ${booking.ticketTitle} on ${booking.bookingDateString} (${booking.bookingId})`,
    heading: 'Your booking is confirmed',
    intro: `Dear ${booking.name},\n\nThank you for your booking. Your payment was received and your booking is confirmed. Show the check-in QR code at the entrance: it is below and on the attached voucher.${meeting}${terms}`,
    manageUrl,
    ...(day.checkinQrCid
      ? {
          afterIntroHtml: `<p style="margin:8px 0 16px;text-align:center"><img src="cid:${escapeHtml(day.checkinQrCid)}" width="180" height="180" alt="Check-in QR code for booking ${escapeHtml(booking.bookingId)}" style="display:inline-block;border:0"></p>`,
        }
      : {}),
  });
}

/** The answer to a look-up by reference and e-mail: the booking's manage link. */
export function manageLinkMail(booking: Booking, manageUrl: string): RenderedMail {
  return bookingMail(booking, {
    subject: `Manage your booking ${booking.bookingId}`,
    heading: 'Manage your booking',
    intro: `Dear ${booking.name},\n\nSomeone (we hope you) asked for the link to manage this booking. If it was not you, you can ignore this message.`,
    manageUrl,
    linkFirst: true,
  });
}

/** What a date change did to the money: paid more, refunded some, or nothing. */
export interface RescheduleMoney {
  /** New price minus the old one, minor units (negative: cheaper). */
  priceDifference: number;
  /** Refunded for a cheaper visit, minor units. */
  refundAmount: number;
  /** Staff moved it to a dearer date without charging the difference. */
  waived: boolean;
}

/** After every date change: the booking's new date with its new voucher attached. */
export function rescheduledMail(
  booking: Booking,
  previous: { bookingDateString: string; timeSlot: string | null },
  money: RescheduleMoney,
  manageUrl?: string,
): RenderedMail {
  const was = `${previous.bookingDateString}${previous.timeSlot ? ` at ${previous.timeSlot}` : ''}`;
  const now = `${booking.bookingDateString}${booking.timeSlot ? ` at ${booking.timeSlot}` : ''}`;
  const moved = moveMoney(money);
  const amount = moved.kind === 'none' ? '' : formatMoney(moved.amount, booking.currency);
  const moneyLine = {
    refunded: `\n\nThe new date costs less: ${amount} is being refunded to your card.`,
    paid: `\n\nYou paid the difference of ${amount}.`,
    waived: `\n\nThe new date costs ${amount} more; we have waived the difference, so there is nothing to pay.`,
    none: '',
  }[moved.kind];
  return bookingMail(booking, {
    subject: `New date confirmed: ${booking.ticketTitle} on ${booking.bookingDateString} (${booking.bookingId})`,
    heading: 'Your new date is confirmed',
    intro: `Dear ${booking.name},\n\nYour booking moved from ${was} to ${now}.${moneyLine}\n\nYour voucher with the new date is attached (its QR code is the same).`,
    manageUrl,
  });
}

/**
 * A date change whose payment landed when it could no longer be made (the new slot closed or filled
 * meanwhile): the difference goes back and the booking keeps its date.
 */
export function rescheduleRefundedMail(
  booking: Booking,
  wanted: { bookingDateString: string; timeSlot: string | null },
  refund: number,
  manageUrl?: string,
): RenderedMail {
  const target = `${wanted.bookingDateString}${wanted.timeSlot ? ` at ${wanted.timeSlot}` : ''}`;
  const kept = `${booking.bookingDateString}${booking.timeSlot ? ` at ${booking.timeSlot}` : ''}`;
  return bookingMail(booking, {
    subject: `Date change not made: ${booking.ticketTitle} (${booking.bookingId})`,
    heading: 'Your date change could not be made',
    intro: `Dear ${booking.name},\n\nYour payment for the move to ${target} arrived after that date and time had closed or sold out, so the change was not made. ${formatMoney(refund, booking.currency)} is being refunded to the card you paid with.\n\nYour booking stays on ${kept}; your voucher is still valid.`,
    manageUrl,
  });
}

/**
 * A checkout's payment that landed when the booking could no longer be made (its slot closed, or
 * its hold ran out and the seats were gone): the money goes back and nothing is booked.
 */
export function paymentRefundedMail(
  booking: Booking,
  refund: number,
  why: 'closed' | 'sold_out',
): RenderedMail {
  const visit = `${booking.bookingDateString}${booking.timeSlot ? ` at ${booking.timeSlot}` : ''}`;
  const reason =
    why === 'closed'
      ? `that visit (${visit}) was closed while you were paying`
      : `the seats for ${visit} were gone by the time your payment arrived`;
  return bookingMail(booking, {
    subject: `Booking not made, payment refunded: ${booking.ticketTitle} (${booking.bookingId})`,
    heading: 'Your booking could not be made',
    intro: `Dear ${booking.name},\n\nWe are sorry: ${reason}, so your booking was not made. ${formatMoney(refund, booking.currency)} is being refunded to the card you paid with; no voucher is valid for it.`,
  });
}

/** Staff moved a booking to a dearer date and charge the difference: the payment link. */
export function dateChangePaymentMail(
  booking: Booking,
  change: { bookingDate: string; timeSlot: string | null; amount: number; url: string; expiresAt: string },
): RenderedMail {
  const to = `${formatBookingDate(change.bookingDate)}${change.timeSlot ? ` at ${change.timeSlot}` : ''}`;
  const amount = formatMoney(change.amount, booking.currency);
  const until = new Date(change.expiresAt).toLocaleString('en-GB', {
    timeZone: ATTRACTION_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
  });
  return bookingMail(booking, {
    subject: `Pay ${amount} to move your booking to ${to} (${booking.bookingId})`,
    heading: 'Your new date is waiting for a payment',
    intro:
      `Dear ${booking.name},\n\nAs agreed with our team, your booking ${booking.bookingId} can move to ${to}. ` +
      `The new date costs ${amount} more. Pay the difference here before ${until} (Dubai time): ${change.url}\n\n` +
      'Your booking moves as soon as the payment lands; until then it stays on its current date.',
  });
}

export function notificationMail(booking: Booking, subject: string, message: string): RenderedMail {
  return {
    subject,
    text: `Dear ${booking.name},\n\n${message}\n\n${factsText(booking)}\n\n${BRAND}`,
    html: layout(
      subject,
      `<p style="margin:0 0 12px">Dear ${escapeHtml(booking.name)},</p>${paragraphsHtml(message)}` +
        `<h2 style="font-size:16px;margin:20px 0 8px">Your booking</h2>${factsHtml(booking)}`,
    ),
  };
}

export function ticketMail(booking: Booking, message: string | undefined, fileCount: number): RenderedMail {
  const subject = `Your tickets: ${booking.ticketTitle} on ${booking.bookingDateString} (${booking.bookingId})`;
  const intro =
    `Dear ${booking.name},\n\nYour tickets are attached: ${fileCount} ticket file${fileCount === 1 ? '' : 's'} from the experience provider and our voucher.` +
    (message ? `\n\n${message}` : '');
  return {
    subject,
    text: `${intro}\n\n${factsText(booking)}\n\n${BRAND}`,
    html: layout(
      subject,
      `<h1 style="font-size:22px;margin:0 0 16px">Your tickets</h1>${paragraphsHtml(intro)}${factsHtml(booking)}`,
    ),
  };
}

/** What a cancellation gives back, and why staff cancelled (null when the visitor did). */
export interface CancellationMoney {
  /** Minor units refunded by this cancellation; 0 when nothing is. */
  refund: number;
  reason: string | null;
}

/** After a cancellation (by the visitor, by staff, or of a whole slot): what happens to the money. */
export function cancellationMail(booking: Booking, money: CancellationMoney): RenderedMail {
  const subject = `Booking cancelled: ${booking.ticketTitle} on ${booking.bookingDateString} (${booking.bookingId})`;
  const why = money.reason ? `\n\nWe had to cancel it: ${money.reason}` : '';
  const refund =
    money.refund > 0
      ? `${formatMoney(money.refund, booking.currency)} is being refunded to the card you paid with; banks usually show it within 5 to 10 days.`
      : 'No refund is due under the cancellation terms of this booking.';
  const intro = `Dear ${booking.name},\n\nYour booking ${booking.bookingId} is cancelled and its voucher is no longer valid.${why}\n\n${refund}`;
  return {
    subject,
    text: `${intro}\n\n${factsText(booking)}\n\n${BRAND}`,
    html: layout(
      subject,
      `<h1 style="font-size:22px;margin:0 0 16px">Your booking is cancelled</h1>${paragraphsHtml(intro)}${factsHtml(booking)}`,
    ),
  };
}
