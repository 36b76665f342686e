import http2 from 'node:http2';
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { WalletSettings } from './settings';

/**
 * Tells the wallets that a pass changed: one small interface, so that tests put a recording fake
 * in its place (Apple's and Google's services are not reachable from a test).
 */
export interface WalletSender {
  /** Wakes the Apple wallets holding a pass (an empty push on its pass type's topic); they then fetch it. */
  pushApple(push: { topic: string; pushTokens: string[] }): Promise<void>;
  /** Writes a booking's event ticket object to Google Wallet (if the visitor never saved it, nothing to do). */
  updateGoogle(object: { id: string } & Record<string, unknown>): Promise<void>;
}

const APNS_ORIGIN = 'https://api.push.apple.com';
const GOOGLE_OBJECTS = 'https://walletobjects.googleapis.com/walletobjects/v1/eventTicketObject/';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** Apple's push service over HTTP/2, authenticated by the Pass Type ID certificate (TLS client certificate). */
async function pushToApns(settings: NonNullable<WalletSettings['apple']>, topic: string, tokens: string[]) {
  const session = http2.connect(APNS_ORIGIN, {
    cert: settings.cert,
    key: settings.key.reveal(),
    ...(settings.keyPassphrase ? { passphrase: settings.keyPassphrase.reveal() } : {}),
  });
  try {
    const failures: string[] = [];
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise<void>((resolve, reject) => {
            const request = session.request({
              ':method': 'POST',
              ':path': `/3/device/${token}`,
              'apns-topic': topic,
              'content-type': 'application/json',
            });
            request.on('response', (headers) => {
              const status = Number(headers[':status']);
              // 410: the device left; its registration goes when the wallet unregisters it.
              if (status !== 200 && status !== 410) failures.push(`APNs ${status}`);
            });
            request.on('error', reject);
            request.on('close', () => resolve());
            request.resume();
            request.end('{}');
          }),
      ),
    );
    if (failures.length) throw new Error(`push refused: ${failures.join(', ')}`);
  } finally {
    session.close();
  }
}

/** An OAuth access token for the service account (the JWT bearer grant), kept until shortly before it ends. */
function googleAccessTokens(settings: NonNullable<WalletSettings['google']>) {
  let cached: { token: string; until: number } | null = null;
  return async (): Promise<string> => {
    if (cached && cached.until > Date.now()) return cached.token;
    const assertion = await new SignJWT({ scope: GOOGLE_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(settings.clientEmail)
      .setAudience(GOOGLE_TOKEN_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(createPrivateKey(settings.privateKey.reveal()));
    const res = await fetch(GOOGLE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`Google token refused: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return cached.token;
  };
}

/** The real sender: APNs for Apple, the Wallet REST API for Google; a wallet not configured is skipped. */
export function networkWalletSender(settings: WalletSettings): WalletSender {
  const accessToken = settings.google ? googleAccessTokens(settings.google) : null;
  return {
    async pushApple({ topic, pushTokens }) {
      if (!settings.apple || pushTokens.length === 0) return;
      await pushToApns(settings.apple, topic, pushTokens);
    },
    async updateGoogle(object) {
      if (!accessToken) return;
      const res = await fetch(GOOGLE_OBJECTS + encodeURIComponent(object.id), {
        method: 'PUT',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(object),
      });
      // 404: the visitor never saved the pass, so Google has nothing to update.
      if (!res.ok && res.status !== 404) throw new Error(`Google Wallet refused the update: ${res.status}`);
    },
  };
}
