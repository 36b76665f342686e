import { describe, expect, it } from 'vitest';
import {
  sniffTicketImageType,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_TYPES_LABEL,
  ticketImageMaxLabel,
  ticketImageProblem,
} from '../src/domain';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('ticket pictures', () => {
  it('knows a picture by its first bytes, never by its name', () => {
    expect(sniffTicketImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'image/png',
    );
    expect(sniffTicketImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))).toBe('image/jpeg');
    expect(sniffTicketImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    // A RIFF that is not WebP (a WAV sound), GIF, SVG (can carry script), PDF, text, too short.
    expect(sniffTicketImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffTicketImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffTicketImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffTicketImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffTicketImageType(bytes('hello'))).toBeNull();
    expect(sniffTicketImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffTicketImageType(new Uint8Array())).toBeNull();
  });

  it('has one size limit of 2 MB and one list of types, said the same way everywhere', () => {
    expect(TICKET_IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(ticketImageMaxLabel()).toBe('2 MB');
    expect(TICKET_IMAGE_TYPES_LABEL).toBe('JPEG, PNG or WebP');
  });

  it('says why a file cannot be uploaded', () => {
    const png = { name: 'deck.png', type: 'image/png' } as const;
    expect(ticketImageProblem({ ...png, size: TICKET_IMAGE_MAX_BYTES })).toBeNull();
    expect(ticketImageProblem({ ...png, size: TICKET_IMAGE_MAX_BYTES + 1 })).toBe(
      'deck.png is larger than 2 MB: make the picture smaller and try again',
    );
    expect(ticketImageProblem({ name: 'notes.png', type: null, size: 10 })).toBe(
      'notes.png is not a JPEG, PNG or WebP picture',
    );
    expect(ticketImageProblem({ ...png, size: 0 })).toBe('deck.png is empty');
  });
});
