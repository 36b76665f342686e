import { formatMoney, PICKUP_MINUTES_BEFORE_MAX } from '@tours/core/domain';
import { PickupPointInputSchema } from '@tours/core/schemas';
import { humanIssue, type FieldErrors, type FieldWords, type IssueLike } from '../../lib/form-errors';
import { PICKUP_CURRENCY, pickupPointFormToInput, type PickupPointForm } from './pickup-point-form';

/** Each field's words for core's schema issues: "Enter a latitude, e.g. 25.2048" over "expected number". */
const WORDS: Record<string, FieldWords> = {
  name: { required: 'Enter the hotel or place, e.g. Atlantis The Palm' },
  latitude: { required: 'Enter a latitude between -90 and 90, e.g. 25.1304', amount: (n) => String(n) },
  longitude: { required: 'Enter a longitude between -180 and 180, e.g. 55.1171', amount: (n) => String(n) },
  minutesBefore: {
    required: `Enter the minutes before the start, 0 to ${PICKUP_MINUTES_BEFORE_MAX}`,
    unit: ['minute', 'minutes'],
  },
  extraPrice: {
    required: 'Enter an amount in RM, e.g. 25.00, or leave it empty when the pickup is included',
    amount: (n) => formatMoney(n, PICKUP_CURRENCY),
  },
};

/**
 * The form checked by core's strict PickupPointInputSchema, each issue in its field's words. A number
 * that is not one (NaN: empty or not a number) reads as the field's "Enter …", not as a type error.
 */
export function pickupPointErrors(form: PickupPointForm): FieldErrors {
  const parsed = PickupPointInputSchema.safeParse(pickupPointFormToInput(form));
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.join('.');
    const words = WORDS[key] ?? {};
    const notANumber = issue.code === 'invalid_type' && words.required;
    errors[key] ??= notANumber ? words.required! + '.' : humanIssue(issue as IssueLike, words);
  }
  return errors;
}
