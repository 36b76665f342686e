import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** A visit's length as people say it: "15 min", "1 hour", "2 hours", "1 h 30 min". */
export function durationText(i18n: I18n, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(msg`${rest} min`);
  if (rest === 0) return i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  return i18n._(msg`${hours} h ${rest} min`);
}

/** A product's visits, shortest to longest: "2 hours", or "1 h 30 min to 2 hours". */
export function durationRangeText(i18n: I18n, range: { min: number; max: number }): string {
  if (range.min === range.max) return durationText(i18n, range.min);
  const shortest = durationText(i18n, range.min);
  const longest = durationText(i18n, range.max);
  return i18n._(msg`${shortest} to ${longest}`);
}
