import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';
import type { BookingStatus } from '../domain/booking-status';
import type { TokenSink } from './storage';

export type AdminApi = Pick<ApiClient, 'login' | 'logout' | 'me'>;

/** The booking an admin is sending a ticket or a notification for, as the send dialogs show it. */
export interface AdminBookingData {
  _id: string;
  bookingStatus: BookingStatus;
  email: string;
  mobileNumber: string;
  name: string;
  ticketTitle: string;
  bookingDateString: string;
  bookingId: string;
}

export function initialBookingData(): AdminBookingData {
  return {
    _id: '',
    bookingStatus: 'confirmed',
    email: '',
    mobileNumber: '',
    name: '',
    ticketTitle: '',
    bookingDateString: '',
    bookingId: '',
  };
}

export interface AdminStoreOptions {
  api: AdminApi;
  /** Receives the session token after login and null after logout. */
  tokenSink?: TokenSink;
}

/** The admin's state: who is signed in, the two send dialogs, the booking in hand. */
export class AdminStore {
  adminEmail: string | null = null;
  isTicketSendPopupOpen = false;
  isSendBookingNotificationPopupOpen = false;
  bookingData: AdminBookingData = initialBookingData();

  isLoggingIn = false;
  loginError: ApiError | null = null;
  /** True once restoreSession() has answered, so a UI can wait before showing the login screen. */
  isSessionChecked = false;

  private readonly api: AdminApi;
  private readonly tokenSink: TokenSink | undefined;

  constructor(options: AdminStoreOptions) {
    this.api = options.api;
    this.tokenSink = options.tokenSink;
    makeAutoObservable<this, 'api' | 'tokenSink'>(this, { api: false, tokenSink: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.adminEmail !== null;
  }

  /** Signs in; true on success. A failure is kept in `loginError` for the form. */
  async login(email: string, password: string): Promise<boolean> {
    this.isLoggingIn = true;
    this.loginError = null;
    try {
      const { token, adminEmail } = await this.api.login({ email, password });
      await this.tokenSink?.setToken(token);
      runInAction(() => {
        this.adminEmail = adminEmail;
        this.isSessionChecked = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loginError = toApiError(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isLoggingIn = false;
      });
    }
  }

  /** Revokes the session on the server when it can; the local session ends either way. */
  async logout(): Promise<void> {
    try {
      await this.api.logout();
    } catch {
      // An expired or unreachable session is over anyway.
    }
    await this.tokenSink?.setToken(null);
    runInAction(() => this.reset());
  }

  /** Asks the server who the stored token belongs to; true when a session is still valid. */
  async restoreSession(): Promise<boolean> {
    try {
      const me = await this.api.me();
      runInAction(() => {
        this.adminEmail = me.adminEmail;
        this.isSessionChecked = true;
      });
      return true;
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 401) await this.tokenSink?.setToken(null);
      runInAction(() => {
        this.adminEmail = null;
        this.isSessionChecked = true;
      });
      return false;
    }
  }

  /** Wire to the API client's onUnauthorized: an admin call answered 401. */
  sessionExpired(): void {
    void this.tokenSink?.setToken(null);
    this.reset();
  }

  openTicketSendPopup(): void {
    this.isTicketSendPopupOpen = true;
  }

  closeTicketSendPopup(): void {
    this.isTicketSendPopupOpen = false;
  }

  openSendBookingNotificationPopup(): void {
    this.isSendBookingNotificationPopupOpen = true;
  }

  closeSendBookingNotificationPopup(): void {
    this.isSendBookingNotificationPopupOpen = false;
  }

  /** Merges the given fields into bookingData; extra fields of a full Booking are ignored. */
  setBookingData(data: Partial<AdminBookingData>): void {
    const next = { ...this.bookingData };
    for (const key of Object.keys(next) as (keyof AdminBookingData)[]) {
      if (data[key] !== undefined) (next as Record<string, unknown>)[key] = data[key];
    }
    this.bookingData = next;
  }

  private reset(): void {
    this.adminEmail = null;
    this.isTicketSendPopupOpen = false;
    this.isSendBookingNotificationPopupOpen = false;
    this.bookingData = initialBookingData();
    this.loginError = null;
  }
}
