import { makeAutoObservable } from 'mobx';
import type { CacheTag } from '../api/cache';
import type { ApiClient, PromotionQuery } from '../api/client';
import { dateStatus, type DateStatus } from '../domain/availability';
import { todayIn, type CalendarDate } from '../domain/calendar';
import { ATTRACTION_TIME_ZONE } from '../domain/constants';
import type { BlockedDate, TimeSlotAvailability } from '../schemas/availability';
import type { Booking } from '../schemas/booking';
import type { Product, Ticket } from '../schemas/catalogue';
import type { ActivePromotion } from '../schemas/coupon';
import { Query } from './query';

export type CatalogueApi = Pick<
  ApiClient,
  | 'getProductsByHost'
  | 'getProducts'
  | 'getProductBySlug'
  | 'getTicketsByService'
  | 'getBlockedDates'
  | 'getTimeSlots'
  | 'getActivePromotion'
  | 'getSuccessBooking'
> &
  Partial<Pick<ApiClient, 'subscribe'>>;

export interface CatalogueStoreOptions {
  api: CatalogueApi;
  /** The clock, for "today in Dubai"; tests inject a fixed instant. */
  now?: () => Date;
}

/** The storefront's reads, each with its loading and error state, refreshed when the cache is invalidated. */
export class CatalogueStore {
  readonly siteProducts: Query<string, Product[]>;
  readonly productsByGroup: Query<string | undefined, Product[]>;
  readonly product: Query<string, Product>;
  readonly tickets: Query<string, Ticket[]>;
  readonly blockedDates: Query<{ service: string; ticketId: string }, BlockedDate[]>;
  readonly timeSlots: Query<{ dateForSlot: string; ticketId: string }, TimeSlotAvailability>;
  readonly promotion: Query<PromotionQuery, ActivePromotion | null>;
  /** The booking of the success page (not cached: it changes when the payment lands). */
  readonly successBooking: Query<string, Booking>;

  private readonly now: () => Date;
  private readonly unsubscribe: () => void;

  constructor(options: CatalogueStoreOptions) {
    const { api } = options;
    this.now = options.now ?? (() => new Date());
    this.siteProducts = new Query((hostName, o) => api.getProductsByHost(hostName, o), ['Product']);
    this.productsByGroup = new Query((group, o) => api.getProducts(group, o), ['Product']);
    this.product = new Query((slug, o) => api.getProductBySlug(slug, o), ['Product']);
    this.tickets = new Query((service, o) => api.getTicketsByService(service, o), ['Ticket']);
    this.blockedDates = new Query((query, o) => api.getBlockedDates(query, o), ['BlockedDate']);
    this.timeSlots = new Query((query, o) => api.getTimeSlots(query, o), ['TimeSlot']);
    this.promotion = new Query((query, o) => api.getActivePromotion(query, o), ['Promotion']);
    this.successBooking = new Query((token) => api.getSuccessBooking(token), []);
    this.unsubscribe = api.subscribe?.((tags) => this.refresh(tags)) ?? (() => undefined);
    makeAutoObservable<this, 'now' | 'unsubscribe'>(
      this,
      {
        siteProducts: false,
        productsByGroup: false,
        product: false,
        tickets: false,
        blockedDates: false,
        timeSlots: false,
        promotion: false,
        successBooking: false,
        now: false,
        unsubscribe: false,
      },
      { autoBind: true },
    );
  }

  private get queries(): Query<never, unknown>[] {
    return [
      this.siteProducts,
      this.productsByGroup,
      this.product,
      this.tickets,
      this.blockedDates,
      this.timeSlots,
      this.promotion,
      this.successBooking,
    ] as unknown as Query<never, unknown>[];
  }

  /** The products a storefront site shows (`localhost` maps to the demo site). */
  loadSiteProducts(hostName: string) {
    return this.siteProducts.load(hostName);
  }

  loadProductsByGroup(productGroup?: string) {
    return this.productsByGroup.load(productGroup);
  }

  loadProduct(slug: string) {
    return this.product.load(slug);
  }

  loadTickets(service: string) {
    return this.tickets.load(service);
  }

  loadBlockedDates(service: string, ticketId: string) {
    return this.blockedDates.load({ service, ticketId });
  }

  loadTimeSlots(dateForSlot: CalendarDate, ticketId: string) {
    return this.timeSlots.load({ dateForSlot, ticketId });
  }

  loadPromotion(query: PromotionQuery) {
    return this.promotion.load(query);
  }

  loadSuccessBooking(token: string) {
    return this.successBooking.load(token);
  }

  ticketById(id: string): Ticket | undefined {
    return this.tickets.data?.find((ticket) => ticket._id === id);
  }

  get blockedDateSet(): ReadonlySet<string> {
    return new Set((this.blockedDates.data ?? []).map((blocked) => blocked.blockedDate));
  }

  /** Today's date in Dubai, whatever the visitor's zone. */
  today(): CalendarDate {
    return todayIn(ATTRACTION_TIME_ZONE, this.now());
  }

  /** Whether a date can be booked for the loaded ticket's blocked dates and closed weekdays. */
  dateStatusOf(date: CalendarDate, attractionClosed: readonly string[]): DateStatus {
    return dateStatus({ date, today: this.today(), blockedDates: this.blockedDateSet, attractionClosed });
  }

  /** Reloads every loaded read that an invalidation made stale. */
  refresh(tags: readonly CacheTag[]): void {
    for (const query of this.queries) {
      if (query.args !== undefined && query.tags.some((tag) => tags.includes(tag))) void query.reload();
    }
  }

  dispose(): void {
    this.unsubscribe();
  }
}
