/**
 * The provider ticket files an admin attaches when sending a booking's tickets.
 * The send dialog checks files against these before uploading and the API enforces the same
 * values, so what the dialog accepts is exactly what the server takes.
 */

/** Largest provider ticket file, in bytes: a QR image or a provider PDF, never a bundle of them. */
export const TICKET_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Most provider files one ticket mail carries (20 participants at one QR each). */
export const TICKET_FILES_MAX = 20;

/** Accepted file types, as the server recognises them from their first bytes. */
export const TICKET_FILE_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
} as const;
export type TicketFileType = keyof typeof TICKET_FILE_TYPES;

export function isTicketFileType(type: string): type is TicketFileType {
  return Object.hasOwn(TICKET_FILE_TYPES, type);
}

/** "PDF, PNG, JPEG, GIF or WebP". */
export const TICKET_FILE_TYPES_LABEL = (() => {
  const names: string[] = Object.values(TICKET_FILE_TYPES);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

/** "5 MB": the size limit as people read it, for hints and error messages on both sides. */
export function ticketFileMaxLabel(): string {
  return `${TICKET_FILE_MAX_BYTES / (1024 * 1024)} MB`;
}

/**
 * Provider ticket files a booking expects: one per QR code, `adultQrCount` per adult and
 * `childQrCount` per child. 0 means the ticket carries no provider file and our voucher is all
 * the customer needs.
 */
export function expectedTicketFiles(
  booking: { adultCount: number; childCount: number },
  ticket: { adultQrCount: number; childQrCount: number },
): number {
  return booking.adultCount * ticket.adultQrCount + booking.childCount * ticket.childQrCount;
}

/** Why a file cannot be attached to a ticket mail, or null when it can. */
export function ticketFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!isTicketFileType(file.type)) return `${file.name} is not a ${TICKET_FILE_TYPES_LABEL} file`;
  if (file.size > TICKET_FILE_MAX_BYTES) return `${file.name} is larger than ${ticketFileMaxLabel()}`;
  return null;
}
