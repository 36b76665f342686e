import { localeOr, offerDeadlineInWords } from '@tours/core/domain';
import { wordsFor, type Words } from '../i18n';
import type { BookingRow } from '../bookings/repository';
import { BRAND, escapeHtml, layout, paragraphsHtml, visitAt, type RenderedMail } from '../mail/templates';
import type { EntryRow } from './repository';

/**
 * The waiting list's mails, in the entry's language: the confirmation of joining (its place and
 * the link to see it or leave) and an offer (the seats held, until when, and the link to pay).
 */

const BUTTON =
  'display:inline-block;background:#0b3954;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold';

interface Parts {
  subject: string;
  heading: string;
  intro: string;
  button: { label: string; url: string };
  after?: string;
}

function render(w: Words, parts: Parts): RenderedMail {
  const after = parts.after ? `\n\n${parts.after}` : '';
  return {
    subject: parts.subject,
    language: w.tag,
    text: `${parts.intro}\n\n${parts.button.label}: ${parts.button.url}${after}\n\n${BRAND}`,
    html: layout(
      w,
      parts.subject,
      `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>${paragraphsHtml(parts.intro)}` +
        `<p style="margin:20px 0 12px"><a href="${escapeHtml(parts.button.url)}" style="${BUTTON}">${escapeHtml(parts.button.label)}</a></p>` +
        (parts.after ? paragraphsHtml(parts.after) : ''),
    ),
  };
}

const visitOf = (w: Words, entry: Pick<EntryRow, 'booking_date' | 'time_slot'>) =>
  visitAt(w, w.date(entry.booking_date), entry.time_slot || null);

/** On joining: the place in line, that nothing is held yet, and the link to see the place or leave. */
export function joinedMail(
  entry: EntryRow,
  ticketTitle: string,
  place: number,
  placeUrl: string,
): RenderedMail {
  const w = wordsFor(localeOr(entry.locale));
  const visit = visitOf(w, entry);
  const party = entry.adult_count + entry.child_count;
  return render(w, {
    subject: w.t('waitlist.joined.subject', { ticket: ticketTitle, date: visit }),
    heading: w.t('waitlist.joined.heading'),
    intro: `${w.t('mail.greeting', { name: entry.name })}\n\n${w.t('waitlist.joined.body', {
      ticket: ticketTitle,
      date: visit,
      place,
      party,
    })}`,
    button: { label: w.t('waitlist.joined.button'), url: placeUrl },
    after: w.t('waitlist.joined.after'),
  });
}

/** An offer: exactly the party's seats are held until the deadline; the link goes to paying them. */
export function offerMail(
  entry: EntryRow,
  booking: BookingRow,
  links: { place: string; offer: string },
): RenderedMail {
  const w = wordsFor(localeOr(entry.locale));
  const visit = visitOf(w, entry);
  const deadline = offerDeadlineInWords(entry.offer_expires_at ?? new Date(), w.locale);
  return render(w, {
    subject: w.t('waitlist.offer.subject', { ticket: booking.ticket_title, date: visit }),
    heading: w.t('waitlist.offer.heading'),
    intro: `${w.t('mail.greeting', { name: entry.name })}\n\n${w.t('waitlist.offer.body', {
      ticket: booking.ticket_title,
      date: visit,
      party: entry.adult_count + entry.child_count,
      amount: w.money(booking.total_discount_amount, booking.currency),
      deadline,
    })}`,
    button: { label: w.t('waitlist.offer.button'), url: links.offer },
    after: w.t('waitlist.offer.after', { url: links.place }),
  });
}
