import type { ContactField, DeliveryFormat, Feature, Media, Option, Pricing, Product, Unit } from './types';
import {
  ATTRACTION_TIME_ZONE,
  countStep,
  DEFAULT_CANCELLATION_POLICY,
  describeCancellationPolicy,
  minorDigits,
  resellerNet,
  type AgePrices,
  type CancellationPolicy,
} from '@tours/core/domain';
import type { TicketRow } from '../checkout/repository';
import { json } from '../lib/present';
import type { Capabilities } from './capabilities';
import { invalidOption, invalidUnit } from './errors';
import type { PickupPointRow } from '../pickups/repository';
import { optionPickupJson, questionsJson, type OctoQuestion } from './pickups-questions';

/*
 * One OCTO product per ticket (its id is the ticket's id), one option per preference (the first is
 * the default and comes first: some resellers book options[0]), and as units the ticket's participant
 * types. A type sold in buy-one-get-one pairs is offered only as a pair (a unit of two people), so
 * a reseller cannot book an odd count; countsProblem in core still refuses one.
 */

/** The ticket as /octo reads it: the checkout's row (prices, slots, capacity) and its content. */
export type SellableTicket = TicketRow & {
  description: string;
  included: unknown;
  ticket_images: unknown;
  cancellation_policy: unknown;
  product_name: string;
  product_description: string;
  product_location: string | null;
  product_images: unknown;
};

export type AgeGroup = keyof AgePrices;

/** A unit of a ticket: an age group, sold one person or one pair at a time. */
export interface UnitPlan {
  id: string;
  age: AgeGroup;
  /** People in one unit: 2 for a buy-one-get-one pair. */
  pax: 1 | 2;
}

const DEFAULT_OPTION_ID = 'DEFAULT';
const OPTION_PREFIX = 'preference-';

/** The option id of a ticket's preference: DEFAULT for the first. */
export const optionIdOf = (index: number) => (index === 0 ? DEFAULT_OPTION_ID : `${OPTION_PREFIX}${index}`);

/** The preference index an option id names; INVALID_OPTION_ID when the ticket has no such option. */
export function optionIndexOf(ticket: Pick<TicketRow, 'pricing'>, optionId: string): number {
  const index =
    optionId === DEFAULT_OPTION_ID
      ? 0
      : optionId.startsWith(OPTION_PREFIX) && /^[1-9]\d{0,2}$/.test(optionId.slice(OPTION_PREFIX.length))
        ? Number(optionId.slice(OPTION_PREFIX.length))
        : -1;
  if (index < 0 || !ticket.pricing[index]) throw invalidOption(optionId);
  return index;
}

/** The ticket's units: adults then children, each single or, on a buy-one-get-one ticket, a pair. */
export function unitsOf(ticket: Pick<TicketRow, 'is_adult_bogo' | 'is_child_bogo'>): UnitPlan[] {
  const unit = (age: AgeGroup, bogo: boolean): UnitPlan => {
    const pax = countStep(bogo);
    return { id: pax === 2 ? `${age}-pair` : age, age, pax };
  };
  return [unit('adult', ticket.is_adult_bogo), unit('child', ticket.is_child_bogo)];
}

/** The unit an id names; INVALID_UNIT_ID when the ticket has none. */
export function unitOf(ticket: Pick<TicketRow, 'is_adult_bogo' | 'is_child_bogo'>, unitId: string): UnitPlan {
  const unit = unitsOf(ticket).find((u) => u.id === unitId);
  if (!unit) throw invalidUnit(unitId);
  return unit;
}

/** Adults and children of a list of units. */
export function countsOf(units: readonly UnitPlan[]): { adultCount: number; childCount: number } {
  let adultCount = 0;
  let childCount = 0;
  for (const u of units) {
    if (u.age === 'adult') adultCount += u.pax;
    else childCount += u.pax;
  }
  return { adultCount, childCount };
}

/** OCTO's price object: minor units, the currency in capitals with its number of decimals. */
export function pricingOf(retail: number, net: number, currency: string): Pricing {
  return {
    original: retail,
    retail,
    net,
    currency: currency.toUpperCase(),
    currencyPrecision: minorDigits(currency),
    includedTaxes: [],
  };
}

/** A unit's price on one day: its people at the day's retail price, and the reseller's net. */
export function unitPricing(
  unit: UnitPlan,
  prices: AgePrices,
  commission: number,
  currency: string,
): Pricing {
  const retail = prices[unit.age];
  return pricingOf(retail * unit.pax, resellerNet(retail, commission) * unit.pax, currency);
}

/** The policy a ticket sells with now (a booking keeps the one it was sold with). */
export function ticketPolicy(ticket: Pick<SellableTicket, 'cancellation_policy'>): CancellationPolicy {
  return json<CancellationPolicy | null>(ticket.cancellation_policy, null) ?? DEFAULT_CANCELLATION_POLICY;
}

/** Ages are not checked at the gate; these tell the reseller's shop which unit a person is. */
const AGES: Record<AgeGroup, { minAge: number; maxAge: number }> = {
  adult: { minAge: 12, maxAge: 99 },
  child: { minAge: 0, maxAge: 11 },
};
const NO_CONTACT_FIELDS: ContactField[] = [];
const DELIVERY_FORMATS: DeliveryFormat[] = ['PDF_URL', 'QRCODE'];

/** The lowest retail price of an age group over a preference's weekday and weekend prices. */
function fromPrices(ticket: TicketRow, index: number): AgePrices {
  const entry = ticket.pricing[index]!;
  return {
    adult: Math.min(entry.weekDays.adult, entry.weekEnds.adult),
    child: Math.min(entry.weekDays.child, entry.weekEnds.child),
  };
}

