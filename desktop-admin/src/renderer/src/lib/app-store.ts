import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, CacheTag } from '@tours/core/api';
import { AdminStore } from '@tours/core/stores';
import type { Platform, TokenPersistenceKind } from './platform';

export const SCREENS = [
  'tickets',
  'schedule',
  'bookings',
  'send',
  'coupons',
  'promotions',
  'settings',
  'checkin',
  'resellers',
  'staff',
  'accept-invitation',
  'translations',
  'faq',
  'manifest',
  'pickups',
] as const;
export type Screen = (typeof SCREENS)[number];

const ALL_TAGS: CacheTag[] = [
  'Ticket',
  'Product',
  'BlockedDate',
  'TimeSlot',
  'Booking',
  'SendTicketBookings',
  'Coupon',
  'Promotion',
  'Faq',
  'Reseller',
  'Staff',
];

function screenFromHash(hash: string): Screen | null {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return (SCREENS as readonly string[]).includes(name) ? (name as Screen) : null;
}

/**
 * The renderer's root: the API client, the core AdminStore, where the admin is, and whether the
 * session has just expired (then the screens stay mounted behind a sign-in dialog so no typing is lost).
 */
export class AppStore {
  readonly admin: AdminStore;
  screen: Screen = screenFromHash(window.location.hash) ?? 'bookings';
  /** True between a 401 on an admin call and the next successful sign-in. */
  sessionExpired = false;
  /** The e-mail of the admin whose session expired, to prefill the dialog. */
  expiredEmail: string | null = null;
  tokenPersistence: TokenPersistenceKind = 'session';

  constructor(
    readonly api: ApiClient,
    readonly platform: Platform,
    readonly apiUrl: string,
  ) {
    this.admin = new AdminStore({ api, tokenSink: { setToken: (token) => platform.setToken(token) } });
    makeAutoObservable<this>(
      this,
      { api: false, platform: false, admin: false, apiUrl: false },
      { autoBind: true },
    );
    window.addEventListener('hashchange', () => {
      const next = screenFromHash(window.location.hash);
      if (next) this.setScreenFromHash(next);
    });
  }

  async init(): Promise<void> {
    const persistence = await this.platform.tokenPersistence();
    runInAction(() => (this.tokenPersistence = persistence));
    if (await this.platform.getToken()) await this.admin.restoreSession();
    else runInAction(() => (this.admin.isSessionChecked = true));
  }

  go(screen: Screen): void {
    this.screen = screen;
    if (screenFromHash(window.location.hash) !== screen) window.location.hash = `#/${screen}`;
  }

  private setScreenFromHash(screen: Screen): void {
    this.screen = screen;
  }

  /** Wired to the API client's onUnauthorized. */
  handleUnauthorized(): void {
    if (this.admin.isLoggedIn) {
      this.expiredEmail = this.admin.adminEmail;
      this.sessionExpired = true;
    }
    this.admin.sessionExpired();
  }

  /** The first step; false also when a code is still asked for (admin.secondStep is then set). */
  async signIn(email: string, password: string): Promise<boolean> {
    return this.signedIn(await this.admin.login(email, password));
  }

  /** The second step: a code from the authenticator app, or a recovery code. */
  async submitSecondFactor(input: { code: string } | { recoveryCode: string }): Promise<boolean> {
    return this.signedIn(await this.admin.submitSecondFactor(input));
  }

  private signedIn(ok: boolean): boolean {
    if (ok) {
      runInAction(() => {
        this.sessionExpired = false;
        this.expiredEmail = null;
      });
      // Everything that failed while signed out loads again.
      this.api.invalidate(...ALL_TAGS);
    }
    return ok;
  }

  async signOut(): Promise<void> {
    await this.admin.logout();
    runInAction(() => {
      this.sessionExpired = false;
      this.expiredEmail = null;
    });
  }
}
