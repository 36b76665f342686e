import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** The QR code of a check-in secret as an SVG document (the success page shows it as an image). */
export function checkinQrSvg(secret: string): Promise<string> {
  return QRCode.toString(secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The QR code of a check-in secret as a small black-and-white PNG, for mail clients (which show
 * neither SVG nor data URLs): one bit per pixel, written here rather than by qrcode's PNG path
 * (RGBA through pngjs), since the confirmation that carries it is written in the transaction of the
 * payment that confirms the booking.
 */
export function checkinQrPng(secret: string, { scale = 6, margin = 4 } = {}): Buffer {
  const { modules } = QRCode.create(secret, { errorCorrectionLevel: 'M' });
  const side = (modules.size + margin * 2) * scale;
  const rowBytes = Math.ceil(side / 8);
  const raw = Buffer.alloc((rowBytes + 1) * side, 0);
  for (let y = 0; y < side; y++) {
    const row = y * (rowBytes + 1); // its first byte: filter 0 (none)
    const my = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - margin;
      const dark = my >= 0 && mx >= 0 && my < modules.size && mx < modules.size && modules.get(my, mx);
      // Grayscale, 1 bit: 1 is white.
      if (!dark) raw[row + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
