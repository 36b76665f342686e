import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { validateContact, type Contact, type ContactErrors } from '@tours/core/domain';
import { useIntlLocale } from '@/i18n/i18n';
import { COUNTRY_CODES, joinMobile, splitMobile } from '@/lib/country-codes';
import { FormField } from './FormField';

export type ContactField = keyof Contact;

const ALL_FIELDS: readonly ContactField[] = ['name', 'email', 'mobileNumber'];

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

/** Core's problems with the contact, of the fields a form shows only. */
export function contactProblems(
  contact: Contact,
  fields: readonly ContactField[] = ALL_FIELDS,
): ContactErrors {
  const all = validateContact(contact);
  const errors: ContactErrors = {};
  for (const field of fields) if (all[field]) errors[field] = all[field];
  return errors;
}

/** The id of a field's control (the national number's for the mobile), to take the visitor to it. */
export function contactFieldId(idPrefix: string, field: ContactField): string {
  return `${idPrefix}-${field === 'mobileNumber' ? 'mobile' : field}`;
}

/** Focuses the first field with a problem; false when there is none. */
export function focusFirstContactProblem(idPrefix: string, errors: ContactErrors): boolean {
  const first = ALL_FIELDS.find((field) => errors[field]);
  if (!first) return false;
  document.getElementById(contactFieldId(idPrefix, first))?.focus();
  return true;
}

interface ContactFieldsProps {
  /** Ids of the controls: `<prefix>-name`, `<prefix>-email`, `<prefix>-mobile`, `<prefix>-country`. */
  idPrefix: string;
  value: Contact;
  onChange: (change: Partial<Contact>) => void;
  /** The fields this form asks for, in this order (the booking look-up asks only the e-mail). */
  fields?: readonly ContactField[];
  /** Every problem shown, as after a submit; before, a field's shows once it is left. */
  showAll: boolean;
  /** What a field is for, under it. */
  hints?: Partial<Record<ContactField, string>>;
}

/**
 * Name, e-mail and mobile number as every form of the shop asks them (the checkout, the waiting
 * list, the booking look-up): one label, one check (core's validateContact) and one message per
 * field in the page's language, the mobile number as a country code and the number.
 */
export function ContactFields({
  idPrefix,
  value,
  onChange,
  fields = ALL_FIELDS,
  showAll,
  hints,
}: ContactFieldsProps) {
  const { t, i18n } = useLingui();
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const errors = contactProblems(value, fields);
  const show = (field: ContactField) => (showAll || touched[field]) && contactMessage(i18n, errors[field]);
  const touch = (field: ContactField) => setTouched((was) => ({ ...was, [field]: true }));

  const controls: Record<ContactField, () => ReactNode> = {
    name: () => (
      <FormField
        id={contactFieldId(idPrefix, 'name')}
        label={t`Full name`}
        error={show('name')}
        hint={hints?.name}
      >
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            value={value.name}
            onChange={(e) => onChange({ name: e.target.value })}
            onBlur={() => touch('name')}
            required
          />
        )}
      </FormField>
    ),
    email: () => (
      <FormField
        id={contactFieldId(idPrefix, 'email')}
        label={t`Email`}
        error={show('email')}
        hint={hints?.email}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={value.email}
            onChange={(e) => onChange({ email: e.target.value })}
            onBlur={() => touch('email')}
            required
          />
        )}
      </FormField>
    ),
    mobileNumber: () => (
      <MobileNumberField
        idPrefix={idPrefix}
        value={value.mobileNumber}
        onChange={(mobileNumber) => onChange({ mobileNumber })}
        error={show('mobileNumber')}
        hint={hints?.mobileNumber}
        onBlur={() => touch('mobileNumber')}
      />
    ),
  };

  return (
    <fieldset className="form-fieldset">
      <legend className="visually-hidden">
        <Trans>Contact details</Trans>
      </legend>
      {fields.map((field) => (
        <Fragment key={field}>{controls[field]()}</Fragment>
      ))}
    </fieldset>
  );
}

/** The mobile number as a country calling code (named in the page's language) and the number itself. */
function MobileNumberField({
  idPrefix,
  value,
  onChange,
  error,
  hint,
  onBlur,
}: {
  idPrefix: string;
  value: string;
  onChange: (mobileNumber: string) => void;
  error: string | false | undefined;
  hint: string | undefined;
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
  // The two parts are the field's own: the number as stored is their join (an empty number is '').
  const [initial] = useState(() => splitMobile(value));
  const [code, setCode] = useState(initial.code);
  const [number, setNumber] = useState(initial.number);

  return (
    <FormField
      id={contactFieldId(idPrefix, 'mobileNumber')}
      label={t`Mobile number`}
      error={error}
      hint={hint ?? t`Choose your country code, then your number. We only call or message about your visit.`}
    >
      {(control) => (
        <div className="phone-row">
          <select
            id={`${idPrefix}-country`}
            className="input"
            aria-label={t`Country calling code`}
            autoComplete="tel-country-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              onChange(joinMobile(e.target.value, number));
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
              onChange(joinMobile(code, e.target.value));
            }}
            onBlur={onBlur}
            required
          />
        </div>
      )}
    </FormField>
  );
}
