import { type Booking } from '@tours/core/schemas';
import {
  ATTRACTION_TIME_ZONE,
  answerText,
  cancellationDeadlines,
  mapsUrl,
  formatBookingDate,
  formatCutOff,
  intlLocale,
  localeOr,
  moveMoney,
  type CancellationPolicy,
} from '@tours/core/domain';
import { wordsFor, type Words } from '../i18n';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The language it is written in (a BCP 47 tag): its Content-Language. */
  language: string;
}

/** A booking's mails speak the language it was made in. */
const wordsOf = (booking: Booking): Words => wordsFor(localeOr(booking.locale));

/** The visit's date in words: English keeps the booking's own wording. */
export function visitDate(w: Words, booking: Pick<Booking, 'bookingDate' | 'bookingDateString'>): string {
  return w.locale === 'en' ? booking.bookingDateString : w.date(booking.bookingDate);
}

/**
 * The booking's cancellation terms with their cut-offs in Dubai time, in the mail's language:
 * "Free cancellation until 15:00 on Thursday 26 November; 50 % refund until …" (core's windows;
 * the English words are core's describeCancellationDeadlines').
 */
function policyLine(w: Words, policy: CancellationPolicy, booking: Booking): string {
  const steps = cancellationDeadlines(policy, {
    bookingDate: booking.bookingDate,
    timeSlot: booking.timeSlot,
  });
  const until = (iso: string) => formatCutOff(iso, ATTRACTION_TIME_ZONE, w.locale);
  if (steps.length === 0) return w.t('policy.nonRefundable');
  const parts = steps.map((step) =>
    step.window === 'free'
      ? w.t('policy.freeUntil', { until: until(step.until) })
      : w.t('policy.refundUntil', { percent: step.percent, until: until(step.until) }),
  );
  if (policy.freeUntilHours === null)
    parts[0] = w.t('policy.partialOnly', { percent: steps[0]!.percent, until: until(steps[0]!.until) });
  return parts.join(w.locale === 'zh' ? '；' : w.locale === 'ar' ? '؛ ' : '; ');
}

/** A date with its time slot, when it has one: "Tuesday, 1 December 2026 at 10:00". */
export function visitAt(w: Words, date: string, timeSlot: string | null): string {
  return timeSlot ? w.t('visit.at', { date, time: timeSlot }) : date;
}

export const BRAND = 'Dubai Attractions';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The booking facts every customer mail repeats, as label/value pairs in reading order. */
export function bookingFacts(booking: Booking, w: Words = wordsOf(booking)): [string, string][] {
  const money = (amount: number) => w.money(amount, booking.currency);
  const facts: [string, string][] = [
    [w.t('fact.reference'), booking.bookingId],
    [w.t('fact.ticket'), booking.ticketTitle],
    [w.t('fact.option'), booking.preference],
    [w.t('fact.date'), visitDate(w, booking)],
  ];
  if (booking.timeSlot) facts.push([w.t('fact.time'), booking.timeSlot]);
  if (booking.pickup) {
    const { name, time } = booking.pickup;
    facts.push([w.t('fact.pickup'), time ? w.t('fact.pickupAt', { place: name, time }) : name]);
  }
  facts.push([w.t('fact.adults'), String(booking.adultCount)]);
  if (booking.childCount > 0) facts.push([w.t('fact.children'), String(booking.childCount)]);
  if (booking.pickupTotal) facts.push([w.t('fact.pickupPrice'), money(booking.pickupTotal)]);
  facts.push([w.t('fact.subtotal'), money(booking.totalAmount)]);
  if (booking.discountAmount > 0) {
    facts.push([
      w.t('fact.coupon', { code: booking.couponCode ?? '', percent: booking.discountValue }).trim(),
      `−${money(booking.discountAmount)}`,
    ]);
  }
  // Money taken is its own figure: a waived date change raises the price without a payment.
  if (booking.amountPaid === booking.totalDiscountAmount && booking.refundedAmount === 0) {
    facts.push([w.t('fact.totalPaid'), money(booking.amountPaid)]);
  } else {
    facts.push(
      [w.t('fact.total'), money(booking.totalDiscountAmount)],
      [w.t('fact.paid'), money(booking.amountPaid)],
    );
    if (booking.refundedAmount > 0) facts.push([w.t('fact.refunded'), money(booking.refundedAmount)]);
  }
  facts.push(
    [w.t('fact.leadGuest'), booking.name],
    [w.t('fact.email'), booking.email],
    [w.t('fact.mobile'), booking.mobileNumber],
  );
  return facts;
}

