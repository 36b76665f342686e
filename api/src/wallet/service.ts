import { timingSafeEqual } from 'node:crypto';
import { API_PREFIX, pathOf, paths } from '@tours/core/contract';
import type { WalletLinks } from '@tours/core/schemas';
import type { Config } from '../config';
import type { Db } from '../db';
import { notFound, unauthorized } from '../errors';
import { findBookingBySuccessToken } from '../checkout/repository';
import { createManageToken, manageTokenExpiry, readManageToken } from '../lib/manage-token';
import { sha256Hex } from '../lib/tokens';
import { BRAND } from '../mail/templates';
import type { BookingRow } from '../bookings/repository';
import { buildApplePass } from './apple-pass';
import { passFactsOf, type PassFacts } from './facts';
import { googleSaveUrl } from './google-pass';
import { walletRepository as repo, type WalletPassRow } from './repository';

/** Where the PassKit web service is mounted: its endpoints' common start (`/wallet/apple`). */
const WEB_SERVICE_PATH = paths.wallet.appleLog.path.replace(/\/v1\/log$/, '');

export interface WalletServiceOptions {
  db: Db;
  config: Pick<Config, 'wallet' | 'publicUrl' | 'manageToken' | 'successTokenDays'>;
  now?: () => Date;
}

/** The latest pass for Apple's wallet, with when it last changed (its Last-Modified). */
export interface ServedPass {
  file: Buffer;
  lastModified: Date;
  reference: string;
}

/**
 * A booking's wallet passes: the links a visitor is shown, the signed Apple pass, the Google save
 * link, and Apple's web service that keeps a pass up to date.
 */
export class WalletService {
  constructor(private readonly options: WalletServiceOptions) {}

  get configured(): boolean {
    return Boolean(this.options.config.wallet.apple || this.options.config.wallet.google);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The booking a success-page token (random, hashed) or a manage token (signed) opens, or 404. */
  async bookingOfToken(token: string): Promise<BookingRow> {
    const { db, config } = this.options;
    const managed = readManageToken(config.manageToken.secret, token, this.now());
    const booking = managed
      ? await repo.findBooking(db, managed)
      : await findBookingBySuccessToken(db, sha256Hex(token), config.successTokenDays, this.now());
    if (!booking) throw notFound('booking', 'This link is not valid or has expired.');
    return booking;
  }

  /**
   * The links for a booking: Apple's carries a manage token (it lasts until after the visit, as the
   * mail's link does), Google's is the signed save link. Null for a wallet not configured or a
   * booking without a pass.
   */
  async links(booking: BookingRow): Promise<WalletLinks> {
    const { config, db } = this.options;
    const { apple, google } = config.wallet;
    const facts = apple || google ? await passFactsOf(db, booking) : null;
    if (!facts || facts.state === 'voided') return { appleUrl: null, googleUrl: null };
    return {
      appleUrl: apple ? this.applePassUrl(booking) : null,
      googleUrl: google
        ? await googleSaveUrl(google, facts, {
            origins: [config.publicUrl],
            issuerName: BRAND,
            now: this.now(),
          })
        : null,
    };
  }

  applePassUrl(booking: Pick<BookingRow, 'id' | 'booking_date' | 'time_slot'>): string {
    const { manageToken, publicUrl } = this.options.config;
    const visit = { bookingDate: booking.booking_date, timeSlot: booking.time_slot };
    const token = createManageToken(
      manageToken.secret,
      booking.id,
      manageTokenExpiry(visit, manageToken.days),
    );
    return `${publicUrl}${API_PREFIX}${pathOf(paths.wallet.applePass)}?token=${token}`;
  }

  /** A paid booking's Apple pass, or 404 (Apple Wallet not configured, not paid, cancelled). */
  async applePassOf(booking: BookingRow): Promise<ServedPass> {
    const facts = this.options.config.wallet.apple ? await passFactsOf(this.options.db, booking) : null;
    if (!facts || facts.state === 'voided')
      throw notFound('pass', 'This booking has no wallet pass: it is not paid, or it was cancelled.');
    return this.served(facts);
  }

  private served(facts: PassFacts): ServedPass {
    const apple = this.options.config.wallet.apple!;
    const file = buildApplePass(apple, facts, {
      webServiceUrl: `${this.options.config.publicUrl}${API_PREFIX}${WEB_SERVICE_PATH}`,
      organizationName: BRAND,
    });
    return { file, lastModified: facts.pass.updated_at, reference: facts.booking.booking_id };
  }

  /**
   * The pass Apple's wallet names, if its Authorization is `ApplePass <that pass's token>`; else
   * 401, the same for an unknown serial, another pass type or a wrong token.
   */
  async authorisedPass(
    passTypeId: string,
    serialNumber: string,
    authorization: string | undefined,
  ): Promise<WalletPassRow> {
    const apple = this.options.config.wallet.apple;
    const pass =
      apple && passTypeId === apple.passTypeId
        ? await repo.findPassBySerial(this.options.db, serialNumber)
        : undefined;
    const given = Buffer.from(/^ApplePass (\S+)$/.exec(authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(pass?.authentication_token ?? '');
    if (!pass || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw unauthorized('Not this pass.');
    return pass;
  }

  register(deviceLibraryId: string, pass: WalletPassRow, pushToken: string): Promise<boolean> {
    return repo.register(this.options.db, {
      deviceLibraryId,
      serialNumber: pass.serial_number,
      pushToken,
    });
  }

  unregister(deviceLibraryId: string, pass: WalletPassRow): Promise<void> {
    return repo.unregister(this.options.db, deviceLibraryId, pass.serial_number);
  }

  /** The device's passes changed since a version; null when it holds none of this type (404). */
  async updatedSince(deviceLibraryId: string, passTypeId: string, since: string | undefined) {
    if (passTypeId !== this.options.config.wallet.apple?.passTypeId) return null;
    const found = await repo.updatedSince(this.options.db, deviceLibraryId, since ? Number(since) : null);
    if (!found.registered) return null;
    return { serialNumbers: found.serials, lastUpdated: String(found.lastUpdated) };
  }

  /** The pass as it is now, whatever the booking's state: a cancelled booking's pass comes voided. */
  async latestPass(pass: WalletPassRow): Promise<ServedPass> {
    const booking = await repo.findBooking(this.options.db, pass.booking_id);
    const facts = booking ? await passFactsOf(this.options.db, booking) : null;
    if (!facts) throw notFound('pass');
    return this.served(facts);
  }
}
