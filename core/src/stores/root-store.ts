import type { ApiClient } from '../api/client';
import { AdminStore } from './admin-store';
import { BookingStore } from './booking-store';
import { CatalogueStore } from './catalogue-store';
import { CheckoutStore } from './checkout-store';
import type { KeyValueStorage, TokenSink } from './storage';

export interface RootStoreOptions {
  /** The API client (tests pass a fake with only the methods they use). */
  api: ApiClient;
  /** Where the in-progress booking survives a reload: sessionStorage in the browser. */
  storage?: KeyValueStorage | null;
  /** Receives the admin session token (Electron's main process in the desktop app). */
  tokenSink?: TokenSink;
  now?: () => Date;
}

/** Builds every store around one API client; the UIs reach it through their own context hook. */
export class RootStore {
  readonly api: ApiClient;
  readonly booking: BookingStore;
  readonly admin: AdminStore;
  readonly catalogue: CatalogueStore;
  readonly checkout: CheckoutStore;

  constructor(options: RootStoreOptions) {
    this.api = options.api;
    this.booking = new BookingStore({ storage: options.storage });
    this.admin = new AdminStore({ api: options.api, tokenSink: options.tokenSink });
    this.catalogue = new CatalogueStore({ api: options.api, now: options.now });
    this.checkout = new CheckoutStore({ api: options.api, booking: this.booking });
  }

  dispose(): void {
    this.booking.dispose();
    this.catalogue.dispose();
  }
}
