import { describe, expect, it } from 'vitest';
import {
  expectedTicketFiles,
  isTicketFileType,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_TYPES_LABEL,
  ticketFileMaxLabel,
  ticketFileProblem,
} from '../src/domain';

describe('ticket files', () => {
  it('expects adultCount × adultQrCount + childCount × childQrCount files', () => {
    expect(expectedTicketFiles({ adultCount: 2, childCount: 1 }, { adultQrCount: 2, childQrCount: 1 })).toBe(
      5,
    );
    expect(expectedTicketFiles({ adultCount: 3, childCount: 2 }, { adultQrCount: 1, childQrCount: 0 })).toBe(
      3,
    );
    expect(expectedTicketFiles({ adultCount: 0, childCount: 0 }, { adultQrCount: 3, childQrCount: 3 })).toBe(
      0,
    );
    // A ticket whose voucher is all the customer needs expects no provider file.
    expect(expectedTicketFiles({ adultCount: 4, childCount: 2 }, { adultQrCount: 0, childQrCount: 0 })).toBe(
      0,
    );
  });

  it('has one size limit of 5 MB, said the same way everywhere', () => {
    expect(TICKET_FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(ticketFileMaxLabel()).toBe('5 MB');
  });

  it('accepts a file up to the limit and of a known type, and says why it refuses one', () => {
    const png = { name: 'qr.png', type: 'image/png' };
    expect(ticketFileProblem({ ...png, size: TICKET_FILE_MAX_BYTES })).toBeNull();
    expect(ticketFileProblem({ ...png, size: TICKET_FILE_MAX_BYTES + 1 })).toBe('qr.png is larger than 5 MB');
    expect(ticketFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(ticketFileProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'a.exe is not a PDF, PNG, JPEG, GIF or WebP file',
    );
    expect(TICKET_FILE_TYPES_LABEL).toBe('PDF, PNG, JPEG, GIF or WebP');
    expect(isTicketFileType('image/webp')).toBe(true);
    // An inherited property name is not a file type.
    expect(isTicketFileType('toString')).toBe(false);
  });
});
