import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** pdfkit's page drawing: every stream of the file, inflated where it is compressed. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    out.push(/FlateDecode/.test(m[1]!) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1'));
  }
  return out;
}

/**
 * The text of the QR code a voucher draws, read back as a scanner would see it: the rectangles the
 * page fills black inside the `size`-point white square (voucher.ts drawQrCode) are laid onto a
 * bitmap and decoded with jsQR. Null when the voucher draws no code.
 */
export function qrTextOfVoucher(pdf: Buffer, size = 170): string | null {
  for (const stream of contentStreams(pdf)) {
    const ops = stream.split('\n');
    const square = ops.findIndex((op) => new RegExp(`^\\S+ \\S+ ${size} ${size} re$`).test(op));
    if (square < 0) continue;
    const [x0, y0] = ops[square]!.split(' ').map(Number) as [number, number];
    const afterWhite = ops.indexOf('f', square) + 1;
    const rects: number[][] = [];
    for (let i = afterWhite; i < ops.length && ops[i] !== 'f'; i++) {
      if (ops[i]!.endsWith(' re')) rects.push(ops[i]!.split(' ').slice(0, 4).map(Number));
    }
    if (rects.length === 0) return null;
    const cell = rects[0]![3]!;
    const modules = Math.round(size / cell);
    const px = 8;
    const quiet = 4;
    const side = (modules + quiet * 2) * px;
    const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [x, y, w] of rects) {
      const row = Math.round((y! - y0) / cell);
      const col = Math.round((x! - x0) / cell);
      for (let c = col; c < col + Math.round(w! / cell); c++)
        for (let dy = 0; dy < px; dy++)
          for (let dx = 0; dx < px; dx++) {
            const at = (((row + quiet) * px + dy) * side + (c + quiet) * px + dx) * 4;
            rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
          }
    }
    return jsQR(rgba, side, side)?.data ?? null;
  }
  return null;
}
