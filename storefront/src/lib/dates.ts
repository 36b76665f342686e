import type { I18n } from '@lingui/core';
import { ATTRACTION_TIME_ZONE, calendarDateInWords, formatCutOff, localeOr } from '@tours/core/domain';

/**
 * An instant as a cut-off ("15:00 on Thursday 26 November"), in Dubai time, in the page's language
 * (core's formatCutOff: its English wording, Intl's own order and words in the others).
 */
export function cutOffText(i18n: I18n, instant: string | Date): string {
  return formatCutOff(instant, ATTRACTION_TIME_ZONE, localeOr(i18n.locale));
}

/**
 * A visit's calendar date ("2026-11-27") as the booking shows it: core's English text
 * (formatBookingDate) on the English page, Intl's long date in the page's language elsewhere.
 */
export function visitDateText(i18n: I18n, date: string, english: string): string {
  const locale = localeOr(i18n.locale);
  if (locale === 'en' || !/^\d{4}-\d\d-\d\d$/.test(date)) return english;
  return calendarDateInWords(date, locale);
}
