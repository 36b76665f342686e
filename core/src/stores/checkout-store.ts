import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { ApiError, toApiError } from '../api/errors';
import { isCouponCodeFormat } from '../domain/coupon';
import type { Locale } from '../domain/locale';
import { priceDiffers, type Price } from '../domain/pricing';
import { ERROR_CODES } from '../schemas/errors';
import { PriceChangedDetailsSchema, type CheckoutResponse } from '../schemas/checkout';
import type { BookingStore } from './booking-store';

export type CheckoutApi = Pick<ApiClient, 'validateCoupon' | 'createCheckout' | 'getTicket'>;

/** The amount due moved between what the visitor saw and what would be charged. */
export interface PriceChange {
  from: Price;
  to: Price;
}

/**
 * Whether the booking's ticket has been read again since the checkout opened: a booking restored
 * from the browser may carry prices staff have changed since.
 */
export type TicketCheck = 'idle' | 'checking' | 'current' | 'failed';

export interface CheckoutStoreOptions {
  api: CheckoutApi;
  booking: BookingStore;
}

function localError(code: string, message: string): ApiError {
  return new ApiError({ status: 400, data: { error: { code, message } }, message });
}

/**
 * The calls of the checkout page: re-reading the ticket, validating a coupon and creating the
 * checkout session, so that the visitor never reaches the payment page with an amount other than
 * the one on screen.
 */
export class CheckoutStore {
  isValidatingCoupon = false;
  couponError: ApiError | null = null;
  isCreatingCheckout = false;
  checkoutError: ApiError | null = null;
  lastCheckout: CheckoutResponse | null = null;
  ticketCheck: TicketCheck = 'idle';
  ticketCheckError: ApiError | null = null;
  /** Set when the amount due changed under the visitor; they must see it and pay again. */
  priceChange: PriceChange | null = null;

  private readonly api: CheckoutApi;
  private readonly booking: BookingStore;
  /** The language the ticket is read in (its title, questions and meeting point); English when unset. */
  private readLocale: Locale | undefined = undefined;

  constructor(options: CheckoutStoreOptions) {
    this.api = options.api;
    this.booking = options.booking;
    makeAutoObservable<this, 'api' | 'booking' | 'readLocale'>(
      this,
      { api: false, booking: false, readLocale: false },
      { autoBind: true },
    );
  }

  /** Asks the server whether the code applies to the selected ticket; applies it when it does. */
  async validateCoupon(code: string): Promise<boolean> {
    this.couponError = null;
    if (!isCouponCodeFormat(code)) {
      this.couponError = localError(
        ERROR_CODES.couponInvalid,
        'Enter a coupon code of 3 to 32 letters or digits.',
      );
      return false;
    }
    this.isValidatingCoupon = true;
    try {
      const result = await this.api.validateCoupon({
        couponCode: code,
        service: this.booking.service || undefined,
        ticketId: this.booking.ticketId || undefined,
      });
      runInAction(() => {
        this.booking.applyCoupon(result.couponCode, result.discountValue);
        this.isValidatingCoupon = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.couponError = toApiError(error);
        this.isValidatingCoupon = false;
      });
      return false;
    }
  }

  removeCoupon(): void {
    this.couponError = null;
    this.booking.removeCoupon();
  }

  /**
   * Reads the booking's ticket from the server (never from a cache) and re-prices the booking with
   * it. When the amount due moved, `priceChange` says from what to what. Resolves to true when the
   * booking now carries the ticket as it is. `locale`: the page's language, kept for the reads after.
   */
  async refreshTicket(locale?: Locale): Promise<boolean> {
    if (locale) this.readLocale = locale;
    const ticketId = this.booking.ticketId;
    if (!ticketId) return false;
    this.ticketCheck = 'checking';
    this.ticketCheckError = null;
    try {
      const lang = this.readLocale;
      const ticket = await this.api.getTicket(ticketId, lang ? { force: true, lang } : { force: true });
      runInAction(() => {
        // The booking may have moved to another ticket while the read was in flight.
        if (this.booking.ticketId !== ticketId) return;
        // What was due just before, so a coupon applied or a count changed while the read was in
        // flight is not taken for a change of the ticket's price.
        const before = this.booking.amountDue;
        this.booking.selectTicket(ticket);
        this.notePriceChange(before);
        this.ticketCheck = 'current';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.ticketCheckError = toApiError(error);
        this.ticketCheck = 'failed';
      });
      return false;
    }
  }

