import type { z } from 'zod';
import type { EndpointPath } from './paths';

/** What a cached read is about, so a write can invalidate every read it makes stale. */
export type CacheTag =
  | 'Ticket'
  | 'Product'
  | 'BlockedDate'
  | 'TimeSlot'
  | 'Booking'
  | 'SendTicketBookings'
  | 'Coupon'
  | 'Promotion'
  | 'Faq'
  | 'Reseller'
  | 'Staff';

/**
 * How the request body travels: JSON; multipart/form-data (send-ticket's files, its fields checked
 * by `body`); or raw bytes the handler reads itself (the webhook, whose signature covers the exact bytes).
 */
export type BodyKind = 'json' | 'multipart' | 'raw';

/** What a successful call answers when it is not JSON. */
export type Produces =
  | 'image/svg+xml'
  | 'application/pdf'
  | 'application/vnd.apple.pkpass'
  | 'text/html'
  | 'text/csv'
  | 'redirect';

/** Everything about an endpoint both sides agree on, besides its method, path and access. */
export interface EndpointSpec {
  summary: string;
  /** The OpenAPI tag (the reference page's section). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `json` unless given. */
  bodyKind?: BodyKind;
  /** The JSON answer; absent when the call answers an image, a page or a redirect (`produces`). */
  response?: z.ZodType;
  produces?: Produces;
  /** Success status, 200 unless given. */
  status?: number;
  /** Failure statuses worth documenting besides 400/401/500, with why. */
  errors?: Readonly<Record<number, string>>;
  /** A read kept in the client's cache under these tags; a read without them is always asked afresh. */
  provides?: readonly CacheTag[];
  /** A write: the cached reads it makes stale. `all` drops the whole cache (a session starts or ends). */
  invalidates?: readonly CacheTag[] | 'all';
}

export type Endpoint = EndpointPath & EndpointSpec;

/** One endpoint's declaration: its `paths` entry and what it accepts, answers and makes stale. */
export function endpoint<const P extends EndpointPath, const S extends EndpointSpec>(
  path: P,
  spec: S,
): P & S {
  return { ...path, ...spec };
}

/** An endpoint's spec within its group: the group's tag unless it names its own. */
export type GroupedSpec = Omit<EndpointSpec, 'tag'> & { tag?: string };

/**
 * A group's declarations: each of `specs` is the endpoint of the same name in the `paths` group,
 * under the group's OpenAPI `tag` (unless it names its own). Every path of the group must be
 * declared and nothing else may be; the endpoints keep the order of `specs` (the API mounts them so).
 */
export function endpoints<
  const G extends Readonly<Record<string, EndpointPath>>,
  const S extends { readonly [K in keyof G]: GroupedSpec },
>(
  group: G,
  tag: string,
  specs: S & { readonly [K in Exclude<keyof S, keyof G>]: never },
): { [K in keyof S & keyof G]: G[K] & { tag: string } & S[K] } {
  const declared: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs as Record<string, GroupedSpec>)) {
    declared[name] = endpoint(group[name]!, { tag, ...spec });
  }
  return declared as { [K in keyof S & keyof G]: G[K] & { tag: string } & S[K] };
}
