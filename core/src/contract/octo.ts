/**
 * The OCTO supplier calls resellers make, at `{origin}/octo` beside the API. Their request and answer
 * shapes are the OCTO specification's (octo.travel; its `@octocloud/types` schemas check our answers
 * in the tests), not this contract's: only their method and path are written here, the one place a
 * path is written, so the API mounts them and the OpenAPI document lists them from this table.
 */

/** Where the OCTO calls are mounted, at the origin (not under /api/v1). */
export const OCTO_PREFIX = '/octo';

export interface OctoPath {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to OCTO_PREFIX, in @koa/router syntax. */
  readonly path: string;
  readonly summary: string;
}

const call = (method: OctoPath['method'], path: string, summary: string): OctoPath => ({
  method,
  path,
  summary,
});

export const octoPaths = {
  supplier: call('GET', '/supplier', 'The supplier: who we are and where to reach us'),
  capabilities: call('GET', '/capabilities', 'The capabilities served: octo/pricing and octo/content'),
  products: call('GET', '/products', 'The products (one per ticket) this key may sell'),
  product: call('GET', '/products/:id', 'One product'),
  calendar: call('POST', '/availability/calendar', 'Availability per day between two dates'),
  availability: call('POST', '/availability', 'Availability per start time, by date range or by ids'),
  reserve: call('POST', '/bookings', 'Reserve: hold seats until utcExpiresAt'),
  list: call('GET', '/bookings', 'Bookings by resellerReference, supplierReference or local dates'),
  get: call('GET', '/bookings/:uuid', 'One booking'),
  update: call('PATCH', '/bookings/:uuid', 'Change date or time, unit items, contact or notes'),
  confirm: call('POST', '/bookings/:uuid/confirm', 'Confirm a reservation: voucher and check-in code'),
  extend: call('POST', '/bookings/:uuid/extend', 'Hold a reservation longer'),
  cancel: call('POST', '/bookings/:uuid/cancel', 'Cancel a reservation or a booking (refund by policy)'),
  cancelDelete: call('DELETE', '/bookings/:uuid', 'Cancel, the older form of the call'),
} as const satisfies Record<string, OctoPath>;
