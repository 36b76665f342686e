import { computeTotals, type AgePrices, type Totals } from './pricing';
import { assertMinorUnits, percentOf, type MinorUnits } from './money';

/**
 * Selling through resellers (OCTO): a reseller sells our tickets at our retail prices and keeps a
 * commission; what we are owed is the net price. The commission is a whole percent of each unit's
 * retail price, rounded half up like a coupon (percentOf), so a unit's net is the same figure
 * whichever booking it is in, and a booking's net is the sum of its units' nets.
 */

/** A reseller's commission: a whole percent from 0 to 100. */
export const COMMISSION_PERCENT_MAX = 100;

/** The net price of one unit: its retail price less the commission. */
export function resellerNet(retail: MinorUnits, commissionPercent: number): MinorUnits {
  assertMinorUnits(retail, 'retail price');
  return retail - percentOf(retail, commissionPercent);
}

/** The net price of one unit of each age group, at the retail prices of a date. */
export function resellerUnitNets(prices: AgePrices, commissionPercent: number): AgePrices {
  return {
    adult: resellerNet(prices.adult, commissionPercent),
    child: resellerNet(prices.child, commissionPercent),
  };
}

/**
 * A reseller booking's totals: the retail totals of computeTotals, with the commission as the
 * booking's discount, so that `totalDiscountAmount` is the net we are owed (the sum of its units'
 * nets) and `totalAmount` what the visitor paid the reseller. No coupon applies on this channel.
 * A pickup's extra price per participant is part of the retail total as on the website, and the
 * commission is taken off it like off a unit's price: each participant's net is their unit's net
 * plus the extra's net.
 */
export function resellerTotals(input: {
  adultCount: number;
  childCount: number;
  prices: AgePrices | null;
  commissionPercent: number;
  pickupExtra?: MinorUnits | undefined;
}): Totals {
  const pickupExtra = input.pickupExtra ?? 0;
  const retail = computeTotals({
    adultCount: input.adultCount,
    childCount: input.childCount,
    prices: input.prices,
    pickupExtra,
  });
  if (!input.prices) return retail;
  const nets = resellerUnitNets(input.prices, input.commissionPercent);
  const extraNet = resellerNet(pickupExtra, input.commissionPercent);
  const net = input.adultCount * (nets.adult + extraNet) + input.childCount * (nets.child + extraNet);
  return { ...retail, discountAmount: retail.totalAmount - net, totalDiscountAmount: net };
}

/** Who sold a booking, as a booking answer carries it (the website, staff or a reseller). */
export interface SoldThrough {
  kind: 'website' | 'reseller' | 'staff';
  resellerId?: string | null | undefined;
  testMode?: boolean | undefined;
}

/**
 * How a booking was sold, in words, for the admin's list, detail and the CSV export: "Website",
 * "Staff", or the reseller's name ("(test)" after it for a test booking).
 */
export function channelLabel(
  channel: SoldThrough | undefined,
  resellers: readonly { _id: string; name: string }[] | undefined,
): string {
  if (!channel || channel.kind === 'website') return 'Website';
  if (channel.kind === 'staff') return 'Staff';
  const name = resellers?.find((r) => r._id === channel.resellerId)?.name ?? 'Reseller';
  return channel.testMode ? `${name} (test)` : name;
}
