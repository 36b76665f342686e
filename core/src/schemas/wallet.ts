import { z } from 'zod';

/**
 * A booking's wallet links for a success-page or manage token: each null when that wallet is not
 * configured on this server or the booking has no pass (not paid). The storefront shows a button
 * only for a link it is given.
 */
export const WalletLinksSchema = z.object({
  /** Downloads the booking's Apple Wallet pass (.pkpass); carries a token, so never shared. */
  appleUrl: z.string().nullable(),
  /** Google's "Save to Google Wallet" page, https://pay.google.com/gp/v/save/<signed JWT>. */
  googleUrl: z.string().nullable(),
});
export type WalletLinks = z.infer<typeof WalletLinksSchema>;

/** A success-page token (random) or a manage token (signed): either opens the booking's links. */
export const WalletTokenQuerySchema = z.object({ token: z.string().min(16).max(400) });

/* Apple's PassKit web service: its path parameters and bodies as Apple's wallet sends them. */
const DeviceId = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/);
const PassTypeId = z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/);
const SerialNumber = z.uuid();

export const ApplePassParamsSchema = z.object({ passTypeIdentifier: PassTypeId, serialNumber: SerialNumber });
export const AppleDeviceParamsSchema = z.object({
  deviceLibraryIdentifier: DeviceId,
  passTypeIdentifier: PassTypeId,
});
export const AppleRegistrationParamsSchema = AppleDeviceParamsSchema.extend({ serialNumber: SerialNumber });
export const AppleRegisterBodySchema = z.object({ pushToken: z.string().regex(/^[A-Za-z0-9]{16,200}$/) });
export const AppleUpdatedQuerySchema = z.object({
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const AppleUpdatedSerialsSchema = z.object({
  serialNumbers: z.array(z.string()),
  /** Opaque to the device: the newest pass version it has seen, sent back as passesUpdatedSince. */
  lastUpdated: z.string(),
});
export const AppleLogBodySchema = z.object({ logs: z.array(z.string().max(2000)).max(100) });

/** What the web service answers a device's registration, unregistration and log: nothing to read. */
export const AppleAcknowledgedSchema = z.object({});
