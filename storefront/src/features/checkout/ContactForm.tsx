import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContactErrors } from '@tours/core/domain';
import { FormField } from '@/components/FormField';
import { useBooking } from '@/stores/stores';
import { COUNTRY_CODES, joinMobile, splitMobile } from './country-codes';

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
  const booking = useBooking();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const initial = splitMobile(booking.mobileNumber);
  const [code, setCode] = useState(initial.code);
  const [number, setNumber] = useState(initial.number);
  const show = (field: keyof ContactErrors) => (showAll || touched[field]) && errors[field];
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <fieldset className="form-fieldset">
      <legend className="visually-hidden">Contact details</legend>
      <FormField
        id="contact-name"
        label="Full name"
        error={show('name')}
        hint="As on the ID of the lead guest."
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
        label="Email"
        error={show('email')}
        hint="Your confirmation and tickets are sent here."
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
      <FormField
        id="contact-mobile"
        label="Mobile number"
        error={show('mobileNumber')}
        hint="Choose your country code, then your number. We only call or message about your visit."
      >
        {(control) => (
          <div className="phone-row">
            <select
              id="contact-country"
              className="input"
              aria-label="Country calling code"
              autoComplete="tel-country-code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                booking.setContact({ mobileNumber: joinMobile(e.target.value, number) });
              }}
            >
              {COUNTRY_CODES.map((c) => (
                // Short text so the closed field fits a phone; the name is read out and shown on hover.
                <option key={c.iso} value={c.code} title={c.country} aria-label={`${c.country} ${c.code}`}>
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
              onBlur={() => touch('mobileNumber')}
              required
            />
          </div>
        )}
      </FormField>
    </fieldset>
  );
});
