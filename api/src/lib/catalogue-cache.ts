/**
 * A per-process read cache for the catalogue behind the storefront's hottest reads (products of a
 * site, tickets of a service, a ticket, the blocked date and slots of a ticket on a date) and the
 * checkout's (a ticket's row, what is blocked on the date booked).
 *
 * It is never wrong for longer than a change takes to reach it:
 * - admin writes through this process invalidate after their commit, before the response is sent
 *   (RouteSpec.invalidates);
 * - every other write, by any process, reaches it through Postgres NOTIFY (migration
 *   20261123210100_catalogue_change_notify, ./catalogue-listener.ts);
 * - while the listening connection is down the cache is suspended: it holds nothing and every read
 *   goes to the database, until the connection is back and listening;
 * - a value started loading before an invalidation is never stored after it (per-region
 *   generations), so a slow read cannot put an old row back;
 * - each entry also expires after a safety TTL, in case a notification was lost in a way the
 *   listener could not notice.
 *
 * Seats taken are not catalogue data (they change with every checkout) and are never cached here.
 */

export const CATALOGUE_TABLES = [
  'products',
  'tickets',
  'blocked_dates',
  'blocked_time_slots',
  'faq_entries',
] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/** The tables each kind of cached value is read from: a change to one of them drops the region. */
const REGION_TABLES = {
  // A product answer carries its tickets' "from" price and visit length.
  productsByHost: ['products', 'tickets'],
  // tickets.service follows products.slug (ON UPDATE CASCADE); a product change is rare enough to
  // drop the ticket lists with it.
  ticketsByService: ['tickets', 'products'],
  ticket: ['tickets'],
  /** The ticket's row as the checkout prices and checks it (checkout/repository findBookableTicket). */
  ticketRow: ['tickets'],
  blockedOn: ['blocked_dates', 'blocked_time_slots'],
  /** What the sitemap, the pages' heads and share cards read of a site (api/src/seo/catalogue.ts). */
  seoSite: ['products', 'tickets'],
  /** The help centre's questions in a language (GET /faq). */
  faq: ['faq_entries'],
} as const satisfies Record<string, readonly CatalogueTable[]>;

export type CatalogueRegion = keyof typeof REGION_TABLES;

/** Safety net behind NOTIFY: an entry is reloaded at least this often. */
export const DEFAULT_TTL_MS = 30_000;
/** Per region; the keys are ticket ids, service keys, host names and (ticket, date) pairs. */
export const DEFAULT_MAX_ENTRIES = 2_000;

export interface CatalogueCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /**
   * Serve from the cache at once (true), or only after resume() (false: a listener that has not yet
   * connected). Default true.
   */
  live?: boolean;
  now?: () => number;
}

interface Entry {
  value: unknown;
  expires: number;
}

interface Region {
  tables: readonly CatalogueTable[];
  /** Least recently used first (Map keeps insertion order; a hit re-inserts). */
  entries: Map<string, Entry>;
  /** Bumped by every invalidation of the region: a load that saw another generation is not stored. */
  generation: number;
}

export interface CatalogueCacheStats {
  live: boolean;
  hits: number;
  misses: number;
  entries: number;
}

export class CatalogueCache {
  private readonly regions: Record<CatalogueRegion, Region>;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private live: boolean;
  /** Bumped by suspend/resume/invalidateAll, so that a load spanning one is not stored either. */
  private epoch = 0;
  private hits = 0;
  private misses = 0;
  /** The entry each stored object was stored under: an answer made from it is replayed while it is current. */
  private readonly sources = new WeakMap<object, { region: CatalogueRegion; key: string }>();

  constructor(options: CatalogueCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.live = options.live ?? true;
    const region = (tables: readonly CatalogueTable[]): Region => ({
      tables,
      entries: new Map(),
      generation: 0,
    });
    this.regions = {
      productsByHost: region(REGION_TABLES.productsByHost),
      ticketsByService: region(REGION_TABLES.ticketsByService),
      ticket: region(REGION_TABLES.ticket),
      ticketRow: region(REGION_TABLES.ticketRow),
      blockedOn: region(REGION_TABLES.blockedOn),
      seoSite: region(REGION_TABLES.seoSite),
      faq: region(REGION_TABLES.faq),
    };
  }

  /**
   * The cached value of `key` in `region`, or `load()`'s, stored when nothing the region depends on
   * changed while it loaded. Callers must treat the value as immutable: it is shared.
   */
  async get<T>(region: CatalogueRegion, key: string, load: () => Promise<T>): Promise<T> {
    const r = this.regions[region];
    if (this.live) {
      const entry = r.entries.get(key);
      if (entry) {
        if (entry.expires > this.now()) {
          r.entries.delete(key);
          r.entries.set(key, entry);
          this.hits++;
          return entry.value as T;
        }
        r.entries.delete(key);
      }
    }
    this.misses++;
    const { generation } = r;
    const { epoch, live } = this;
    const value = await load();
    if (live && this.live && this.epoch === epoch && r.generation === generation) {
      r.entries.set(key, { value, expires: this.now() + this.ttlMs });
      if (typeof value === 'object' && value !== null) this.sources.set(value, { region, key });
      if (r.entries.size > this.maxEntries) r.entries.delete(r.entries.keys().next().value!);
    }
    return value;
  }

  /**
   * Whether `value` is still what a get() of its entry would answer (live, stored, not expired, not
   * replaced). For answers replayed from a value (./fast-reads.ts): `served` counts it as a hit.
   */
  isCurrent(value: object, served = false): boolean {
    const source = this.sources.get(value);
    if (!source || !this.live) return false;
    const r = this.regions[source.region];
    const entry = r.entries.get(source.key);
    if (!entry || entry.value !== value || entry.expires <= this.now()) return false;
    if (served) {
      r.entries.delete(source.key);
      r.entries.set(source.key, entry);
      this.hits++;
    }
    return true;
  }

  /** Drops everything read from these tables. Call after the change is committed. */
  invalidate(tables: Iterable<string>): void {
    const changed = new Set(tables);
    for (const r of Object.values(this.regions)) {
      if (r.tables.some((t) => changed.has(t))) {
        r.generation++;
        r.entries.clear();
      }
    }
    // A table this cache does not know (a payload from a newer migration): drop everything.
    if ([...changed].some((t) => !(CATALOGUE_TABLES as readonly string[]).includes(t))) this.invalidateAll();
  }

  invalidateAll(): void {
    this.epoch++;
    for (const r of Object.values(this.regions)) {
      r.generation++;
      r.entries.clear();
    }
  }

  /** Changes may go unseen from now on (the listening connection is gone): hold and serve nothing. */
  suspend(): void {
    this.live = false;
    this.invalidateAll();
  }

  /** Changes are seen again (listening anew): start empty, since those made meanwhile were missed. */
  resume(): void {
    this.invalidateAll();
    this.live = true;
  }

  get isLive(): boolean {
    return this.live;
  }

  stats(): CatalogueCacheStats {
    let entries = 0;
    for (const r of Object.values(this.regions)) entries += r.entries.size;
    return { live: this.live, hits: this.hits, misses: this.misses, entries };
  }
}

/** Through the cache when there is one (the API processes), straight to `load` otherwise. */
export function cachedRead<T>(
  cache: CatalogueCache | undefined,
  region: CatalogueRegion,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return cache ? cache.get(region, key, load) : load();
}
