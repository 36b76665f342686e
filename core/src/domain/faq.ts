import { DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';

/** The two parts of the help centre's questions, in the order the pages show them. */
export const FAQ_SECTIONS = ['booking', 'cancellation'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/**
 * Written in an answer (in any language) where the hours of free cancellation most tickets offer
 * belong. Staff write the token, not the number, so that the answer stays true in every language
 * when the default policy changes: the visitor's read puts the number in (`fillFaqText`).
 */
export const FAQ_FREE_HOURS_TOKEN = '{freeCancellationHours}';

/** An entry's text as visitors read it: the tokens it may hold replaced by today's values. */
export function fillFaqText(text: string): string {
  const hours = DEFAULT_CANCELLATION_POLICY.freeUntilHours;
  return text.split(FAQ_FREE_HOURS_TOKEN).join(hours === null ? '0' : String(hours));
}
