import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, intlLocale, localeOr, localizedPath, type Locale } from '@tours/core/domain';

/**
 * One Lingui instance per page render: the browser makes one for its page, the server one per
 * request (entry-server.tsx), so two visitors rendered at once never share a language. Nothing in
 * the storefront reads Lingui's global instance.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export function LocaleProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return localeOr(useLingui().i18n.locale);
}

/** The tag `Intl` formats the page's dates and numbers with (Arabic keeps Latin digits). */
export function useIntlLocale(): string {
  return intlLocale(useLocale());
}

/**
 * Prices as the page shows them: English keeps the Malaysian English format it always had
 * (RM 1,234.00); the other languages format ringgit in their own way.
 */
export function moneyLocale(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'en-MY' : intlLocale(locale);
}

export function useMoneyLocale(): string {
  return moneyLocale(useLocale());
}

/** The router's base for a language: English at `/`, the others under their prefix. */
export function basenameOf(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : localizedPath(locale, '/').replace(/\/$/, '');
}
