import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, appOrigins } from '../src/main/security/app-origin';
import { allowOnlyAppCamera, type PermissionSession } from '../src/main/security/permissions';

function handlers(origins: readonly string[]) {
  let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] = null;
  let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] = null;
  allowOnlyAppCamera(
    {
      setPermissionRequestHandler: (h) => void (request = h),
      setPermissionCheckHandler: (h) => void (check = h),
    },
    origins,
  );
  const ask = (permission: string, requestingUrl: string, mediaTypes?: string[]) => {
    let granted: boolean | undefined;
    request!({}, permission, (g) => (granted = g), { requestingUrl, mediaTypes });
    return granted;
  };
  const probe = (permission: string, origin: string, mediaType?: string) =>
    check!({}, permission, origin, { mediaType });
  return { ask, probe };
}

describe('permissions', () => {
  const origins = appOrigins(undefined);

  it("grants the camera to the app's own pages, for the check-in desk", () => {
    const { ask, probe } = handlers(origins);
    expect(ask('media', `${APP_ORIGIN}/index.html#/checkin`, ['video'])).toBe(true);
    expect(probe('media', APP_ORIGIN, 'video')).toBe(true);
    // The dev server is the app's origin in development only.
    const dev = handlers(appOrigins('http://localhost:5174'));
    expect(dev.ask('media', 'http://localhost:5174/#/checkin', ['video'])).toBe(true);
    expect(handlers(origins).ask('media', 'http://localhost:5174/#/checkin', ['video'])).toBe(false);
  });

  it('denies the camera to any other origin, and the microphone to everyone', () => {
    const { ask, probe } = handlers(origins);
    expect(ask('media', 'https://evil.example/', ['video'])).toBe(false);
    expect(ask('media', 'app://admin.evil/', ['video'])).toBe(false);
    expect(ask('media', 'not a url', ['video'])).toBe(false);
    expect(ask('media', `${APP_ORIGIN}/index.html`, ['audio'])).toBe(false);
    expect(ask('media', `${APP_ORIGIN}/index.html`, ['video', 'audio'])).toBe(false);
    expect(ask('media', `${APP_ORIGIN}/index.html`, [])).toBe(false);
    expect(ask('media', `${APP_ORIGIN}/index.html`)).toBe(false);
    expect(probe('media', 'https://evil.example', 'video')).toBe(false);
    expect(probe('media', APP_ORIGIN, 'audio')).toBe(false);
  });

  it('denies every other permission, even to the app', () => {
    const { ask, probe } = handlers(origins);
    for (const permission of [
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'display-capture',
      'midi',
      'hid',
      'serial',
      'usb',
    ]) {
      expect(ask(permission, `${APP_ORIGIN}/index.html`, ['video'])).toBe(false);
      expect(probe(permission, APP_ORIGIN, 'video')).toBe(false);
    }
  });
});
