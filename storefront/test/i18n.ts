import type { I18n } from '@lingui/core';
import type { Locale } from '@tours/core/domain';
import { loadMessages } from '@/i18n/catalogs';
import { createI18n } from '@/i18n/i18n';

/** A page's Lingui instance in a language, from the compiled catalogue the pages load. */
export async function i18nIn(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale));
}