export function layout(w: Words, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${w.tag}" dir="${w.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b3954;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">
${escapeHtml(w.t('mail.footer', { brand: BRAND }))}
</td></tr></table></td></tr></table></body></html>`;
}

function factsHtml(w: Words, booking: Booking): string {
  const start = w.dir === 'rtl' ? 'right' : 'left';
  const rows = bookingFacts(booking, w)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="${start}" style="padding-block:6px;padding-inline:0 12px;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:14px">${rows}</table>`;
}

function factsText(w: Words, booking: Booking): string {
  return bookingFacts(booking, w)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The "Manage your booking" link of a customer mail: a button in HTML, the bare URL in text. */
function manageLinkParts(w: Words, manageUrl: string | undefined): { text: string; html: string } {
  if (!manageUrl) return { text: '', html: '' };
  return {
    text: `\n\n${w.t('manage.textLine', { url: manageUrl })}`,
    html:
      `<p style="margin:20px 0 12px"><a href="${escapeHtml(manageUrl)}" style="display:inline-block;background:#0b3954;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(w.t('manage.button'))}</a></p>` +
      `<p style="margin:0 0 12px;font-size:13px;color:#6b7280">${escapeHtml(w.t('manage.htmlNote'))}</p>`,
  };
}

/**
 * A customer mail about one booking: heading, intro, the booking's facts and its manage link (after
 * the facts, or before them when the link is what the mail is for).
 */
function bookingMail(
  w: Words,
  booking: Booking,
  mail: {
    subject: string;
    heading: string;
    intro: string;
    manageUrl?: string | undefined;
    linkFirst?: boolean;
    /** Shown after the intro in the plain text only (the wallet links as lines). */
    afterIntroText?: string;
    /** Shown after the intro in the HTML only (the check-in QR code). */
    afterIntroHtml?: string;
  },
): RenderedMail {
  const manage = manageLinkParts(w, mail.manageUrl);
  const [textBody, htmlBody] = mail.linkFirst
    ? [`${manage.text}\n\n${factsText(w, booking)}`, `${manage.html}${factsHtml(w, booking)}`]
    : [`\n\n${factsText(w, booking)}${manage.text}`, `${factsHtml(w, booking)}${manage.html}`];
  return {
    subject: mail.subject,
    text: `${mail.intro}${mail.afterIntroText ?? ''}${textBody}\n\n${BRAND}`,
    language: w.tag,
    html: layout(
      w,
      mail.subject,
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>${paragraphsHtml(mail.intro)}${mail.afterIntroHtml ?? ''}${htmlBody}`,
    ),
  };
}

/** What the visitor needs on the day, when known: where to go, and the check-in code to show. */
export interface VisitDay {
  meetingPoint?: string | null;
  /** Where the meeting point is, for a maps link. */
  meetingLocation?: { latitude: number; longitude: number } | null;
  meetingInstructions?: string | null;
  /** The answers given at checkout, with their questions' labels (core answeredQuestions). */
  answers?: { participant: number | null; label: string; value: string | boolean }[];
  /** The Content-ID of the check-in QR code's PNG attached to the same message. */
  checkinQrCid?: string;
  /** The booking's wallet pass links; a button for each that is given. */
  wallet?: { appleUrl: string | null; googleUrl: string | null } | undefined;
}

/** "Add to Apple Wallet" and "Save to Google Wallet" under the QR code: links in HTML, lines in text. */
function walletParts(w: Words, wallet: VisitDay['wallet']): { text: string; html: string } {
  const links = [
    wallet?.appleUrl ? { label: w.t('wallet.apple'), url: wallet.appleUrl } : null,
    wallet?.googleUrl ? { label: w.t('wallet.google'), url: wallet.googleUrl } : null,
  ].filter((l) => l !== null);
  if (!links.length) return { text: '', html: '' };
  const button = (l: { label: string; url: string }) =>
    `<a href="${escapeHtml(l.url)}" style="display:inline-block;margin:4px;padding:10px 16px;background:#000000;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(l.label)}</a>`;
  return {
    text: links.map((l) => `\n\n${l.label}: ${l.url}`).join(''),
    html: `<p style="margin:0 0 16px;text-align:center">${links.map(button).join(' ')}</p>`,
  };
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
  const w = wordsOf(booking);
  const terms = policy ? `\n\n${policyLine(w, policy, booking)}${w.locale === 'zh' ? '。' : '.'}` : '';
  const meeting = `${whereToMeet(w, booking, day)}${answersText(w, day.answers ?? [])}`;
  const wallet = walletParts(w, day.wallet);
  return bookingMail(w, booking, {
    subject: w.t('confirmed.subject', {
      ticket: booking.ticketTitle,
      date: visitDate(w, booking),
      reference: booking.bookingId,
    }),
    heading: w.t('confirmed.heading'),
    intro: `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('confirmed.body')}${meeting}${terms}`,
    afterIntroText: wallet.text,
    manageUrl,
    ...(day.checkinQrCid
      ? {
          afterIntroHtml: `<p style="margin:8px 0 16px;text-align:center"><img src="cid:${escapeHtml(day.checkinQrCid)}" width="180" height="180" alt="${escapeHtml(w.t('confirmed.qrAlt', { reference: booking.bookingId }))}" style="display:inline-block;border:0"></p>${wallet.html}`,
        }
      : {}),
  });
}

/**
 * Where the visit starts: the hotel pickup with its time (core pickupTime, already in the booking)
 * and a maps link at its coordinates, or the meeting point with its directions and maps link.
 */
function whereToMeet(w: Words, booking: Booking, day: VisitDay): string {
  const pickup = booking.pickup;
  if (pickup) {
    const date = w.locale === 'en' ? formatBookingDate(pickup.date) : w.date(pickup.date);
    const said = pickup.time
      ? w.t('confirmed.pickup', { place: pickup.name, time: pickup.time, date })
      : w.t('confirmed.pickupNoTime', { place: pickup.name });
    const address = pickup.address ? ` (${pickup.address})` : '';
    return `\n\n${said}${address}\n${w.t('confirmed.map', { url: mapsUrl(pickup.latitude, pickup.longitude) })}`;
  }
  if (!day.meetingPoint) return '';
  const lines = [w.t('confirmed.meetingPoint', { place: day.meetingPoint })];
  if (day.meetingInstructions)
    lines.push(w.t('confirmed.meetingInstructions', { text: day.meetingInstructions }));
  if (day.meetingLocation) {
    lines.push(
      w.t('confirmed.map', { url: mapsUrl(day.meetingLocation.latitude, day.meetingLocation.longitude) }),
    );
  }
  return `\n\n${lines.join('\n')}`;
}

/** The answers, one line each: "Guest 2 · Dietary needs: Vegan". */
function answersText(w: Words, answers: NonNullable<VisitDay['answers']>): string {
  if (answers.length === 0) return '';
  const words = { yes: w.t('mail.yes'), no: w.t('mail.no') };
  const lines = answers.map(
    (a) =>
      `${a.participant ? `${w.t('mail.guest', { n: a.participant })} · ` : ''}${a.label}: ${answerText(a.value, words)}`,
  );
  return `\n\n${w.t('confirmed.answers')}\n${lines.join('\n')}`;
}

/** The answer to a look-up by reference and e-mail: the booking's manage link. */
export function manageLinkMail(booking: Booking, manageUrl: string): RenderedMail {
  const w = wordsOf(booking);
  return bookingMail(w, booking, {
    subject: w.t('manageLink.subject', { reference: booking.bookingId }),
    heading: w.t('manage.button'),
    intro: `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('manageLink.body')}`,
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
  previous: { bookingDate: string; bookingDateString: string; timeSlot: string | null },
  money: RescheduleMoney,
  manageUrl?: string,
): RenderedMail {
  const w = wordsOf(booking);
  const was = visitAt(w, visitDate(w, previous), previous.timeSlot);
  const now = visitAt(w, visitDate(w, booking), booking.timeSlot);
  const moved = moveMoney(money);
  const amount = moved.kind === 'none' ? '' : w.money(moved.amount, booking.currency);
  const moneyLine = moved.kind === 'none' ? '' : `\n\n${w.t(`rescheduled.${moved.kind}`, { amount })}`;
  return bookingMail(w, booking, {
    subject: w.t('rescheduled.subject', {
      ticket: booking.ticketTitle,
      date: visitDate(w, booking),
      reference: booking.bookingId,
    }),
    heading: w.t('rescheduled.heading'),
    intro: `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('rescheduled.body', { from: was, to: now })}${moneyLine}\n\n${w.t('rescheduled.voucher')}`,
    manageUrl,
  });
}

/**
 * A date change whose payment landed when it could no longer be made (the new slot closed or filled
 * meanwhile): the difference goes back and the booking keeps its date.
 */
export function rescheduleRefundedMail(
  booking: Booking,
  wanted: { bookingDate: string; bookingDateString: string; timeSlot: string | null },
  refund: number,
  manageUrl?: string,
): RenderedMail {
  const w = wordsOf(booking);
  const target = visitAt(w, visitDate(w, wanted), wanted.timeSlot);
  const kept = visitAt(w, visitDate(w, booking), booking.timeSlot);
  return bookingMail(w, booking, {
    subject: w.t('rescheduleRefunded.subject', { ticket: booking.ticketTitle, reference: booking.bookingId }),
    heading: w.t('rescheduleRefunded.heading'),
    intro: `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('rescheduleRefunded.body', { target, amount: w.money(refund, booking.currency) })}\n\n${w.t('rescheduleRefunded.kept', { date: kept })}`,
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
  const w = wordsOf(booking);
  const visit = visitAt(w, visitDate(w, booking), booking.timeSlot);
  const amount = w.money(refund, booking.currency);
  return bookingMail(w, booking, {
    subject: w.t('paymentRefunded.subject', { ticket: booking.ticketTitle, reference: booking.bookingId }),
    heading: w.t('paymentRefunded.heading'),
    intro: `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t(why === 'closed' ? 'paymentRefunded.closed' : 'paymentRefunded.soldOut', { visit, amount })}`,
  });
}

/** Staff moved a booking to a dearer date and charge the difference: the payment link. */
export function dateChangePaymentMail(
  booking: Booking,
  change: { bookingDate: string; timeSlot: string | null; amount: number; url: string; expiresAt: string },
): RenderedMail {
  const w = wordsOf(booking);
  const to = visitAt(
    w,
    w.locale === 'en' ? formatBookingDate(change.bookingDate) : w.date(change.bookingDate),
    change.timeSlot,
  );
  const amount = w.money(change.amount, booking.currency);
  const until = new Date(change.expiresAt).toLocaleString(
    w.locale === 'en' ? 'en-GB' : intlLocale(w.locale),
    {
      timeZone: ATTRACTION_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      day: 'numeric',
      month: 'long',
    },
  );
  return bookingMail(w, booking, {
    subject: w.t('dateChange.subject', { amount, to, reference: booking.bookingId }),
    heading: w.t('dateChange.heading'),
    intro:
      `${w.t('mail.greeting', { name: booking.name })}\n\n` +
      `${w.t('dateChange.body', { reference: booking.bookingId, to, amount, until, url: change.url })}\n\n` +
      w.t('dateChange.after'),
  });
}

/** A message staff wrote: their words as written, around them the booking's language. */
export function notificationMail(booking: Booking, subject: string, message: string): RenderedMail {
  const w = wordsOf(booking);
  const greeting = w.t('mail.greeting', { name: booking.name });
  return {
    subject,
    text: `${greeting}\n\n${message}\n\n${factsText(w, booking)}\n\n${BRAND}`,
    language: w.tag,
    html: layout(
      w,
      subject,
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphsHtml(message)}` +
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(w.t('notification.yourBooking'))}</h2>${factsHtml(w, booking)}`,
    ),
  };
}

export function ticketMail(booking: Booking, message: string | undefined, fileCount: number): RenderedMail {
  const w = wordsOf(booking);
  const subject = w.t('tickets.subject', {
    ticket: booking.ticketTitle,
    date: visitDate(w, booking),
    reference: booking.bookingId,
  });
  const intro =
    `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('tickets.body', { count: fileCount })}` +
    (message ? `\n\n${message}` : '');
  return {
    subject,
    text: `${intro}\n\n${factsText(w, booking)}\n\n${BRAND}`,
    language: w.tag,
    html: layout(
      w,
      subject,
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(w.t('tickets.heading'))}</h1>${paragraphsHtml(intro)}${factsHtml(w, booking)}`,
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
  const w = wordsOf(booking);
  const subject = w.t('cancelled.subject', {
    ticket: booking.ticketTitle,
    date: visitDate(w, booking),
    reference: booking.bookingId,
  });
  const why = money.reason ? `\n\n${w.t('cancelled.reason', { reason: money.reason })}` : '';
  const refund =
    money.refund > 0
      ? w.t('cancelled.refund', { amount: w.money(money.refund, booking.currency) })
      : w.t('cancelled.noRefund');
  const intro = `${w.t('mail.greeting', { name: booking.name })}\n\n${w.t('cancelled.body', { reference: booking.bookingId })}${why}\n\n${refund}`;
  return {
    subject,
    text: `${intro}\n\n${factsText(w, booking)}\n\n${BRAND}`,
    language: w.tag,
    html: layout(
      w,
      subject,
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(w.t('cancelled.heading'))}</h1>${paragraphsHtml(intro)}${factsHtml(w, booking)}`,
    ),
  };
}
