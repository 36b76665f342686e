import type { Config } from '../config';
import { ApiError, serviceUnavailable } from '../errors';
import type { Logger } from '../logger';

/** The header a storefront (or a bot-facing client) sends the solved challenge's token in. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

export type CaptchaConfig = NonNullable<Config['captcha']>;

const captchaRequired = () =>
  new ApiError(403, 'FORBIDDEN', 'Complete the security check, then try again.', { reason: 'captcha' });

/**
 * Cloudflare Turnstile and hCaptcha share the siteverify protocol: a form POST of the secret, the
 * token and the client address, answered with {success}. It runs on the server only; a client that
 * skips the widget has no token that passes. Fails closed when the verifier cannot be reached.
 */
export async function verifyCaptcha(
  captcha: CaptchaConfig,
  token: string | undefined,
  ip: string,
  logger: Logger,
): Promise<void> {
  if (!token || token.length > 4096) throw captchaRequired();
  const form = new URLSearchParams({ secret: captcha.secretKey, response: token, remoteip: ip });
  if (captcha.siteKey && captcha.provider === 'hcaptcha') form.set('sitekey', captcha.siteKey);
  let outcome: { success?: unknown; 'error-codes'?: unknown };
  try {
    const res = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    outcome = (await res.json()) as typeof outcome;
  } catch (err) {
    logger.error({ err, provider: captcha.provider }, 'CAPTCHA verification unavailable');
    throw serviceUnavailable('The security check cannot be verified right now. Try again shortly.');
  }
  if (outcome.success !== true) {
    logger.info({ provider: captcha.provider, codes: outcome['error-codes'] }, 'CAPTCHA refused');
    throw captchaRequired();
  }
}
