import { decimalAmount, DEFAULT_CURRENCY, parseDecimalAmount } from '@tours/core/domain';
import type { PickupPoint, PickupPointInput } from '@tours/core/schemas';

/**
 * A pickup point as typed: text, so "25.2048" and "12.5" stay what staff wrote until saved. Pickup
 * points carry no currency of their own: their extra price is in the shop's (core DEFAULT_CURRENCY),
 * the one every ticket is sold in.
 */
export interface PickupPointForm {
  name: string;
  area: string;
  address: string;
  latitude: string;
  longitude: string;
  minutesBefore: string;
  extraPrice: string;
}

export const PICKUP_CURRENCY = DEFAULT_CURRENCY;

export function pickupPointToForm(point: PickupPoint | null): PickupPointForm {
  if (!point) {
    return {
      name: '',
      area: '',
      address: '',
      latitude: '',
      longitude: '',
      minutesBefore: '30',
      extraPrice: '',
    };
  }
  return {
    name: point.name,
    area: point.area,
    address: point.address,
    latitude: String(point.latitude),
    longitude: String(point.longitude),
    minutesBefore: String(point.minutesBefore),
    extraPrice: point.extraPrice > 0 ? decimalAmount(point.extraPrice, PICKUP_CURRENCY) : '',
  };
}

/** A typed number, or NaN (which the schema refuses with "Enter a number") for an empty field. */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The point as the API's input: the price through core's money rule (major units typed, minor units
 * stored; empty means included). A price that does not parse is NaN, refused by the schema at its field.
 */
export function pickupPointFormToInput(form: PickupPointForm): PickupPointInput {
  return {
    name: form.name,
    area: form.area,
    address: form.address,
    latitude: typedNumber(form.latitude),
    longitude: typedNumber(form.longitude),
    minutesBefore: typedNumber(form.minutesBefore),
    extraPrice: form.extraPrice.trim() === '' ? 0 : parseDecimalAmount(form.extraPrice, PICKUP_CURRENCY),
  };
}

/** "14:45 less 30 min" reads badly: how long before the start, in words ("1 h 15 min before"). */
export function minutesBeforeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean);
  return `${parts.join(' ')} before`;
}
