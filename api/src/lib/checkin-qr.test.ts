import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { checkinQrPng } from './checkin-qr';

/** The pixels of a 1-bit grayscale PNG without filters (what checkinQrPng writes), as RGBA. */
function pixelsOf(png: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      expect([body[8], body[9]]).toEqual([1, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rowBytes = Math.ceil(width / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const white = (raw[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, rgba };
}

describe('checkinQrPng', () => {
  it('draws a PNG that a scanner reads back as the secret', () => {
    const secret = 'q8Zr1C0x-Jm4TfW2yVhK7nLsP9aE3dGbU5oQiRtYwXc';
    const { width, height, rgba } = pixelsOf(checkinQrPng(secret));
    expect(width).toBe(height);
    expect(jsQR(rgba, width, height)?.data).toBe(secret);
  });

  it('is small: one bit a pixel', () => {
    expect(checkinQrPng('A'.repeat(43)).length).toBeLessThan(2_000);
  });
});
