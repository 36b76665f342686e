import type { I18n } from '@lingui/core';
import { ATTRACTION_TIME_ZONE, formatCutOff, intlLocale, localeOr } from '@tours/core/domain';

/**
 * An instant as a cut-off ("15:00 on Thursday 26 November"), in Dubai time, in the page's language:
 * core's English wording on the English page, Intl's own order and words in the others.
 */
export function cutOffText(i18n: I18n, instant: string | Date): string {
  const locale = localeOr(i18n.locale);
  if (locale === 'en') return formatCutOff(instant);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: ATTRACTION_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}
