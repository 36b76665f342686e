/**
 * Pictures an admin uploads for a ticket. The ticket editor checks a file against these before
 * uploading and the API enforces the same values on the bytes it receives, so what the editor
 * accepts is exactly what the server stores.
 */

/** Largest picture, in bytes: a storefront photo needs far less, and the database keeps the bytes. */
export const TICKET_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Accepted pictures and the file extension each is served under. No SVG: it can carry script, and
 * the pictures are served from the site's own origin. No GIF: a photo never needs it.
 */
export const TICKET_IMAGE_TYPES = {
  'image/jpeg': { label: 'JPEG', extension: 'jpg' },
  'image/png': { label: 'PNG', extension: 'png' },
  'image/webp': { label: 'WebP', extension: 'webp' },
} as const;
export type TicketImageType = keyof typeof TICKET_IMAGE_TYPES;

/** Where uploaded pictures are served from, beside the pictures shipped with the site (/assets/…). */
export const UPLOADED_IMAGE_PREFIX = '/assets/uploads/';

export function isTicketImageType(type: string): type is TicketImageType {
  return Object.hasOwn(TICKET_IMAGE_TYPES, type);
}

/** "JPEG, PNG or WebP". */
export const TICKET_IMAGE_TYPES_LABEL = (() => {
  const names: string[] = Object.values(TICKET_IMAGE_TYPES).map((t) => t.label);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

/** "2 MB": the size limit as people read it, for hints and error messages on both sides. */
export function ticketImageMaxLabel(): string {
  return `${TICKET_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

/**
 * What a picture really is, read from its first bytes (at least 12), never from its name or from
 * the type a browser claims: a PNG signature, a JPEG start-of-image marker, a RIFF container of
 * WebP. Null for anything else.
 */
export function sniffTicketImageType(bytes: Uint8Array): TicketImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF", 4 bytes of length, "WEBP".
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why a file cannot be uploaded as a ticket picture, or null when it can (by its size and sniffed type). */
export function ticketImageProblem(file: {
  name: string;
  size: number;
  /** The sniffed type (sniffTicketImageType), or null when the bytes are no accepted picture. */
  type: TicketImageType | null;
}): string | null {
  const name = file.name || 'The file';
  if (file.size === 0) return `${name} is empty`;
  if (file.size > TICKET_IMAGE_MAX_BYTES)
    return `${name} is larger than ${ticketImageMaxLabel()}: make the picture smaller and try again`;
  if (!file.type) return `${name} is not a ${TICKET_IMAGE_TYPES_LABEL} picture`;
  return null;
}
