import type { z } from 'zod';
import { json } from './present';

/**
 * A `translations` column as its schema reads it: the driver hands jsonb back parsed (PGlite and
 * node-postgres alike) or as text. A stored document the schema refuses (written by hand, or by an
 * older shape) counts as no translation: the reads fall back to English rather than fail.
 */
export function storedTranslations<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(json<unknown>(value, {}));
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * What is written of a translations input: the locales and fields with text, so that a blank tab
 * stores nothing and the English fallback shows.
 */
export function translationsWrite(translations: Record<string, Record<string, unknown> | undefined>): string {
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [locale, fields] of Object.entries(translations)) {
    const written = Object.entries(fields ?? {}).filter(([, value]) =>
      Array.isArray(value)
        ? value.some((item) => typeof item === 'string' && item.trim() !== '')
        : typeof value === 'string' && value.trim() !== '',
    );
    if (written.length > 0)
      kept[locale] = Object.fromEntries(
        written.map(([field, value]) => [
          field,
          Array.isArray(value) ? value.filter((item) => String(item).trim() !== '') : value,
        ]),
      );
  }
  return JSON.stringify(kept);
}
