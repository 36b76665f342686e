/** The part of Session the permission rule uses. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler:
      ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((webContents: unknown, permission: string) => boolean) | null): void;
}

/**
 * Checklist 5: the back office needs no camera, microphone, location, notifications or the like.
 * Clipboard writes from a user gesture do not go through this handler.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
