import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';
import type { BookingStatus } from '../domain/booking-status';
import { allows, type EndpointPath, type StaffRole } from '../contract/paths';
import type { AdminMe, AdminSignedIn } from '../schemas/admin';
import type { TokenSink } from './storage';

export type AdminApi = Pick<ApiClient, 'login' | 'logout' | 'me' | 'submitSecondFactor'>;

/** The sign-in's second step, between a right password and a right code. */
export interface SecondStep {
  challenge: string;
  adminEmail: string;
}

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
  /** The signed-in person's role: what the contract lets them call (`can`). */
  role: StaffRole | null = null;
  name: string | null = null;
  secondFactor: AdminMe['secondFactor'] = { enabled: false, required: false };
  /** Set after a right password when a code is still needed; null otherwise. */
  secondStep: SecondStep | null = null;
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

  /** The owner requires a second factor and this person has none yet: they may only enrol. */
  get mustEnrol(): boolean {
    return this.secondFactor.required && !this.secondFactor.enabled;
  }

  /**
   * Whether the signed-in person may make a call, by its declaration in core's contract (the same
   * rule the API enforces): a screen hides what this answers false for.
   */
  can(endpoint: EndpointPath): boolean {
    if (!this.role || !allows(endpoint, this.role)) return false;
    return !this.mustEnrol || endpoint.access === 'public' || endpoint.rule?.beforeSecondFactor === true;
  }

  /**
   * Signs in; true once a session is open. A right password for someone with a second factor sets
   * `secondStep` and answers false (the form then asks for a code). A failure is kept in `loginError`.
   */
  async login(email: string, password: string): Promise<boolean> {
    return this.signInWith(async () => {
      const answer = await this.api.login({ email, password });
      if ('challenge' in answer) {
        runInAction(() => (this.secondStep = { challenge: answer.challenge, adminEmail: answer.adminEmail }));
        return null;
      }
      return answer;
    });
  }

  /** The second step with a code from the app or a recovery code; true once a session is open. */
  async submitSecondFactor(input: { code: string } | { recoveryCode: string }): Promise<boolean> {
    const step = this.secondStep;
    if (!step) return false;
    return this.signInWith(() => this.api.submitSecondFactor({ challenge: step.challenge, ...input }));
  }

  /** Back to the password form. */
  cancelSecondStep(): void {
    this.secondStep = null;
    this.loginError = null;
  }

  /** Reads who is signed in again (after enrolling, the second factor is on). */
  async refreshMe(): Promise<void> {
    const me = await this.api.me();
    runInAction(() => this.applyMe(me));
  }

  private applyMe(me: AdminMe): void {
    this.adminEmail = me.adminEmail;
    this.name = me.name ?? null;
    this.role = me.role;
    this.secondFactor = me.secondFactor;
  }

  private async signInWith(attempt: () => Promise<AdminSignedIn | null>): Promise<boolean> {
    this.isLoggingIn = true;
    this.loginError = null;
    try {
      const signedIn = await attempt();
      if (!signedIn) return false;
      await this.tokenSink?.setToken(signedIn.token);
      const me = await this.api.me();
      runInAction(() => {
        this.applyMe(me);
        this.secondStep = null;
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
        this.applyMe(me);
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
    this.role = null;
    this.name = null;
    this.secondFactor = { enabled: false, required: false };
    this.secondStep = null;
    this.isTicketSendPopupOpen = false;
    this.isSendBookingNotificationPopupOpen = false;
    this.bookingData = initialBookingData();
    this.loginError = null;
  }
}
