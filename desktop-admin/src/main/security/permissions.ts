import { isAppUrl, originOf } from './app-origin';

/** What Electron tells the request handler about a permission request (the part this rule reads). */
export interface PermissionRequestDetails {
  requestingUrl?: string;
  /** For 'media': the devices asked for. */
  mediaTypes?: readonly string[];
}

/** What Electron tells the check handler (the part this rule reads). */
export interface PermissionCheckDetails {
  /** For 'media': 'video', 'audio' or 'unknown'. */
  mediaType?: string;
}

/** The part of Session the permission rule uses. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler:
      | ((
          webContents: unknown,
          permission: string,
          callback: (granted: boolean) => void,
          details: PermissionRequestDetails,
        ) => void)
      | null,
  ): void;
  setPermissionCheckHandler(
    handler:
      | ((
          webContents: unknown,
          permission: string,
          requestingOrigin: string,
          details: PermissionCheckDetails,
        ) => boolean)
      | null,
  ): void;
}

/**
 * Checklist 5: one permission is granted, the camera (video only, never the microphone), and only
 * to the app's own pages, for scanning vouchers at the check-in desk. Location, notifications, the
 * microphone, screen capture and everything else stay denied, and so does the camera for any other
 * origin (a page reached by mistake, an embedded frame). Clipboard writes from a user gesture do not
 * go through these handlers.
 */
export function allowOnlyAppCamera(session: PermissionSession, appOrigins: readonly string[]): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const videoOnly =
      !!details?.mediaTypes &&
      details.mediaTypes.length > 0 &&
      details.mediaTypes.every((t) => t === 'video');
    callback(
      permission === 'media' &&
        videoOnly &&
        !!details.requestingUrl &&
        isAppUrl(details.requestingUrl, appOrigins),
    );
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const origin = requestingOrigin ? originOf(requestingOrigin) : null;
    return (
      permission === 'media' &&
      details?.mediaType === 'video' &&
      origin !== null &&
      appOrigins.includes(origin)
    );
  });
}
