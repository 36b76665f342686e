import {
  missingTranslations,
  TRANSLATED_LOCALES,
  type Locale,
  type PickupMode,
  type QuestionDefinition,
  type QuestionKind,
  type QuestionScope,
  type TranslatedLocale,
} from '@tours/core/domain';
import type { Ticket, TicketInput } from '@tours/core/schemas';
import type { FieldErrors, FieldWords } from '../../lib/form-errors';

/** One question as typed; `id` is empty until the question was first saved (then it never changes). */
export interface QuestionForm {
  /** A key of the editor's list, stable while typing (new questions have no id yet). */
  key: string;
  id: string;
  label: string;
  kind: QuestionKind;
  scope: QuestionScope;
  required: boolean;
  helpText: string;
  /** A choice's options, one per line. */
  options: string;
  /** The label, help text and options in each other language, as typed (options one per line). */
  translations: Record<TranslatedLocale, QuestionWordsForm>;
}

/** A question's words in one language as typed; a choice's options one per line, in the English order. */
export interface QuestionWordsForm {
  label: string;
  helpText: string;
  options: string;
}

const noQuestionWords = (): Record<TranslatedLocale, QuestionWordsForm> =>
  Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, { label: '', helpText: '', options: '' }])) as Record<
    TranslatedLocale,
    QuestionWordsForm
  >;

function questionWordsToForm(
  translations: QuestionDefinition['translations'],
): Record<TranslatedLocale, QuestionWordsForm> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => {
      const words = translations?.[l];
      return [
        l,
        {
          label: words?.label ?? '',
          helpText: words?.helpText ?? '',
          options: (words?.options ?? []).join('\n'),
        },
      ];
    }),
  ) as Record<TranslatedLocale, QuestionWordsForm>;
}

/**
 * A question's translations as the write takes them: the fields written in each language (a
 * choice's translated options kept at their English places, blanks where one is not written).
 */
function questionWordsInput(q: QuestionForm): QuestionDefinition['translations'] {
  const out: NonNullable<QuestionDefinition['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const words = q.translations[locale];
    const options = q.kind === 'choice' ? words.options.split('\n').map((o) => o.trim()) : [];
    while (options.length > 0 && options.at(-1) === '') options.pop();
    const written = {
      ...(words.label.trim() ? { label: words.label.trim() } : {}),
      ...(words.helpText.trim() ? { helpText: words.helpText.trim() } : {}),
      ...(options.length ? { options } : {}),
    };
    if (Object.keys(written).length > 0) out[locale] = written;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** How many of a question's fields each language lacks (core's rule: blank in English needs none). */
export function missingQuestionWords(q: QuestionForm): Partial<Record<Locale, number>> {
  const english = {
    label: q.label,
    helpText: q.helpText,
    options: q.kind === 'choice' ? lines(q.options) : [],
  };
  const count: Partial<Record<Locale, number>> = {};
  const typed = Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [l, { ...q.translations[l], options: lines(q.translations[l].options) }]),
  );
  for (const { locale } of missingTranslations(english, typed)) count[locale] = (count[locale] ?? 0) + 1;
  return count;
}

/** The ticket's pickups, meeting point and questions as typed. */
export interface PickupForm {
  pickupMode: PickupMode;
  pickupPointIds: string[];
  meetingPoint: string;
  meetingLatitude: string;
  meetingLongitude: string;
  meetingInstructions: string;
  meetingPhoto: string;
  questions: QuestionForm[];
}

let nextKey = 0;
export const newQuestion = (): QuestionForm => ({
  key: `new-${++nextKey}`,
  id: '',
  label: '',
  kind: 'short_text',
  scope: 'booking',
  required: false,
  helpText: '',
  options: '',
  translations: noQuestionWords(),
});

export function pickupToForm(ticket: Ticket | null): PickupForm {
  const at = ticket?.meetingPointLocation;
  return {
    pickupMode: ticket?.pickupMode ?? 'none',
    pickupPointIds: [...(ticket?.pickupPointIds ?? [])],
    meetingPoint: ticket?.meetingPoint ?? '',
    meetingLatitude: at ? String(at.latitude) : '',
    meetingLongitude: at ? String(at.longitude) : '',
    meetingInstructions: ticket?.meetingPointInstructions ?? '',
    meetingPhoto: ticket?.meetingPointPhoto ?? '',
    questions: (ticket?.questions ?? []).map((q) => ({
      key: q.id,
      id: q.id,
      label: q.label,
      kind: q.kind,
      scope: q.scope,
      required: q.required,
      helpText: q.helpText ?? '',
      options: q.options.join('\n'),
      translations: questionWordsToForm(q.translations),
    })),
  };
}

/** A question's key made from its label ("Dietary needs?" → "dietary-needs"), unique among `taken`. */
export function questionId(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'question';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const coordinate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The part of the ticket write these fields make (core's TicketInputSchema checks it with the rest).
 * Coordinates are both empty (none) or both numbers; a new question's id comes from its label.
 */
export function pickupFormToInput(form: PickupForm): Partial<TicketInput> {
  const noPlace = form.meetingLatitude.trim() === '' && form.meetingLongitude.trim() === '';
  const taken = new Set(form.questions.map((q) => q.id).filter(Boolean));
  return {
    pickupMode: form.pickupMode,
    pickupPointIds: form.pickupMode === 'none' ? [] : form.pickupPointIds,
    meetingPoint: orNull(form.meetingPoint),
    meetingPointLocation: noPlace
      ? null
      : { latitude: coordinate(form.meetingLatitude), longitude: coordinate(form.meetingLongitude) },
    meetingPointInstructions: orNull(form.meetingInstructions),
    meetingPointPhoto: orNull(form.meetingPhoto),
    questions: form.questions.map((q) => {
      const id = q.id || questionId(q.label, taken);
      taken.add(id);
      return {
        id,
        label: q.label,
        kind: q.kind,
        scope: q.scope,
        required: q.required,
        helpText: orNull(q.helpText),
        options: q.kind === 'choice' ? lines(q.options) : [],
        ...(questionWordsInput(q) ? { translations: questionWordsInput(q) } : {}),
      };
    }),
  };
}

/** Rules across fields the schema leaves to the server: a ticket that collects names its points. */
export function pickupCrossErrors(form: PickupForm): FieldErrors {
  return form.pickupMode !== 'none' && form.pickupPointIds.length === 0
    ? { pickupPointIds: 'Choose at least one pickup point, or say pickup is not offered.' }
    : {};
}

/** The words of these fields' messages, keyed like ticket-form's fieldWords (no list positions). */
export const PICKUP_FIELD_WORDS: Record<string, FieldWords> = {
  meetingPoint: { required: 'Enter the meeting point’s address' },
  'meetingPointLocation.latitude': { required: 'Enter a latitude between -90 and 90, e.g. 25.1972' },
  'meetingPointLocation.longitude': { required: 'Enter a longitude between -180 and 180, e.g. 55.2744' },
  meetingPointPhoto: { format: 'The photo is an https:// address or a site path such as /assets/…' },
  questions: { unit: ['question', 'questions'] },
  'questions.label': { required: 'Write the question guests answer' },
  'questions.helpText': {},
  'questions.options': { unit: ['option', 'options'] },
};
