import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  LOCALE_TAGS,
  LOCALES,
  calendarDateInWords,
  formatMoney,
  intlLocale,
  textDirection,
  type Locale,
} from '@tours/core/domain';
import { parsePo, type PoEntry } from './po';

/**
 * The words the API sends visitors (mails, the voucher) in each language, from the PO catalogues
 * in ./locales (English is the source; see api/lingui.config.ts). Every catalogue is read and
 * compiled once, at start; each locale has its own Lingui instance that never changes language, so
 * concurrent requests in different languages never share one.
 */
export const CATALOGUE_DIR = new URL('./locales/', import.meta.url);

export function readCatalogue(locale: Locale): PoEntry[] {
  return parsePo(readFileSync(new URL(`${locale}.po`, CATALOGUE_DIR), 'utf8'), `${locale}.po`);
}

const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // A message without a translation falls back to the English text, never to its id.
    const english = new Map(readCatalogue('en').map((e) => [e.id, e.message]));
    const own = new Map(readCatalogue(locale).map((e) => [e.id, e.message]));
    const messages = Object.fromEntries(
      [...english].map(([id, text]) => [id, compileMessage(own.get(id) || text)]),
    );
    i18n = setupI18n({ locale: LOCALE_TAGS[locale], messages: { [LOCALE_TAGS[locale]]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The words and formats of one language, for one mail or voucher. */
export interface Words {
  locale: Locale;
  /** The BCP 47 tag, for Content-Language and `lang`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** A message of the catalogue, its `{placeholders}` filled. */
  t(id: string, values?: Record<string, string | number>): string;
  /** An amount in minor units, in the language's format (Latin digits in Arabic too). */
  money(amount: number, currency: string): string;
  /** A calendar date (YYYY-MM-DD) in words: "Tuesday, 1 December 2026". */
  date(calendarDate: string): string;
}

export function wordsFor(locale: Locale): Words {
  const i18n = instanceFor(locale);
  return {
    locale,
    tag: LOCALE_TAGS[locale],
    dir: textDirection(locale),
    t: (id, values) => {
      if (!i18n.messages[id]) throw new Error(`no message ${id} in the API's catalogue`);
      return i18n._(id, values);
    },
    money: (amount, currency) =>
      locale === 'en' ? formatMoney(amount, currency) : formatMoney(amount, currency, intlLocale(locale)),
    date: (calendarDate) => calendarDateInWords(calendarDate, locale),
  };
}

/** Every locale's words loaded at once: a broken catalogue stops the start, not a mail. */
export function loadAllCatalogues(): void {
  for (const locale of LOCALES) instanceFor(locale);
}
