import { isCalendarDate } from './calendar';
import { DEFAULT_LOCALE, translated, type Locale, type TranslatedLocale } from './locale';

/**
 * The questions a ticket asks before it runs (dietary needs for the BBQ, the names on the passports,
 * a child's age). Staff define them per ticket; core/src/schemas/questions.ts turns the definitions
 * into the one zod schema the storefront's form and the API both validate answers with.
 */

export const QUESTION_KINDS = ['short_text', 'long_text', 'choice', 'yes_no', 'date'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A question is answered once for the booking, or once for each participant. */
export const QUESTION_SCOPES = ['booking', 'participant'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const QUESTION_LIMITS = {
  perTicketMax: 20,
  idMax: 40,
  labelMax: 200,
  helpTextMax: 500,
  optionsMax: 20,
  optionMax: 100,
  shortTextMax: 200,
  longTextMax: 2000,
} as const;

/** A question's key: lower-case words joined by hyphens or underscores ("dietary-needs"). */
export const QUESTION_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export interface QuestionDefinition {
  id: string;
  label: string;
  kind: QuestionKind;
  scope: QuestionScope;
  required: boolean;
  helpText: string | null;
  /** The choices of a `choice` question, in order; empty for the other kinds. */
  options: string[];
  /**
   * The label, help text and choices in each other language. A choice's translation sits at its
   * English choice's place; the answer stays the English choice, whatever the language it was read in.
   */
  translations?: Partial<Record<TranslatedLocale, QuestionWords>>;
  /** A public read's words for each choice, in the language read (`options` stay the answers). */
  optionLabels?: string[];
}

/** A question's words in one language; any may be missing, and then the English shows. */
export interface QuestionWords {
  label?: string;
  helpText?: string;
  options?: string[];
}

/** One answer: text, a choice, a date (`YYYY-MM-DD`) or yes/no. */
export type AnswerValue = string | boolean;

/** A booking's answers: the booking's own, and one set per participant (adults first). */
export interface BookingAnswers {
  booking: Record<string, AnswerValue>;
  participants: Record<string, AnswerValue>[];
}

export const NO_ANSWERS: BookingAnswers = { booking: {}, participants: [] };

/** Why one answer is refused, or null when it stands (absent answers are the schema's business). */
export function answerProblem(definition: QuestionDefinition, value: AnswerValue): string | null {
  switch (definition.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'must be yes or no';
    case 'choice':
      return typeof value === 'string' && definition.options.includes(value)
        ? null
        : `must be one of: ${definition.options.join(', ')}`;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : 'must be a calendar date YYYY-MM-DD';
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return 'must be text';
      const max =
        definition.kind === 'short_text' ? QUESTION_LIMITS.shortTextMax : QUESTION_LIMITS.longTextMax;
      return value.trim().length > max ? `must be at most ${max} characters` : null;
    }
  }
}

/** An answer as people read it (a mail, the manifest): yes/no in words, text as written. */
export function answerText(value: AnswerValue | undefined, words = { yes: 'Yes', no: 'No' }): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return value;
}

/**
 * A question as a visitor reads it in `locale`: its label and help text in that language, and
 * `optionLabels`, its choices' words there (each in English where it has no translation). The
 * choices themselves stay English: they are what an answer holds. Without its translations.
 */
export function questionIn(definition: QuestionDefinition, locale: Locale): QuestionDefinition {
  const { translations, optionLabels: _read, ...question } = definition;
  // A question already read in a language (a public read: its words, no translations) stays so.
  if (!translations && _read) return definition;
  if (locale === DEFAULT_LOCALE) return question;
  const words = translations?.[locale as TranslatedLocale];
  return {
    ...question,
    label: translated(question.label, translations, locale, 'label'),
    helpText:
      question.helpText === null ? null : translated(question.helpText, translations, locale, 'helpText'),
    ...(question.options.length
      ? { optionLabels: question.options.map((o, i) => blankToNull(words?.options?.[i]) ?? o) }
      : {}),
  };
}

/** An answer in the words of the language its question was read in: a choice's label, else itself. */
export function answerIn(question: QuestionDefinition, value: AnswerValue): AnswerValue {
  if (typeof value !== 'string' || !question.optionLabels) return value;
  const at = question.options.indexOf(value);
  return at === -1 ? value : (question.optionLabels[at] ?? value);
}

function blankToNull(text: string | undefined): string | null {
  return text && text.trim() !== '' ? text : null;
}

/** The questions asked once per booking and those asked of each participant. */
export function questionsByScope(definitions: readonly QuestionDefinition[]) {
  return {
    booking: definitions.filter((d) => d.scope === 'booking'),
    participant: definitions.filter((d) => d.scope === 'participant'),
  };
}

/**
 * Each answered question with its label, in the definitions' order: the booking's first, then each
 * participant's ("Guest 2"). What the mail, the manage page and the manifest list.
 */
export function answeredQuestions(
  definitions: readonly QuestionDefinition[],
  answers: BookingAnswers | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): { participant: number | null; label: string; value: AnswerValue }[] {
  if (!answers) return [];
  const { booking, participant } = questionsByScope(definitions.map((d) => questionIn(d, locale)));
  const out: { participant: number | null; label: string; value: AnswerValue }[] = [];
  for (const d of booking) {
    const value = answers.booking[d.id];
    if (value !== undefined) out.push({ participant: null, label: d.label, value: answerIn(d, value) });
  }
  answers.participants.forEach((set, index) => {
    for (const d of participant) {
      const value = set[d.id];
      if (value !== undefined)
        out.push({ participant: index + 1, label: d.label, value: answerIn(d, value) });
    }
  });
  return out;
}
