import type { I18n } from '@lingui/core';
import { intlLocale, localeOr } from '@tours/core/domain';

// Apart from dates.ts, whose cut-off wording brings core's cancellation rules: a ticket card names
// its closed weekdays on the first load of a product page, which should not carry them.

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
