import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * The shop's CAPTCHA on the checkout, when the operator configured one (CAPTCHA_PROVIDER,
 * CAPTCHA_SITE_KEY, CAPTCHA_SECRET_KEY): the server writes `<meta name="captcha">` into the page's
 * head and refuses a checkout without a solved challenge. The provider's script is loaded here, on
 * the checkout only, never with the first page.
 */

/** The widget API Cloudflare Turnstile (window.turnstile) and hCaptcha (window.hcaptcha) share. */
interface CaptchaWidgetApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  remove?(widgetId: string): void;
}

export interface CaptchaSettings {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  script: string;
}

/** What the page's head says about the CAPTCHA; null when the shop asks for none. */
export function captchaSettings(): CaptchaSettings | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="captcha"]');
  const provider = meta?.content;
  const { siteKey, script } = meta?.dataset ?? {};
  if ((provider !== 'turnstile' && provider !== 'hcaptcha') || !siteKey || !script) return null;
  return { provider, siteKey, script };
}

let loading: Promise<void> | undefined;
function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The security check could not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The challenge. `onToken` gets the solved challenge's token, and null when it expires or fails; a
 * token is good for one checkout, so the parent changes `round` after each attempt for a new one.
 */
export function Captcha({
  settings,
  round,
  onToken,
}: {
  settings: CaptchaSettings;
  round: number;
  onToken: (token: string | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = box.current;
    let cancelled = false;
    let widget: { api: CaptchaWidgetApi; id: string } | undefined;
    onToken(null);
    loadScript(settings.script)
      .then(() => {
        const api = (window as unknown as Record<string, CaptchaWidgetApi | undefined>)[settings.provider];
        if (cancelled || !api || !container) return;
        setFailed(false);
        const id = api.render(container, {
          sitekey: settings.siteKey,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => onToken(null),
        });
        widget = { api, id };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      widget?.api.remove?.(widget.id);
      container?.replaceChildren();
    };
  }, [settings, round, onToken]);

  return (
    <div className="captcha">
      <div ref={box} />
      {failed && (
        <p className="field-error" role="alert">
          <Trans>The security check could not load. Check your connection and reload the page.</Trans>
        </p>
      )}
    </div>
  );
}
