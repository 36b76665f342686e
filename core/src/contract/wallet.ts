import {
  AppleAcknowledgedSchema,
  AppleDeviceParamsSchema,
  AppleLogBodySchema,
  ApplePassParamsSchema,
  AppleRegisterBodySchema,
  AppleRegistrationParamsSchema,
  AppleUpdatedQuerySchema,
  AppleUpdatedSerialsSchema,
  WalletLinksSchema,
  WalletTokenQuerySchema,
} from '../schemas/wallet';
import { endpoints } from './endpoint';
import { paths } from './paths';

const PASS_AUTH = "Apple's wallet sends the pass's authenticationToken as `Authorization: ApplePass <token>`";

/**
 * A booking's wallet passes, and the PassKit web service Apple's wallet calls to keep a pass up to
 * date (register and unregister a device, list passes changed since, fetch the latest, log).
 */
export const wallet = endpoints(paths.wallet, 'Wallet passes', {
  links: {
    summary:
      "A booking's Add to Apple Wallet and Save to Google Wallet links, for its success-page or manage token; each null when that wallet is not configured or the booking is not paid",
    query: WalletTokenQuerySchema,
    response: WalletLinksSchema,
    errors: { 404: 'The token is not valid or has expired' },
  },
  applePass: {
    summary:
      "The booking's Apple Wallet pass (application/vnd.apple.pkpass): an event ticket whose barcode is the voucher's check-in code",
    query: WalletTokenQuerySchema,
    produces: 'application/vnd.apple.pkpass',
    errors: {
      404: 'The token is not valid or has expired, Apple Wallet is not configured, or the booking is not paid',
    },
  },
  appleRegister: {
    summary: `Register a device for a pass's updates (201 new, 200 already). ${PASS_AUTH}`,
    params: AppleRegistrationParamsSchema,
    body: AppleRegisterBodySchema,
    response: AppleAcknowledgedSchema,
    errors: { 401: "Not the pass's authentication token" },
  },
  appleUnregister: {
    summary: `Unregister a device from a pass's updates. ${PASS_AUTH}`,
    params: AppleRegistrationParamsSchema,
    response: AppleAcknowledgedSchema,
    errors: { 401: "Not the pass's authentication token" },
  },
  appleUpdated: {
    summary:
      'The serial numbers of the passes a device holds that changed since passesUpdatedSince (204: none)',
    params: AppleDeviceParamsSchema,
    query: AppleUpdatedQuerySchema,
    response: AppleUpdatedSerialsSchema,
    errors: { 404: 'The device holds no pass of this type' },
  },
  appleLatest: {
    summary: `The latest version of a pass (304 with If-Modified-Since when unchanged). ${PASS_AUTH}`,
    params: ApplePassParamsSchema,
    produces: 'application/vnd.apple.pkpass',
    errors: { 401: "Not the pass's authentication token", 304: 'Not modified since If-Modified-Since' },
  },
  appleLog: {
    summary: "Apple's wallet reports problems with the web service here; they are logged",
    body: AppleLogBodySchema,
    response: AppleAcknowledgedSchema,
  },
});
