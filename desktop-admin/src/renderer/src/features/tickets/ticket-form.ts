import { TicketInputSchema, type Ticket, type TicketInput } from '@tours/core/schemas';
import {
  decimalAmount,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_CURRENCY,
  formatMoney,
  missingTranslations,
  parseDecimalAmount,
  TRANSLATED_LOCALES,
  type CancellationPolicy,
  type Locale,
  type TranslatedLocale,
  type Weekday,
} from '@tours/core/domain';
import { humanIssue, type FieldErrors, type FieldWords, type IssueLike } from '../../lib/form-errors';
import {
  PICKUP_FIELD_WORDS,
  pickupCrossErrors,
  pickupFormToInput,
  pickupToForm,
  type PickupForm,
} from './pickup-form';

/** One pricing row as typed: decimal strings in the ticket's currency, so "12.5" stays what the admin typed until saved. */
export interface PricingRow {
  preference: string;
  weekDaysAdult: string;
  weekDaysChild: string;
  weekEndsAdult: string;
  weekEndsChild: string;
}

const int = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The cancellation policy as typed: each window switched on or off, its hours and percent as text. */
export interface PolicyForm {
  free: boolean;
  freeHours: string;
  partial: boolean;
  partialHours: string;
  partialPercent: string;
}

export function policyToForm(policy: CancellationPolicy): PolicyForm {
  return {
    free: policy.freeUntilHours !== null,
    freeHours: String(policy.freeUntilHours ?? DEFAULT_CANCELLATION_POLICY.freeUntilHours ?? 24),
    partial: policy.partial !== null,
    partialHours: policy.partial ? String(policy.partial.untilHours) : '',
    partialPercent: policy.partial ? String(policy.partial.refundPercent) : '50',
  };
}

/** The policy the form stands for; core's cancellationPolicyProblem (in the schema) judges it. */
export function formToPolicy(form: PolicyForm): CancellationPolicy {
  return {
    freeUntilHours: form.free ? int(form.freeHours) : null,
    partial: form.partial
      ? { untilHours: int(form.partialHours), refundPercent: int(form.partialPercent) }
      : null,
  };
}

export interface TicketForm extends PickupForm {
  service: string;
  title: string;
  ticketType: string;
  description: string;
  included: string;
  pricing: PricingRow[];
  isTimeSlot: boolean;
  timeSlots: string[];
  capacityPerSlot: string;
  adultQrCount: string;
  childQrCount: string;
  maxPerBooking: string;
  currency: string;
  isAdultByOneGetOneActive: boolean;
  isChildByOneGetOneActive: boolean;
  ticketImages: string;
  attractionClosed: Weekday[];
  cancellationPolicy: PolicyForm;
  /** The title, description and what is included in each other language, as typed. */
  translations: Record<TranslatedLocale, TicketWords>;
}

/**
 * A ticket's words in one language as typed ("what is included" one item per line); the meeting
 * point's address and directions are translated here, their English written under Pickup.
 */
export interface TicketWords {
  title: string;
  description: string;
  included: string;
  meetingPoint: string;
  meetingPointInstructions: string;
  /** The options' words, one per line in the pricing's order (a blank line: that one in English). */
  preferences: string;
}

const noWords = (): Record<TranslatedLocale, TicketWords> =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [
      l,
      {
        title: '',
        description: '',
        included: '',
        meetingPoint: '',
        meetingPointInstructions: '',
        preferences: '',
      },
    ]),
  ) as Record<TranslatedLocale, TicketWords>;

/** The fields each language lacks, by core's rule (a field blank in English needs none). */
export function missingWords(form: TicketForm): Partial<Record<Locale, number>> {
  const missing = missingTranslations(
    {
      title: form.title,
      description: form.description,
      included: lines(form.included),
      meetingPoint: form.meetingPoint,
      meetingPointInstructions: form.meetingInstructions,
      preferences: form.pricing.map((p) => p.preference),
    },
    Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => [
        l,
        {
          ...form.translations[l],
          included: lines(form.translations[l].included),
          preferences: lines(form.translations[l].preferences),
        },
      ]),
    ),
  );
  const count: Partial<Record<Locale, number>> = {};
  for (const { locale } of missing) count[locale] = (count[locale] ?? 0) + 1;
  return count;
}

/**
 * The translations as the ticket write takes them: only the fields with text, so an emptied field
 * is no longer stored and the English one shows (the write replaces what was stored).
 */
