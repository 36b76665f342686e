import type { Locale } from '@tours/core/domain';
import { localizedText } from './texts/localized-text';
import PrivacyEn from './texts/privacy.en';

/** Each translation loads only on a page in its language (the English text is part of the route). */
export const privacyText = localizedText(PrivacyEn, {
  ms: () => import('./texts/privacy.ms'),
  ar: () => import('./texts/privacy.ar'),
  zh: () => import('./texts/privacy.zh'),
});

/**
 * The privacy policy in the page's language.
 * A translation opens with a notice that the English text prevails; it suspends until its chunk
 * has loaded (`privacyText.preload` loads it ahead, as the server's render needs).
 */
export function PrivacyContent({ locale = 'en' }: { locale?: Locale }) {
  return <privacyText.Text locale={locale} />;
}