function unitJson(
  ticket: SellableTicket,
  unit: UnitPlan,
  index: number,
  commission: number,
  caps: Capabilities,
  questions: OctoQuestion[],
): Unit {
  const label = unit.age === 'adult' ? 'Adult' : 'Child';
  const title = unit.pax === 2 ? `${label} pair (2 people)` : label;
  const ages = AGES[unit.age];
  return {
    id: unit.id,
    internalName: title,
    reference: null,
    type: unit.age === 'adult' ? 'ADULT' : 'CHILD',
    restrictions: {
      ...ages,
      idRequired: false,
      minQuantity: null,
      maxQuantity: Math.floor(ticket.max_per_booking / unit.pax),
      paxCount: unit.pax,
      accompaniedBy: [],
    },
    requiredContactFields: NO_CONTACT_FIELDS,
    ...(caps.pricing
      ? { pricingFrom: [unitPricing(unit, fromPrices(ticket, index), commission, ticket.currency)] }
      : {}),
    ...(caps.content
      ? {
          title,
          shortDescription:
            unit.pax === 2 ? `Sold in pairs: one unit is two people.` : `One ${label.toLowerCase()}.`,
          features: [],
        }
      : {}),
    ...(caps.questions ? { questions } : {}),
  };
}

/** What a product's options carry beyond the ticket's row: its pickup points (octo/pickups). */
export interface ProductExtras {
  pickupPoints?: readonly PickupPointRow[] | undefined;
}

function optionJson(
  ticket: SellableTicket,
  index: number,
  commission: number,
  caps: Capabilities,
  extras: ProductExtras,
): Option {
  const questions = caps.questions ? questionsJson(ticket) : { option: [], unit: [] };
  const policy = ticketPolicy(ticket);
  const hours = policy.freeUntilHours ?? 0;
  const preference = ticket.pricing[index]!.preference;
  return {
    id: optionIdOf(index),
    default: index === 0,
    internalName: preference,
    reference: null,
    // A whole-day ticket has one start, midnight, as its availability ids say.
    availabilityLocalStartTimes: ticket.is_time_slot ? [...ticket.time_slots] : ['00:00'],
    cancellationCutoff: `${hours} hour${hours === 1 ? '' : 's'}`,
    cancellationCutoffAmount: hours,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: NO_CONTACT_FIELDS,
    restrictions: { minUnits: 1, maxUnits: ticket.max_per_booking },
    units: unitsOf(ticket).map((u) => unitJson(ticket, u, index, commission, caps, questions.unit)),
    ...(caps.content ? { title: preference, shortDescription: null, description: null } : {}),
    ...(caps.pickups ? optionPickupJson(ticket.pickup_mode, extras.pickupPoints ?? []) : {}),
    ...(caps.questions ? { questions: questions.option } : {}),
  };
}

const IMAGE_TYPES: Record<string, Media['type']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Pictures OCTO can carry (JPEG and PNG; our SVG illustrations are left out), as absolute URLs. */
function mediaOf(ticket: SellableTicket, publicUrl: string): Media[] {
  const urls = [...json<string[]>(ticket.ticket_images, []), ...json<string[]>(ticket.product_images, [])];
  const media: Media[] = [];
  for (const [i, url] of [...new Set(urls)].entries()) {
    const type = IMAGE_TYPES[/\.([a-z]+)(?:\?.*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''];
    if (!type) continue;
    media.push({
      src: url.startsWith('/') ? `${publicUrl}${url}` : url,
      type,
      rel: i === 0 ? 'COVER' : 'GALLERY',
      title: null,
      caption: null,
      copyright: null,
    });
  }
  return media;
}

function featuresOf(ticket: SellableTicket): Feature[] {
  return [
    ...json<string[]>(ticket.included, []).map((item): Feature => ({
      type: 'INCLUSION',
      shortDescription: item,
    })),
    ...(ticket.product_location
      ? [
          {
            type: 'PREARRIVAL_INFORMATION' as const,
            shortDescription: `Location: ${ticket.product_location}`,
          },
        ]
      : []),
    { type: 'CANCELLATION_TERM', shortDescription: describeCancellationPolicy(ticketPolicy(ticket)) },
  ];
}

/** The OCTO product of a ticket, with the fields of the capabilities asked for. */
export function productJson(
  ticket: SellableTicket,
  commission: number,
  caps: Capabilities,
  publicUrl: string,
  extras: ProductExtras = {},
): Product {
  return {
    id: ticket.id,
    internalName: ticket.title,
    reference: null,
    locale: 'en',
    timeZone: ATTRACTION_TIME_ZONE,
    allowFreesale: ticket.capacity_per_slot === null,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: ticket.is_time_slot ? 'START_TIME' : 'OPENING_HOURS',
    deliveryFormats: DELIVERY_FORMATS,
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'DIGITAL',
    options: ticket.pricing.map((_, i) => optionJson(ticket, i, commission, caps, extras)),
    ...(caps.pricing
      ? {
          defaultCurrency: ticket.currency.toUpperCase(),
          availableCurrencies: [ticket.currency.toUpperCase()],
          pricingPer: 'UNIT' as const,
        }
      : {}),
    ...(caps.content
      ? {
          title: ticket.title,
          shortDescription: ticket.product_name,
          description: ticket.description || ticket.product_description || null,
          features: featuresOf(ticket),
          faqs: [],
          media: mediaOf(ticket, publicUrl),
        }
      : {}),
  };
}
