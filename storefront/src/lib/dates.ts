import type { I18n } from '@lingui/core';
import {
  ATTRACTION_TIME_ZONE,
  calendarDateInWords,
  formatCutOff,
  intlLocale,
  localeOr,
} from '@tours/core/domain';

/**
 * An instant as a cut-off ("15:00 on Thursday 26 November"), in Dubai time, in the page's language
 * (core's formatCutOff: its English wording, Intl's own order and words in the others).
 */
export function cutOffText(i18n: I18n, instant: string | Date): string {
  return formatCutOff(instant, ATTRACTION_TIME_ZONE, localeOr(i18n.locale));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A weekday as core names it ("Monday") in the page's language, from Intl's own names: 7 January
 * 2024 was a Sunday.
 */
export function weekdayName(i18n: I18n, day: string): string {
  const locale = localeOr(i18n.locale);
  const index = WEEKDAYS.indexOf(day);
  if (locale === 'en' || index < 0) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + index)),
  );
}

/** Weekdays as one phrase in the page's language ("Monday and Tuesday", "الاثنين والثلاثاء"). */
export function weekdayList(i18n: I18n, days: readonly string[]): string {
  const locale = localeOr(i18n.locale);
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), { type: 'conjunction' }).format(
    days.map((day) => weekdayName(i18n, day)),
  );
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
