import type { Config } from '../config';
import { ApiError, serviceUnavailable } from '../errors';
import type { Logger } from '../logger';

/** The header a storefront (or a bot-facing client) sends the solved challenge's token in. */
export { CAPTCHA_HEADER } from '@tours/core/schemas';

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

/** Where each provider's widget loads its script and frames from: the pages' CSP allows them. */
export const CAPTCHA_ORIGINS: Record<CaptchaConfig['provider'], string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/** The provider's script, for a widget the page renders itself (window.turnstile / window.hcaptcha). */
const CAPTCHA_SCRIPTS: Record<CaptchaConfig['provider'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the storefront's checkout needs to show the widget, in the head of every page it is served
 * with (the checkout may be reached without a reload): `<meta name="captcha">`, or nothing when the
 * shop asks for no CAPTCHA (no secret key, or no site key for a widget).
 */
export function captchaMeta(captcha: Config['captcha']): string {
  if (!captcha?.siteKey) return '';
  return `<meta name="captcha" content="${captcha.provider}" data-site-key="${attribute(captcha.siteKey)}" data-script="${CAPTCHA_SCRIPTS[captcha.provider]}">`;
}
