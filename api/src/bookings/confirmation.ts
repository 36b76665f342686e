import { answeredQuestions, translated, type BookingAnswers } from '@tours/core/domain';
import { TicketTranslationsSchema } from '@tours/core/schemas';
import type { Executor } from '../db';
import { checkinQrPng } from '../lib/checkin-qr';
import { manageUrlOf, type ManageLinkConfig } from '../lib/manage-token';
import { storedTranslations } from '../lib/translations';
import { enqueueMail } from '../mail/outbox';
import { confirmationMail, type VisitDay } from '../mail/templates';
import { renderVoucherPdf } from '../mail/voucher';
import { questionsOf } from '../pickups/booking-choice';
import { policyOf } from './policy';
import { presentInItsLanguage } from './localized';
import { findPassSecret, type BookingRow } from './repository';

/*
 * A paid booking's confirmation mail, written to the outbox in the transaction that confirms it (the
 * settlement, a free checkout, a reseller's confirm) or that asks for it again (the resend).
 */

/** Where a ticket's visits start and what it asks, for the confirmation mail (a deleted ticket's too). */
async function visitPlaceOf(
  db: Executor,
  ticketId: string,
): Promise<
  | {
      meeting_point: string | null;
      meeting_point_latitude: number | null;
      meeting_point_longitude: number | null;
      meeting_point_instructions: string | null;
      questions: unknown;
      translations: unknown;
    }
  | undefined
> {
  return db('tickets')
    .where({ id: ticketId })
    .first(
      'meeting_point',
      'meeting_point_latitude',
      'meeting_point_longitude',
      'meeting_point_instructions',
      'questions',
      'translations',
    );
}

/**
 * The meeting point (with its directions and place on the map) and the answers, for the confirmation
 * and the voucher, in the booking's language.
 */
export async function visitDayOf(trx: Executor, booking: BookingRow): Promise<VisitDay> {
  const place = await visitPlaceOf(trx, booking.ticket_id);
  if (!place) return {};
  const lat = place.meeting_point_latitude;
  const lng = place.meeting_point_longitude;
  const locale = booking.locale ?? 'en';
  const translations = storedTranslations(TicketTranslationsSchema, place.translations);
  const inLocale = (english: string | null, field: 'meetingPoint' | 'meetingPointInstructions') =>
    english === null ? null : translated(english, translations, locale, field);
  return {
    meetingPoint: inLocale(place.meeting_point, 'meetingPoint'),
    meetingInstructions: inLocale(place.meeting_point_instructions, 'meetingPointInstructions'),
    meetingLocation: lat == null || lng == null ? null : { latitude: Number(lat), longitude: Number(lng) },
    answers: answeredQuestions(questionsOf(place), booking.answers as BookingAnswers | null, locale),
  };
}

/** The Content-ID of the confirmation's check-in QR code, shown inside its HTML. */
const CHECKIN_QR_CID = 'checkin-qr@tours';

/**
 * The confirmation mail with its voucher, the check-in QR code shown in the message and the meeting
 * point, written to the outbox in the confirming transaction.
 */
export async function enqueueConfirmation(
  trx: Executor,
  confirmed: BookingRow,
  links?: ManageLinkConfig,
  /** Another key sends it again (a resend); the default sends it once however often a payment lands. */
  dedupeKey = `confirmation:${confirmed.id}`,
): Promise<boolean> {
  const presented = await presentInItsLanguage(trx, confirmed);
  // The pass (and its secret) was issued by the trigger when the booking became confirmed.
  const secret = await findPassSecret(trx, confirmed.id);
  const wallet = secret && links?.walletLinks ? await links.walletLinks(trx, confirmed.id) : undefined;
  const day = {
    ...(await visitDayOf(trx, confirmed)),
    wallet,
    ...(secret ? { checkinQrCid: CHECKIN_QR_CID } : {}),
  };
  return enqueueMail(trx, {
    kind: 'confirmation',
    bookingId: confirmed.id,
    dedupeKey,
    to: confirmed.email,
    ...confirmationMail(
      presented,
      links && manageUrlOf(links, confirmed),
      await policyOf(trx, confirmed),
      day,
    ),
    attachments: [
      {
        filename: `voucher-${confirmed.booking_id}.pdf`,
        contentType: 'application/pdf',
        content: await renderVoucherPdf(presented, secret, day),
      },
      ...(secret
        ? [
            {
              filename: 'check-in-code.png',
              contentType: 'image/png',
              content: checkinQrPng(secret),
              cid: CHECKIN_QR_CID,
            },
          ]
        : []),
    ],
  });
}
