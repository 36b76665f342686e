import { WEEKDAYS, isWeekendDay, weekdayOf, type CalendarDate, type Weekday } from './calendar';
import { countStep } from './counts';
import { assertMinorUnits, percentOf, type MinorUnits } from './money';

export interface AgePrices {
  adult: MinorUnits;
  child: MinorUnits;
}

/** One preference of a ticket (e.g. "Standard", "With transfer") with its unit prices. */
export interface PricingEntry {
  preference: string;
  /** The preference in the language a ticket was read in, where it is translated (display only). */
  label?: string;
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
  /**
   * The chosen pickup point's extra price per participant (adults and children alike), 0 or absent
   * without a pickup or for a free one.
   */
  pickupExtra?: MinorUnits;
}

export interface Totals {
  adultTotal: MinorUnits;
  childTotal: MinorUnits;
  /** The pickup's extra price times the participants; 0 without a pickup. */
  pickupTotal: MinorUnits;
  /** Always the undiscounted sum, the pickup included. */
  totalAmount: MinorUnits;
  discountAmount: MinorUnits;
  /** What the customer pays: the sum minus the discount (the sum itself with no coupon). */
  totalDiscountAmount: MinorUnits;
}

/**
 * A booking's totals: each age's count at its unit price, their sum and the coupon's discount of it.
 * Without a coupon code the discount is 0 and the amount due equals the sum, so a checkout can
 * always charge `totalDiscountAmount`. A pickup's extra price is part of the sum, so a coupon's
 * percentage applies to the whole booking as the visitor sees it, and the checkout, the mail and the
 * report read one total.
 */
export function computeTotals({
  adultCount,
  childCount,
  prices,
  couponCode,
  discountValue = 0,
  pickupExtra = 0,
}: TotalsInput): Totals {
  assertMinorUnits(adultCount, 'adultCount');
  assertMinorUnits(childCount, 'childCount');
  const adultTotal = prices ? adultCount * assertMinorUnits(prices.adult, 'adult price') : 0;
  const childTotal = prices ? childCount * assertMinorUnits(prices.child, 'child price') : 0;
  const pickupTotal = (adultCount + childCount) * assertMinorUnits(pickupExtra, 'pickup extra price');
  const totalAmount = adultTotal + childTotal + pickupTotal;
  const discountAmount = couponCode ? percentOf(totalAmount, discountValue) : 0;
  return {
    adultTotal,
    childTotal,
    pickupTotal,
    totalAmount,
    discountAmount,
    totalDiscountAmount: totalAmount - discountAmount,
  };
}

/**
 * What the visitor pays for a booking: the sum minus the coupon discount. Every screen shows this
 * one figure as the total, and the server charges it.
 */
export function amountDue(input: TotalsInput): MinorUnits {
  return computeTotals(input).totalDiscountAmount;
}

/** An amount with its currency: what a screen shows, or what the server would charge. */
export interface Price {
  amount: MinorUnits;
  currency: string;
}

/**
 * True when the price the visitor was shown is not the one that would be charged now. A shown
 * price without a currency is compared on the amount alone. Currencies compare case-insensitively
 * (`myr` and `MYR` are one currency).
 */
export function priceDiffers(
  shown: { amount: MinorUnits; currency?: string | null | undefined },
  due: Price,
): boolean {
  if (shown.amount !== due.amount) return true;
  return Boolean(shown.currency) && shown.currency!.toLowerCase() !== due.currency.toLowerCase();
}

/**
 * What a pair costs on a buy-one-get-one ticket. The counts move in pairs and every person in the
 * pair is charged the unit price (the offer pairs people, it never prices one at 0), so a pair is
 * two unit prices; the "offer" is that the tickets are sold together, and screens say so with this
 * figure.
 */
export function pairPrice(unitPrice: MinorUnits): MinorUnits {
  return assertMinorUnits(unitPrice, 'unit price') * countStep(true);
}

/**
 * The lowest price of one age group across a ticket's preferences and days: its "from" price
 * (adults unless told otherwise). Null for a ticket without pricing.
 */
export function fromPrice(
  pricing: readonly PricingEntry[],
  age: keyof AgePrices = 'adult',
): MinorUnits | null {
  let lowest: MinorUnits | null = null;
  for (const entry of pricing) {
    for (const price of [entry.weekDays[age], entry.weekEnds[age]]) {
      if (lowest === null || price < lowest) lowest = price;
    }
  }
  return lowest;
}

export interface DayPrices {
  /** The weekdays these prices apply to, Monday first. */
  days: Weekday[];
  prices: AgePrices;
}

const MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/**
 * The weekday and weekend prices of one preference with the days each applies to, so a screen can
 * show "Monday to Friday" and "Saturday and Sunday" without knowing which days are the weekend.
 */
export function weekPrices(
  pricing: readonly PricingEntry[],
  preferenceIndex: number,
): { weekDays: DayPrices; weekEnds: DayPrices } | null {
  const entry = pricing[preferenceIndex];
  if (!entry) return null;
  return {
    weekDays: { days: MONDAY_FIRST.filter((d) => !isWeekendDay(d)), prices: entry.weekDays },
    weekEnds: { days: MONDAY_FIRST.filter((d) => isWeekendDay(d)), prices: entry.weekEnds },
  };
}
