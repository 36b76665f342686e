/**
 * The languages we sell in. English is the source language: every catalogue text is written in
 * English first, and a translation that is missing or blank falls back to the English text. URLs
 * carry the locale as a prefix (`/ms/…`), English has none.
 */

export const LOCALES = ['en', 'ms', 'ar', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/** The source language, served at `/` with no prefix and used wherever a translation is missing. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages a catalogue text can be translated into (every locale but the source). */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE,
);
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language's own name, for a language switch (a visitor looks for the name they read). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  ar: 'العربية',
  zh: '简体中文',
};

/** The BCP 47 tag for `hreflang`, `lang` and `Content-Language` (Chinese is Simplified). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en',
  ms: 'ms',
  ar: 'ar',
  zh: 'zh-Hans',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale from untrusted input (a query, a stored value); anything else is English. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** Which way the language is written: Arabic right to left, the rest left to right. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Numbers and dates for `Intl`: Arabic keeps Latin digits (`ar-u-nu-latn`), as prices, dates and
 * booking references are written across the Gulf and on our vouchers, so a reference read aloud
 * at the gate matches what staff see.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : LOCALE_TAGS[locale];
}

const calendarDateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD) in words in a language, through Intl: "Tuesday, 1 December 2026" in
 * the language's own order and names. The date is a day on the calendar, not an instant, so it is
 * read and written in UTC and never moves a day with the reader's zone.
 */
export function calendarDateInWords(date: string, locale: Locale): string {
  let format = calendarDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarDateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The path of a page in a language: English unprefixed, the others under `/<locale>`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/** Splits a URL path into its locale and the path without the prefix (`/ms/x` → `ms`, `/x`). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: path || '/' };
}

/** A catalogue text's translations, beside its English text: `{ ms: { title: … }, ar: … }`. */
export type Translations<Fields extends string> = Partial<
  Record<TranslatedLocale, Partial<Record<Fields, string>>>
>;

/**
 * A text in the locale asked: its translation when there is one that is not blank, else the
 * English text.
 */
export function translated<Fields extends string>(
  english: string,
  translations: Translations<Fields> | null | undefined,
  locale: Locale,
  field: Fields,
): string {
  if (locale === DEFAULT_LOCALE) return english;
  const text = translations?.[locale as TranslatedLocale]?.[field];
  return text && text.trim() !== '' ? text : english;
}

/**
 * A list in the locale asked (a ticket's "what is included"): its translation when it has an item
 * that is not blank, else the English list.
 */
export function translatedList<Fields extends string>(
  english: readonly string[],
  translations: Partial<Record<TranslatedLocale, Partial<Record<Fields, unknown>>>> | null | undefined,
  locale: Locale,
  field: Fields,
): string[] {
  if (locale === DEFAULT_LOCALE) return [...english];
  const list = translations?.[locale as TranslatedLocale]?.[field];
  return Array.isArray(list) && !isBlank(list as unknown[]) ? (list as string[]) : [...english];
}

/** A text or a list with nothing written in it. */
function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return !value.some((item) => typeof item === 'string' && item.trim() !== '');
  return true;
}

/**
 * The fields of a text that have no translation in a locale, for the admin's "missing" list. A
 * field may be a list (a ticket's "what is included"): it is missing when its translation has no
 * item. A field blank in English needs no translation.
 */
export function missingTranslations<Fields extends string>(
  english: Partial<Record<Fields, string | readonly string[]>>,
  translations: Partial<Record<TranslatedLocale, Partial<Record<Fields, unknown>>>> | null | undefined,
): { locale: TranslatedLocale; field: Fields }[] {
  const missing: { locale: TranslatedLocale; field: Fields }[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of Object.keys(english) as Fields[]) {
      if (isBlank(english[field])) continue;
      if (isBlank(translations?.[locale]?.[field])) missing.push({ locale, field });
    }
  }
  return missing;
}
