import type { Locale } from '@tours/core/domain';
import { localizedText } from './texts/localized-text';
import HelpEn from './texts/help.en';

/** Each translation loads only on a page in its language (the English text is part of the route). */
export const helpText = localizedText(HelpEn, {
  ms: () => import('./texts/help.ms'),
  ar: () => import('./texts/help.ar'),
  zh: () => import('./texts/help.zh'),
});

/**
 * The help center's questions, answers and contact details in the page's language.
 * A translation opens with a notice that the English text prevails; it suspends until its chunk
 * has loaded (`helpText.preload` loads it ahead, as the server's render needs).
 */
export function HelpContent({ locale = 'en' }: { locale?: Locale }) {
  return <helpText.Text locale={locale} />;
}
