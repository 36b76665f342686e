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
 * stores nothing and the English fallback shows. A list loses its blank items, except a list whose
 * items stand at their English items' places (`positional`, a ticket's preferences): there only the
 * blanks at its end go.
 */
export function translationsWrite(
  translations: Record<string, Record<string, unknown> | undefined>,
  positional: readonly string[] = [],
): string {
  const kept: Record<string, Record<string, unknown>> = {};
  const blank = (item: unknown) => String(item).trim() === '';
  const listOf = (field: string, value: unknown[]) => {
    if (!positional.includes(field)) return value.filter((item) => !blank(item));
    const list = [...value];
    while (list.length > 0 && blank(list.at(-1))) list.pop();
    return list;
  };
  for (const [locale, fields] of Object.entries(translations)) {
    const written = Object.entries(fields ?? {}).filter(([, value]) =>
      Array.isArray(value)
        ? value.some((item) => typeof item === 'string' && item.trim() !== '')
        : typeof value === 'string' && value.trim() !== '',
    );
    if (written.length > 0)
      kept[locale] = Object.fromEntries(
        written.map(([field, value]) => [field, Array.isArray(value) ? listOf(field, value) : value]),
      );
  }
  return JSON.stringify(kept);
}
