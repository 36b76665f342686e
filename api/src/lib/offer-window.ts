/**
 * What coupons and promotions both have: a validity window (valid_until is its last instant, core's
 * endOfDay), the service they are limited to (none: every service) and an on/off switch.
 */
export interface OfferWindowInput {
  validFrom: string | null;
  validUntil: string | null;
  service: string | null;
  active: boolean;
}

/** Those fields as the columns the coupons and promotions tables name them. */
export const offerWindowColumns = (input: OfferWindowInput) => ({
  valid_from: input.validFrom,
  valid_until: input.validUntil,
  service: input.service,
  active: input.active,
});
