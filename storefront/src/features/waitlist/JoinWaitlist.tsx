import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Contact, type Locale } from '@tours/core/domain';
import { ContactFields, contactProblems, focusFirstContactProblem } from '@/components/ContactFields';
import { FormField } from '@/components/FormField';
import { useLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';
import './waitlist.css';

export interface WaitlistSlot {
  ticketId: string;
  preferenceIndex: number;
  bookingDate: string;
  /** Null for a ticket without time slots. */
  timeSlot: string | null;
  /** The most people one booking may be, so one entry too. */
  maxPerBooking: number;
  /** The ticket collects its guests or asks questions: both are asked when an offer is paid. */
  asksAtPayment?: boolean;
}

/**
 * "Join the waiting list" for a sold-out time: a button that opens the form (name, e-mail, phone,
 * the party, the language of the list's mails). Joining holds nothing; the place and the link to
 * it come by mail, so the answer only says which place it is.
 */
export function JoinWaitlist({ slot, label }: { slot: WaitlistSlot; label: string }) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<number | null>(null);
  const headingId = useId();
  if (joined !== null)
    return (
      <p className="notice notice-success waitlist-joined" role="status">
        <Trans>
          You are number {joined} on the waiting list. We have sent you an e-mail with a link to see your
          place or leave the list; when seats come back and it is your turn, we hold them for you and write
          again.
        </Trans>
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-secondary waitlist-open"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  return (
    <section className="card card-pad waitlist-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="h3">
        {label}
      </h3>
      <JoinForm slot={slot} onJoined={setJoined} />
    </section>
  );
}

function JoinForm({ slot, onJoined }: { slot: WaitlistSlot; onJoined: (place: number) => void }) {
  const { t, i18n } = useLingui();
  const pageLocale = useLocale();
  const [contact, setContact] = useState<Contact>({ name: '', email: '', mobileNumber: '' });
  const [submitted, setSubmitted] = useState(false);
  // Each sold-out time may have its form open at once: every form's ids are its own.
  const idPrefix = `waitlist-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [adultCount, setAdultCount] = useState(1);
  const [childCount, setChildCount] = useState(0);
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = slot.maxPerBooking;
  const party = adultCount + childCount;
  const tooMany = party > max;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (focusFirstContactProblem(idPrefix, contactProblems(contact))) return;
    if (tooMany || party < 1) return;
    setSending(true);
    setError(null);
    try {
      const answer = await api.joinWaitlist({
        ticketId: slot.ticketId,
        preferenceIndex: slot.preferenceIndex,
        bookingDate: slot.bookingDate,
        timeSlot: slot.timeSlot,
        adultCount,
        childCount,
        ...contact,
        locale,
      });
      onJoined(answer.place);
    } catch (e) {
      setError(visitorMessage(i18n, e, t`joining the waiting list`));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="waitlist-fields" onSubmit={submit} noValidate>
      <p className="muted">
        <Trans>
          Nothing is held or charged now. If seats come back, they are offered in the order people joined, to
          the first party they fit.
        </Trans>
      </p>
      {slot.asksAtPayment && (
        <p className="muted">
          <Trans>
            If seats are offered to you, you choose your pickup and answer the tour’s questions when you pay.
          </Trans>
        </p>
      )}
      <ContactFields
        idPrefix={idPrefix}
        value={contact}
        onChange={(change) => setContact((was) => ({ ...was, ...change }))}
        showAll={submitted}
        hints={{ email: t`Your place, and any offer of seats, are sent here.` }}
      />
      <PartyFields
        idPrefix={idPrefix}
        max={max}
        adultCount={adultCount}
        childCount={childCount}
        onAdults={setAdultCount}
        onChildren={setChildCount}
      />
      <MailLanguageField idPrefix={idPrefix} value={locale} onChange={setLocale} />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending || tooMany || party < 1}>
        {sending ? t`Sending…` : t`Join the waiting list`}
      </button>
    </form>
  );
}

interface PartyFieldsProps {
  idPrefix: string;
  max: number;
  adultCount: number;
  childCount: number;
  onAdults: (count: number) => void;
  onChildren: (count: number) => void;
}

/** The party: adults and children, at least one person and at most the ticket's maximum per booking. */
function PartyFields({ idPrefix, max, adultCount, childCount, onAdults, onChildren }: PartyFieldsProps) {
  const { t } = useLingui();
  const party = adultCount + childCount;
  const tooMany = party > max;
  return (
    <>
      <div className="waitlist-party">
        <FormField id={`${idPrefix}-adults`} label={t`Adults`}>
          {(control) => (
            <input
              {...control}
              name="adultCount"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              required
              value={adultCount}
              onChange={(e) => onAdults(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-children`} label={t`Children`}>
          {(control) => (
            <input
              {...control}
              name="childCount"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              value={childCount}
              onChange={(e) => onChildren(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
          )}
        </FormField>
      </div>
      {(tooMany || party < 1) && (
        <p className="field-error" role="alert">
          {tooMany ? t`At most ${max} people in one booking.` : t`Add at least one person.`}
        </p>
      )}
    </>
  );
}

/** The language the list's mails are written in: the page's, unless the visitor picks another. */
function MailLanguageField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  return (
    <FormField id={`${idPrefix}-locale`} label={t`Language of our e-mails`}>
      {(control) => (
        <select {...control} name="locale" value={value} onChange={(e) => onChange(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={LOCALE_TAGS[l]}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