function translationsInput(form: TicketForm): NonNullable<TicketInput['translations']> {
  const out: NonNullable<TicketInput['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const words = form.translations[locale];
    const included = lines(words.included);
    const preferences = placedLines(words.preferences);
    const written = {
      ...(words.title.trim() ? { title: words.title.trim() } : {}),
      ...(words.description.trim() ? { description: words.description.trim() } : {}),
      ...(included.length ? { included } : {}),
      ...(words.meetingPoint.trim() ? { meetingPoint: words.meetingPoint.trim() } : {}),
      ...(words.meetingPointInstructions.trim()
        ? { meetingPointInstructions: words.meetingPointInstructions.trim() }
        : {}),
      ...(preferences.some(Boolean) ? { preferences } : {}),
    };
    if (Object.keys(written).length > 0) out[locale] = written;
  }
  return out;
}

export const emptyPricingRow = (preference = ''): PricingRow => ({
  preference,
  weekDaysAdult: '',
  weekDaysChild: '',
  weekEndsAdult: '',
  weekEndsChild: '',
});

export function emptyTicketForm(service = ''): TicketForm {
  return {
    service,
    title: '',
    ticketType: 'general-admission',
    description: '',
    included: '',
    pricing: [emptyPricingRow('Standard')],
    isTimeSlot: false,
    timeSlots: [],
    capacityPerSlot: '',
    adultQrCount: '1',
    childQrCount: '1',
    maxPerBooking: '20',
    currency: DEFAULT_CURRENCY,
    isAdultByOneGetOneActive: false,
    isChildByOneGetOneActive: false,
    ticketImages: '',
    attractionClosed: [],
    cancellationPolicy: policyToForm(DEFAULT_CANCELLATION_POLICY),
    translations: noWords(),
    ...pickupToForm(null),
  };
}

export function ticketToForm(ticket: Ticket): TicketForm {
  const amount = (minor: number) => decimalAmount(minor, ticket.currency);
  return {
    service: ticket.service,
    title: ticket.title,
    ticketType: ticket.ticketType,
    description: ticket.description,
    included: ticket.included.join('\n'),
    pricing: ticket.pricing.map((p) => ({
      preference: p.preference,
      weekDaysAdult: amount(p.weekDays.adult),
      weekDaysChild: amount(p.weekDays.child),
      weekEndsAdult: amount(p.weekEnds.adult),
      weekEndsChild: amount(p.weekEnds.child),
    })),
    isTimeSlot: ticket.isTimeSlot,
    timeSlots: [...ticket.timeSlots],
    capacityPerSlot: ticket.capacityPerSlot === null ? '' : String(ticket.capacityPerSlot),
    adultQrCount: String(ticket.adultQrCount),
    childQrCount: String(ticket.childQrCount),
    maxPerBooking: String(ticket.maxPerBooking),
    currency: ticket.currency,
    isAdultByOneGetOneActive: ticket.isAdultByOneGetOneActive,
    isChildByOneGetOneActive: ticket.isChildByOneGetOneActive,
    ticketImages: ticket.ticketImages.join('\n'),
    attractionClosed: [...ticket.attractionClosed],
    cancellationPolicy: policyToForm(ticket.cancellationPolicy),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => {
        const words = ticket.translations?.[l];
        return [
          l,
          {
            title: words?.title ?? '',
            description: words?.description ?? '',
            included: (words?.included ?? []).join('\n'),
            meetingPoint: words?.meetingPoint ?? '',
            meetingPointInstructions: words?.meetingPointInstructions ?? '',
            preferences: (words?.preferences ?? []).join('\n'),
          },
        ];
      }),
    ) as Record<TranslatedLocale, TicketWords>,
    ...pickupToForm(ticket),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Lines that stand at their English lines' places: blank ones kept, only those at the end dropped. */
const placedLines = (text: string) => {
  const all = text.split('\n').map((l) => l.trim());
  while (all.length > 0 && all.at(-1) === '') all.pop();
  return all;
};

const PRICE_KEYS = {
  weekDaysAdult: ['weekDays', 'adult'],
  weekDaysChild: ['weekDays', 'child'],
  weekEndsAdult: ['weekEnds', 'adult'],
  weekEndsChild: ['weekEnds', 'child'],
} as const;

const hours = ['hour', 'hours'] as const;
const price = (currency: string): FieldWords => ({
  amount: (minor) => formatMoney(minor, currency),
  format: `Enter an amount in ${currencyLabel(currency)}, e.g. 120.00`,
});

/**
 * Each field's words for its messages, keyed by the schema path without list positions
 * ("pricing.weekDays.adult" for every row's weekday adult price, "ticketImages.*" for one picture).
 */
