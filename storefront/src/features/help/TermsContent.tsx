import type { Locale } from '@tours/core/domain';
import { localizedText } from './texts/localized-text';
import TermsEn from './texts/terms.en';

/** Each translation loads only on a page in its language (the English text is part of the route). */
export const termsText = localizedText(TermsEn, {
  ms: () => import('./texts/terms.ms'),
  ar: () => import('./texts/terms.ar'),
  zh: () => import('./texts/terms.zh'),
});

/**
 * The terms and conditions a visitor accepts before paying, in the page's language.
 * A translation opens with a notice that the English text prevails; it suspends until its chunk
 * has loaded (`termsText.preload` loads it ahead, as the server's render needs).
 */
export function TermsContent({ locale = 'en' }: { locale?: Locale }) {
  return <termsText.Text locale={locale} />;
}
