/**
 * Money is an integer count of minor units (sen for myr) everywhere; it is formatted only for display.
 */
export type MinorUnits = number;

export function assertMinorUnits(value: number, what = 'amount'): MinorUnits {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of minor units, got ${value}`);
  }
  return value;
}

/**
 * `percent` % of `amount`, rounded half up to the minor unit. Integer arithmetic only, so
 * 12.5 % of 1 sen is exactly 0.125 sen -> 0 and 50 % of 1 sen is 0.5 sen -> 1.
 */
export function percentOf(amount: MinorUnits, percent: number): MinorUnits {
  assertMinorUnits(amount);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
  return Math.floor((amount * percent + 50) / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    formatters.set(key, fmt);
  }
  return fmt;
}

/** Number of minor-unit digits of a currency (2 for myr, 0 for jpy). */
export function minorDigits(currency: string): number {
  return formatterFor(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/** "RM 125.00" style display of minor units. */
export function formatMoney(amount: MinorUnits, currency: string, locale = 'en-MY'): string {
  return formatterFor(currency, locale).format(amount / 10 ** minorDigits(currency));
}

/**
 * The amount in whole major units with no currency sign, rounded ("169" for 16900 myr):
 * a calendar cell's price, where the full amount is in the cell's accessible name.
 */
export function formatMoneyCompact(amount: MinorUnits, currency: string, locale = 'en-MY'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    amount / 10 ** minorDigits(currency),
  );
}

/**
 * Minor units as the plain decimal string machine-readable formats expect ("189.00" for 18900
 * myr, "500" for 500 jpy): schema.org's price and Open Graph's price:amount. Integer arithmetic only.
 */
export function decimalAmount(amount: MinorUnits, currency: string): string {
  assertMinorUnits(amount);
  const digits = minorDigits(currency);
  if (digits === 0) return String(amount);
  const text = String(amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A decimal amount as typed by a person ("12.50", "12.5", "12", "1,234.50") in minor units of
 * `currency` (1250 for myr); NaN when it is not a non-negative amount with at most the currency's
 * number of decimals. Parsed as text, so 0.1 + 0.2 style float errors never reach a price.
 */
export function parseDecimalAmount(value: string, currency: string): MinorUnits {
  const digits = minorDigits(currency);
  const text = value.trim().replace(/,/g, '');
  const fraction = digits === 0 ? '' : `(?:\\.(\\d{1,${digits}}))?`;
  const match = new RegExp(`^(\\d{1,9})${fraction}$`).exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0'));
}