function fieldWords(key: string, currency: string): FieldWords {
  const words: Record<string, FieldWords> = {
    service: { required: 'Choose the service this ticket belongs to' },
    title: { required: 'Enter a title of at least 2 characters' },
    ticketType: {
      required: 'Enter a ticket type, e.g. general-admission',
      format: 'Use lower-case letters, digits and hyphens, e.g. skip-the-line',
    },
    included: { unit: ['line', 'lines'] },
    pricing: { required: 'Add at least one preference', unit: ['preference', 'preferences'] },
    'pricing.preference': { required: 'Name the preference, e.g. Standard' },
    timeSlots: { unit: ['time slot', 'time slots'] },
    maxPerBooking: { unit: ['person', 'people'] },
    capacityPerSlot: { unit: ['person per slot', 'people per slot'] },
    adultQrCount: { unit: ['QR code per adult', 'QR codes per adult'] },
    childQrCount: { unit: ['QR code per child', 'QR codes per child'] },
    ticketImages: { unit: ['picture', 'pictures'] },
    'ticketImages.*': { format: 'Each picture is an https:// address or a site path such as /assets/…' },
    attractionClosed: { unit: ['closed day', 'closed days'] },
    'cancellationPolicy.freeUntilHours': { unit: hours },
    'cancellationPolicy.partial.untilHours': { unit: hours },
    'cancellationPolicy.partial.refundPercent': { amount: (n) => `${n} %` },
  };
  if (/^pricing\.(weekDays|weekEnds)\.(adult|child)$/.test(key)) return price(currency);
  return words[key] ?? PICKUP_FIELD_WORDS[key] ?? {};
}

const currencyLabel = (currency: string) => (currency === DEFAULT_CURRENCY ? 'RM' : currency.toUpperCase());

/** The message an amount that does not parse gets (it never reaches the schema). */
export const amountMessage = (currency: string) =>
  humanIssue({ code: 'invalid_format', message: '' }, price(currency));

/**
 * The form as the API's TicketInput, checked by core's strict TicketInputSchema. Errors are keyed
 * by the schema path ("pricing.0.weekDays.adult") so each lands beside its own input, and read as
 * sentences in the field's words ("Up to 100 people.").
 */
export function formToInput(form: TicketForm): { input: TicketInput | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const pricing = form.pricing.map((row, i) => {
    const entry = {
      preference: row.preference,
      weekDays: { adult: 0, child: 0 },
      weekEnds: { adult: 0, child: 0 },
    };
    for (const [key, [period, age]] of Object.entries(PRICE_KEYS)) {
      const minor = parseDecimalAmount(row[key as keyof typeof PRICE_KEYS], form.currency);
      if (Number.isNaN(minor)) errors[`pricing.${i}.${period}.${age}`] = amountMessage(form.currency);
      else entry[period][age] = minor;
    }
    return entry;
  });
  const candidate = {
    service: form.service,
    title: form.title,
    ticketType: form.ticketType,
    description: form.description,
    included: lines(form.included),
    pricing,
    timeSlots: form.timeSlots,
    isTimeSlot: form.isTimeSlot,
    adultQrCount: int(form.adultQrCount),
    childQrCount: int(form.childQrCount),
    currency: form.currency,
    isAdultByOneGetOneActive: form.isAdultByOneGetOneActive,
    isChildByOneGetOneActive: form.isChildByOneGetOneActive,
    ticketImages: lines(form.ticketImages),
    attractionClosed: form.attractionClosed,
    capacityPerSlot: form.capacityPerSlot.trim() === '' ? null : int(form.capacityPerSlot),
    maxPerBooking: int(form.maxPerBooking),
    cancellationPolicy: formToPolicy(form.cancellationPolicy),
    translations: translationsInput(form),
    ...pickupFormToInput(form),
  };
  const parsed = TicketInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      // "pricing.0.weekDays.adult" → "pricing.weekDays.adult"; an item of a list → "ticketImages.*".
      const general =
        issue.path.filter((p) => typeof p === 'string').join('.') +
        (typeof issue.path.at(-1) === 'number' ? '.*' : '');
      const words = fieldWords(general, form.currency);
      // A number left empty is NaN: "Enter a latitude…" rather than "Enter a whole number".
      const empty = issue.code === 'invalid_type' && words.required && key.startsWith('meetingPointLocation');
      errors[key] ??= empty ? `${words.required}.` : humanIssue(issue as IssueLike, words);
    }
  }
  for (const [key, message] of Object.entries(pickupCrossErrors(form))) errors[key] ??= message;
  if (Object.keys(errors).length > 0) return { input: null, errors };
  // Send what the admin wrote (the schema's input shape); the server parses it again.
  return { input: candidate as TicketInput, errors };
}
