/*
 * Helpers of the resources' presenters, which turn snake_case rows into the specification's
 * camelCase JSON.
 */

/** A timestamp column as ISO 8601, or null. */
export const iso = (v: Date | string | null | undefined): string | null =>
  v ? new Date(v).toISOString() : null;

/** A JSON column as its value (pg parses jsonb; PGlite and text columns give a string), or `fallback`. */
export const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined) return fallback;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
};
