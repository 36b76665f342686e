import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { ApiError, toApiError } from '../api/errors';
import { isCouponCodeFormat } from '../domain/coupon';
import { ERROR_CODES } from '../schemas/errors';
import type { CheckoutResponse } from '../schemas/checkout';
import type { BookingStore } from './booking-store';

export type CheckoutApi = Pick<ApiClient, 'validateCoupon' | 'createCheckout'>;

export interface CheckoutStoreOptions {
  api: CheckoutApi;
  booking: BookingStore;
}

function localError(code: string, message: string): ApiError {
  return new ApiError({ status: 400, data: { error: { code, message } }, message });
}

/** The two calls of the checkout page: validating a coupon and creating the checkout session. */
export class CheckoutStore {
  isValidatingCoupon = false;
  couponError: ApiError | null = null;
  isCreatingCheckout = false;
  checkoutError: ApiError | null = null;
  lastCheckout: CheckoutResponse | null = null;

  private readonly api: CheckoutApi;
  private readonly booking: BookingStore;

  constructor(options: CheckoutStoreOptions) {
    this.api = options.api;
    this.booking = options.booking;
    makeAutoObservable<this, 'api' | 'booking'>(this, { api: false, booking: false }, { autoBind: true });
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
   * Creates the checkout session for the booking and resolves to it (the UI then sends the visitor
   * to `url`); null when it failed, with the reason in `checkoutError`.
   */
  async createCheckout(): Promise<CheckoutResponse | null> {
    this.checkoutError = null;
    const request = this.booking.checkoutRequest;
    if (!request) {
      this.checkoutError = localError(
        ERROR_CODES.validation,
        'Choose a date, participants and fill in your contact details first.',
      );
      return null;
    }
    this.isCreatingCheckout = true;
    try {
      const response = await this.api.createCheckout(request);
      runInAction(() => {
        this.lastCheckout = response;
        this.isCreatingCheckout = false;
      });
      return response;
    } catch (error) {
      runInAction(() => {
        this.checkoutError = toApiError(error);
        this.isCreatingCheckout = false;
      });
      return null;
    }
  }
}
