import { isAppUrl } from './app-origin';

/** The part of an IpcMainInvokeEvent the check reads, so tests can pass a plain object. */
export interface SenderLike {
  senderFrame: { url: string; parent?: unknown } | null;
}

/**
 * Checklist 17: validate the sender of every IPC message. Only the app's own top-level frame,
 * served from the app origin (or the dev server), may call the main process.
 */
export function isTrustedSender(event: SenderLike, origins: readonly string[]): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  if (frame.parent) return false;
  return isAppUrl(frame.url, origins);
}

export class UntrustedSenderError extends Error {
  constructor(url: string | undefined) {
    super(`IPC refused: untrusted sender ${url ?? '(no frame)'}`);
    this.name = 'UntrustedSenderError';
  }
}