  /** The visitor has seen the new amount. */
  acknowledgePriceChange(): void {
    this.priceChange = null;
  }

  /**
   * Creates the checkout session for the booking and resolves to it (the UI then sends the visitor
   * to `url`); null when it failed, with the reason in `checkoutError`. The request carries the
   * amount due on screen; when the server would charge another amount it refuses (PRICE_CHANGED),
   * the booking is re-priced from the ticket as it is now and `priceChange` is set, so the visitor
   * sees the new amount and pays again.
   */
  async createCheckout(
    options: { captchaToken?: string | undefined; locale?: Locale } = {},
  ): Promise<CheckoutResponse | null> {
    this.checkoutError = null;
    const request = this.booking.checkoutRequest;
    if (!request) {
      this.checkoutError = localError(
        ERROR_CODES.validation,
        'Choose a date, participants and fill in your contact details first.',
      );
      return null;
    }
    // The language of the page the visitor books on: the booking keeps it for everything sent about it.
    const body = options.locale ? { ...request, locale: options.locale } : request;
    const shown = this.booking.amountDue;
    this.priceChange = null;
    this.isCreatingCheckout = true;
    let response: CheckoutResponse;
    try {
      response = options.captchaToken
        ? await this.api.createCheckout(body, { captchaToken: options.captchaToken })
        : await this.api.createCheckout(body);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === ERROR_CODES.priceChanged) await this.repriceAfterRefusal(shown, failure.details);
      runInAction(() => {
        this.checkoutError = failure;
        this.isCreatingCheckout = false;
      });
      return null;
    }
    // The server charges its own figure and has already refused any other; this guards a server
    // that did not (an older one, or a bug) so the payment page never shows a surprise.
    if (priceDiffers(shown, response)) {
      runInAction(() => {
        this.priceChange = { from: shown, to: { amount: response.amount, currency: response.currency } };
        this.checkoutError = localError(ERROR_CODES.priceChanged, 'The price of this booking has changed.');
        this.isCreatingCheckout = false;
      });
      return null;
    }
    runInAction(() => {
      this.lastCheckout = response;
      this.isCreatingCheckout = false;
    });
    return response;
  }

  /**
   * After PRICE_CHANGED: the ticket is read again and the coupon takes the percentage the server
   * applies, so the booking is priced by core exactly as the server prices it. If the ticket cannot
   * be read, the server's figure is what the visitor is shown.
   */
  private async repriceAfterRefusal(shown: Price, rawDetails: unknown): Promise<void> {
    const details = PriceChangedDetailsSchema.safeParse(rawDetails);
    const refreshed = await this.refreshTicket();
    runInAction(() => {
      if (details.success && details.data.discountValue !== undefined && this.booking.couponCode) {
        this.booking.applyCoupon(this.booking.couponCode, details.data.discountValue);
      }
      const now = this.booking.amountDue;
      const to =
        refreshed || !details.success
          ? now
          : { amount: details.data.amount, currency: details.data.currency };
      this.priceChange = { from: shown, to };
    });
  }

  private notePriceChange(before: Price): void {
    // Counts the ticket no longer allows were cleared: the page asks for participants again, and
    // there is no price to compare yet.
    if (this.booking.countsProblem !== null) return;
    const after = this.booking.amountDue;
    if (priceDiffers(before, after)) this.priceChange = { from: before, to: after };
  }
}
