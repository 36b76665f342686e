import { PKPass } from 'passkit-generator';
import { wordsFor } from '../i18n';
import type { PassFacts } from './facts';
import { PASS_COLOURS, passImages } from './images';
import type { AppleWalletSettings } from './settings';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

export interface ApplePassOptions {
  /** The PassKit web service's base URL (the pass's webServiceURL): {publicUrl}/api/v1/wallet/apple. */
  webServiceUrl: string;
  organizationName: string;
}

type Field = { key: string; label: string; value: string | number } & Record<string, unknown>;

/** The pass's fields, labelled in the booking's language with the API's catalogue words. */
function fieldsOf(facts: PassFacts) {
  const w = wordsFor(facts.locale);
  const { booking } = facts;
  const visit: Field = {
    key: 'visit',
    label: w.t('fact.date'),
    value: facts.times.relevantDate,
    dateStyle: 'PKDateStyleMedium',
    timeStyle: booking.time_slot ? 'PKDateStyleShort' : 'PKDateStyleNone',
    // Dubai's time whatever the phone's zone: the value carries Dubai's offset.
    ignoresTimeZone: true,
  };
  const party: Field[] = [{ key: 'adults', label: w.t('fact.adults'), value: booking.adult_count }];
  if (booking.child_count > 0)
    party.push({ key: 'children', label: w.t('fact.children'), value: booking.child_count });
  const status: Field[] =
    facts.state === 'active'
      ? []
      : [{ key: 'status', label: w.t('wallet.status'), value: w.t(`wallet.state.${facts.state}`) }];
  const back: Field[] = [
    { key: 'reference', label: w.t('fact.reference'), value: booking.booking_id },
    { key: 'option', label: w.t('fact.option'), value: booking.preference },
    { key: 'leadGuest', label: w.t('fact.leadGuest'), value: booking.name },
  ];
  if (facts.attraction.place)
    back.push({ key: 'place', label: w.t('wallet.attraction'), value: facts.attraction.place });
  return {
    header: [visit],
    primary: [{ key: 'attraction', label: w.t('wallet.attraction'), value: facts.attraction.name }],
    secondary: [{ key: 'ticket', label: w.t('fact.ticket'), value: booking.ticket_title }, ...status],
    auxiliary: [...party, { key: 'ref', label: w.t('fact.reference'), value: booking.booking_id }],
    back,
  };
}

/**
 * A booking's signed Apple Wallet pass (.pkpass): an event ticket whose QR code carries the
 * voucher's check-in code, shown on the lock screen near the attraction and at the visit's time,
 * expiring after the visit's day, and voided once the booking is cancelled or checked in (its
 * status field says which). It names the web service and its token, so it follows the booking.
 */
export function buildApplePass(
  settings: AppleWalletSettings,
  facts: PassFacts,
  options: ApplePassOptions,
): Buffer {
  const w = wordsFor(facts.locale);
  const { booking } = facts;
  const pass = new PKPass(
    passImages(),
    {
      wwdr: settings.wwdr,
      signerCert: settings.cert,
      signerKey: settings.key.reveal(),
      ...(settings.keyPassphrase ? { signerKeyPassphrase: settings.keyPassphrase.reveal() } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      serialNumber: facts.pass.serial_number,
      organizationName: options.organizationName,
      description: w.t('wallet.description', {
        ticket: booking.ticket_title,
        attraction: facts.attraction.name,
      }),
      logoText: options.organizationName,
      backgroundColor: PASS_COLOURS.backgroundColor,
      foregroundColor: PASS_COLOURS.foregroundColor,
      labelColor: PASS_COLOURS.labelColor,
      webServiceURL: options.webServiceUrl,
      authenticationToken: facts.pass.authentication_token,
      sharingProhibited: true,
      voided: facts.state !== 'active',
    },
  );
  pass.type = 'eventTicket';
  const fields = fieldsOf(facts);
  pass.headerFields.push(...(fields.header as never[]));
  pass.primaryFields.push(...(fields.primary as never[]));
  pass.secondaryFields.push(...(fields.secondary as never[]));
  pass.auxiliaryFields.push(...(fields.auxiliary as never[]));
  pass.backFields.push(...(fields.back as never[]));
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: facts.checkinCode,
    messageEncoding: 'iso-8859-1',
    // People read the reference; the code itself is for the gate's scanner only.
    altText: booking.booking_id,
  });
  if (facts.attraction.coordinates) {
    pass.setLocations({
      ...facts.attraction.coordinates,
      relevantText: w.t('wallet.relevantText', { attraction: facts.attraction.name }),
    });
  }
  pass.setRelevantDate(new Date(facts.times.relevantDate));
  pass.setExpirationDate(new Date(facts.times.expirationDate));
  return pass.getAsBuffer();
}
