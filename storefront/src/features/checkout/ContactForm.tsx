import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContactErrors } from '@tours/core/domain';
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
      <div className="field">
        <label htmlFor="contact-name">Full name</label>
        <input
          id="contact-name"
          className="input"
          name="name"
          autoComplete="name"
          value={booking.name}
          onChange={(e) => booking.setContact({ name: e.target.value })}
          onBlur={() => touch('name')}
          aria-invalid={show('name') ? true : undefined}
          aria-describedby={show('name') ? 'contact-name-error' : 'contact-name-hint'}
          required
        />
        {show('name') ? (
          <p id="contact-name-error" className="field-error">
            {errors.name}
          </p>
        ) : (
          <span id="contact-name-hint" className="hint">
            As on the ID of the lead guest.
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={booking.email}
          onChange={(e) => booking.setContact({ email: e.target.value })}
          onBlur={() => touch('email')}
          aria-invalid={show('email') ? true : undefined}
          aria-describedby={show('email') ? 'contact-email-error' : 'contact-email-hint'}
          required
        />
        {show('email') ? (
          <p id="contact-email-error" className="field-error">
            {errors.email}
          </p>
        ) : (
          <span id="contact-email-hint" className="hint">
            Your confirmation and tickets are sent here.
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-mobile">Mobile number</label>
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
            id="contact-mobile"
            className="input"
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
            aria-invalid={show('mobileNumber') ? true : undefined}
            aria-describedby={show('mobileNumber') ? 'contact-mobile-error' : 'contact-mobile-hint'}
            required
          />
        </div>
        {show('mobileNumber') ? (
          <p id="contact-mobile-error" className="field-error">
            {errors.mobileNumber}
          </p>
        ) : (
          <span id="contact-mobile-hint" className="hint">
            Choose your country code, then your number. We only call or message about your visit.
          </span>
        )}
      </div>
    </fieldset>
  );
});
