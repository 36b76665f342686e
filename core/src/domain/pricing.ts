import { isWeekendDay, weekdayOf, type CalendarDate } from './calendar';
import { assertMinorUnits, percentOf, type MinorUnits } from './money';

export interface AgePrices {
  adult: MinorUnits;
  child: MinorUnits;
}

/** One preference of a ticket (e.g. "Standard", "With transfer") with its unit prices. */
export interface PricingEntry {
  preference: string;
  weekDays: AgePrices;
  weekEnds: AgePrices;
}

/**
 * Unit prices for a booking: the pricing entry of the selected preference, weekend prices when the
 * booking day is Saturday or Sunday and weekday prices otherwise. Null when the index has no entry.
 */
export function unitPrices(
  pricing: readonly PricingEntry[],
  preferenceIndex: number,
  bookingDay: string,
): AgePrices | null {
  const entry = pricing[preferenceIndex];
  if (!entry) return null;
  return isWeekendDay(bookingDay) ? entry.weekEnds : entry.weekDays;
}

export function unitPricesForDate(
  pricing: readonly PricingEntry[],
  preferenceIndex: number,
  date: CalendarDate,
): AgePrices | null {
  return unitPrices(pricing, preferenceIndex, weekdayOf(date));
}

export interface TotalsInput {
  adultCount: number;
  childCount: number;
  prices: AgePrices | null;
  couponCode?: string;
  discountValue?: number;
}

export interface Totals {
  adultTotal: MinorUnits;
  childTotal: MinorUnits;
  /** Always the undiscounted sum. */
  totalAmount: MinorUnits;
  discountAmount: MinorUnits;
  /** What the customer pays: the sum minus the discount (the sum itself with no coupon). */
  totalDiscountAmount: MinorUnits;
}

/**
 * Totals of specification section 4. Without a coupon code the discount is 0 and the amount due
 * equals the sum, so a checkout can always charge `totalDiscountAmount`.
 */
export function computeTotals({
  adultCount,
  childCount,
  prices,
  couponCode,
  discountValue = 0,
}: TotalsInput): Totals {
  assertMinorUnits(adultCount, 'adultCount');
  assertMinorUnits(childCount, 'childCount');
  const adultTotal = prices ? adultCount * assertMinorUnits(prices.adult, 'adult price') : 0;
  const childTotal = prices ? childCount * assertMinorUnits(prices.child, 'child price') : 0;
  const totalAmount = adultTotal + childTotal;
  const discountAmount = couponCode ? percentOf(totalAmount, discountValue) : 0;
  return {
    adultTotal,
    childTotal,
    totalAmount,
    discountAmount,
    totalDiscountAmount: totalAmount - discountAmount,
  };
}

/** The lowest adult price of a ticket across preferences and days: its "from" price. */
export function fromPrice(pricing: readonly PricingEntry[]): MinorUnits | null {
  let lowest: MinorUnits | null = null;
  for (const entry of pricing) {
    for (const price of [entry.weekDays.adult, entry.weekEnds.adult]) {
      if (lowest === null || price < lowest) lowest = price;
    }
  }
  return lowest;
}
