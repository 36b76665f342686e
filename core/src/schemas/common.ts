import { z } from 'zod';
import { isCalendarDate, isTimeOfDay, WEEKDAYS } from '../domain/calendar';
import { DEFAULT_CURRENCY, LIMITS, SERVICE_SLUG_MAX, SERVICE_SLUG_PATTERN } from '../domain/constants';

export const IdSchema = z.uuid({ message: 'must be an id' });

/** A service (product slug) key: lower-case words joined by hyphens. */
export const ServiceSchema = z
  .string()
  .min(1)
  .max(SERVICE_SLUG_MAX)
  .regex(SERVICE_SLUG_PATTERN, 'must be lower-case letters, digits and hyphens');

export const CalendarDateSchema = z.string().refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD');
export const TimeSlotSchema = z.string().refine(isTimeOfDay, 'must be a time HH:mm');
export const WeekdaySchema = z.enum(WEEKDAYS);
export const CurrencySchema = z
  .string()
  .regex(/^[a-z]{3}$/, 'must be a lower-case ISO 4217 code')
  .default(DEFAULT_CURRENCY);

/** Integer minor units (sen for myr); never a float. */
export const MinorUnitsSchema = z
  .int()
  .min(0)
  .max(LIMITS.unitPriceMax * 1000);
export const UnitPriceSchema = z.int().min(0).max(LIMITS.unitPriceMax);

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A page number from a query string. */
export const PageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * A path on this site: exactly one leading slash. `//host/x.png` (and `/\host/x.png`, which browsers
 * read the same way) would load from another host.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

/** Absolute http(s) URL or a path on this site (assets served by the API). */
export const ImageUrlSchema = z
  .string()
  .max(2000)
  .refine(
    (v) => /^https?:\/\/\S+$/.test(v) || SITE_PATH_PATTERN.test(v),
    'must be an http(s) URL or a site path',
  );

export const TrimmedText = (max: number) => z.string().trim().max(max);

/**
 * The answer of a call that returns nothing: 204, `{ok: true}`, or the changed record, which the
 * client does not need. Anything but JSON nothing or an object is a parsing error.
 */
export const EmptyResponseSchema = z
  .union([z.undefined(), z.null(), z.looseObject({})])
  .transform((): void => undefined);

/** The answer of a delete that removes the record. */
export const DeletedSchema = z.object({ _id: IdSchema, deleted: z.literal(true) });

/** The answer of a call that only says it was done (sign-out). */
export const OkSchema = z.object({ ok: z.literal(true) });

/** GET /health: the process answers and its database does, with the check's latency. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  latencyMs: z.number(),
});
