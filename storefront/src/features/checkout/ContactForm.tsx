import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { ContactErrors } from '@tours/core/domain';
import { useIntlLocale } from '@/i18n/i18n';
import { FormField } from '@/components/FormField';
import { useBooking } from '@/stores/stores';
import { COUNTRY_CODES, joinMobile, splitMobile } from './country-codes';

/** Core's contact checks (validateContact) say what to fix in English; each in the page's language. */
const CONTACT_MESSAGES: Record<string, MessageDescriptor> = {
  'Enter your full name.': msg`Enter your full name.`,
  'Use letters, spaces and common punctuation only.': msg`Use letters, spaces and common punctuation only.`,
  'Enter your email address.': msg`Enter your email address.`,
  'Enter a valid email address, like name@example.com.': msg`Enter a valid email address, like name@example.com.`,
  'Enter your mobile number.': msg`Enter your mobile number.`,
  'Start with your country code, e.g. +971.': msg`Start with your country code, e.g. +971.`,
  'Enter a valid mobile number with its country code.': msg`Enter a valid mobile number with its country code.`,
};

export function contactMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return message;
  const descriptor = CONTACT_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * Name, email and mobile number, saved into the booking as they are typed (so a reload or a failed
 * payment loses nothing). Errors appear once a field is left or the visitor tries to pay.
 */
export const ContactForm = observer(function ContactForm({
  errors,
  showAll,
}: {
  errors: ContactErrors;
  showAll: boolean;
}) {
  const { t, i18n } = useLingui();
  const booking = useBooking();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const show = (field: keyof ContactErrors) =>
    (showAll || touched[field]) && contactMessage(i18n, errors[field]);
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <fieldset className="form-fieldset">
      <legend className="visually-hidden">
        <Trans>Contact details</Trans>
      </legend>
      <FormField
        id="contact-name"
        label={t`Full name`}
        error={show('name')}
        hint={t`As on the ID of the lead guest.`}
      >
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            value={booking.name}
            onChange={(e) => booking.setContact({ name: e.target.value })}
            onBlur={() => touch('name')}
            required
          />
        )}
      </FormField>
      <FormField
        id="contact-email"
        label={t`Email`}
        error={show('email')}
        hint={t`Your confirmation and tickets are sent here.`}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={booking.email}
            onChange={(e) => booking.setContact({ email: e.target.value })}
            onBlur={() => touch('email')}
            required
          />
        )}
      </FormField>
      <MobileNumberField error={show('mobileNumber')} onBlur={() => touch('mobileNumber')} />
    </fieldset>
  );
});

/** The mobile number as a country calling code (named in the page's language) and the number itself. */
const MobileNumberField = observer(function MobileNumberField({
  error,
  onBlur,
}: {
  error: string | false | undefined;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const intlLocale = useIntlLocale();
  // Country names in the page's language, from the browser's own data.
  const countryName = useMemo(() => {
    try {
      const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
      return (iso: string, fallback: string) => names.of(iso) ?? fallback;
    } catch {
      return (_iso: string, fallback: string) => fallback;
    }
  }, [intlLocale]);
  const booking = useBooking();
  const initial = splitMobile(booking.mobileNumber);
  const [code, setCode] = useState(initial.code);
  const [number, setNumber] = useState(initial.number);

  return (
    <FormField
      id="contact-mobile"
      label={t`Mobile number`}
      error={error}
      hint={t`Choose your country code, then your number. We only call or message about your visit.`}
    >
      {(control) => (
        <div className="phone-row">
          <select
            id="contact-country"
            className="input"
            aria-label={t`Country calling code`}
            autoComplete="tel-country-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              booking.setContact({ mobileNumber: joinMobile(e.target.value, number) });
            }}
          >
            {COUNTRY_CODES.map((c) => (
              // Short text so the closed field fits a phone; the name is read out and shown on hover.
              <option
                key={c.iso}
                value={c.code}
                title={countryName(c.iso, c.country)}
                aria-label={`${countryName(c.iso, c.country)} ${c.code}`}
              >
                {c.iso} {c.code}
              </option>
            ))}
          </select>
          <input
            {...control}
            type="tel"
            name="mobile"
            autoComplete="tel-national"
            inputMode="tel"
            value={number}
            onChange={(e) => {
              setNumber(e.target.value);
              booking.setContact({ mobileNumber: joinMobile(code, e.target.value) });
            }}
            onBlur={onBlur}
            required
          />
        </div>
      )}
    </FormField>
  );
});
