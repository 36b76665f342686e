import { adminAuth } from './admin-auth';
import { bookings, sending } from './bookings';
import { cancellations } from './cancellations';
import { checkin } from './checkin';
import { checkout, payments } from './checkout';
import { coupons } from './coupons';
import { manage } from './manage';
import { manifest } from './manifest';
import type { Endpoint } from './endpoint';
import type { paths } from './paths';
import { pickups } from './pickups';
import { products } from './products';
import { faq } from './faq';
import { promotions } from './promotions';
import { resellers } from './resellers';
import { schedule } from './schedule';
import { staff } from './staff';
import { system } from './system';
import { tickets } from './tickets';
import { translations } from './translations';
import { wallet } from './wallet';
import { waitlist } from './waitlist';

/**
 * One declaration per endpoint: its method, path and access (from `./paths`), its
 * schemas, success status, documented errors, body kind and the cache tags it provides or
 * invalidates. The API mounts its routes from these and core's client calls them.
 */
export const contract = {
  system,
  adminAuth,
  products,
  tickets,
  schedule,
  bookings,
  checkout,
  payments,
  coupons,
  promotions,
  sending,
  checkin,
  manage,
  cancellations,
  wallet,
  translations,
  faq,
  resellers,
  staff,
  pickups,
  waitlist,
  manifest,
} satisfies { [G in keyof typeof paths]: { [K in keyof (typeof paths)[G]]: Endpoint } };

/** Every declared endpoint, flat: the API checks each is mounted and documented. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
}

export { endpoint } from './endpoint';
export type { BodyKind, CacheTag, Endpoint, EndpointSpec, Produces } from './endpoint';
export { API_PREFIX, STAFF_ROLES, allPaths, allows, pathOf, paths } from './paths';
export { OCTO_PREFIX, octoPaths, type OctoPath } from './octo';
export type {
  Access,
  AdminRule,
  EndpointPath,
  StaffRole,
  HttpMethod,
  PathParamNames,
  PathParams,
} from './paths';
