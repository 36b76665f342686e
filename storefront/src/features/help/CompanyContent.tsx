import type { Locale } from '@tours/core/domain';
import { localizedText } from './texts/localized-text';
import CompanyEn from './texts/company.en';

/** Each translation loads only on a page in its language (the English text is part of the route). */
export const companyText = localizedText(CompanyEn, {
  ms: () => import('./texts/company.ms'),
  ar: () => import('./texts/company.ar'),
  zh: () => import('./texts/company.zh'),
});

/**
 * Who runs the shop and its role, in the page's language.
 * A translation opens with a notice that the English text prevails; it suspends until its chunk
 * has loaded (`companyText.preload` loads it ahead, as the server's render needs).
 */
export function CompanyContent({ locale = 'en' }: { locale?: Locale }) {
  return <companyText.Text locale={locale} />;
}
