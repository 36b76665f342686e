/** Field key (a dotted zod path) to its message, as the editors show them under each input. */
export type FieldErrors = Record<string, string>;

/** A sentence: capital first letter, full stop at the end ("must be unique" → "Must be unique."). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** How a field's bounds read to a person: "Up to 99 people", "At least 1 person". */
export interface FieldWords {
  /** What one of the field's units is called, singular and plural: ['person', 'people']. */
  unit?: readonly [one: string, other: string];
  /** How a number of the field reads, when it is not a count ("RM 100,000.00", "99 %"). */
  amount?: (n: number) => string;
  /** The sentence when the field is left empty or too short to mean anything ("Enter a title"). */
  required?: string;
  /** The sentence when a typed value has the wrong shape ("Use lower-case letters…"). */
  format?: string;
}

/** The part of a zod issue the sentences are made from (core's schemas are zod 4). */
export interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

const count = new Intl.NumberFormat('en-GB');

function quantity(n: number, words: FieldWords, origin: string | undefined): string {
  if (words.amount) return words.amount(n);
  const [one, other] =
    words.unit ?? (origin === 'string' ? (['character', 'characters'] as const) : (['', ''] as const));
  const unit = n === 1 ? one : other;
  return unit ? `${count.format(n)} ${unit}` : count.format(n);
}

/**
 * A zod issue as a sentence a person acts on, in the field's own words: "Up to 99 people." rather
 * than "Too big: expected number to be <=99". Messages the schemas write themselves (a refine's
 * "a time-slot ticket needs at least one time slot") are already words: they become a sentence.
 */
export function humanIssue(issue: IssueLike, words: FieldWords = {}): string {
  switch (issue.code) {
    case 'too_big':
      return `Up to ${quantity(Number(issue.maximum), words, issue.origin)}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (words.required && (issue.origin !== 'number' || min > 0)) return sentence(words.required);
      if (issue.origin === 'number' && min === 0) return 'Cannot be negative.';
      return `At least ${quantity(min, words, issue.origin)}.`;
    }
    case 'invalid_type':
      if (/^(number|int|nan)$/i.test(issue.expected ?? '')) return 'Enter a whole number.';
      return sentence(words.required ?? 'Fill this in');
    case 'not_multiple_of':
      return 'Enter a whole number.';
    case 'invalid_format':
      return sentence(words.format ?? issue.message);
    case 'invalid_value':
      return sentence(words.required ?? 'Choose one of the options');
    case 'custom':
      return sentence(words.format ?? issue.message);
    default:
      return sentence(issue.message);
  }
}

/** Server-side 400 details (zod issues, their path a dotted string or an array) to the same field keys. */
export function errorsFromDetails(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const issues = Array.isArray(details)
    ? details
    : details && typeof details === 'object' && Array.isArray((details as { issues?: unknown }).issues)
      ? (details as { issues: unknown[] }).issues
      : [];
  for (const issue of issues as { path?: string | (string | number)[]; message?: string }[]) {
    if (issue.path === undefined || !issue.message) continue;
    const key = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    errors[key] ??= sentence(issue.message);
  }
  return errors;
}
