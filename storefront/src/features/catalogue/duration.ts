/** A visit's length as people say it: "15 min", "1 hour", "2 hours", "1 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${hours} h ${rest} min`;
}

/** A product's visits, shortest to longest: "2 hours", or "1 h 30 min to 2 hours". */
export function durationRangeText(range: { min: number; max: number }): string {
  return range.min === range.max
    ? durationText(range.min)
    : `${durationText(range.min)} to ${durationText(range.max)}`;
}
