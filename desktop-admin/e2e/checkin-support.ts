import { writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import jsQR from 'jsqr';
import { E2E } from './env';
import { addDays, api, todayDubai } from './helpers';

/** A QR code as the SVG the API serves (qrcode's renderer), read back into its modules. */
export function modulesOfSvg(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) throw new Error('not a QR code SVG');
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?:[ ,](-?[\d.]+))?/g)) {
    const n = Number(a);
    if (op === 'M') [x, y] = [n, Number(b)];
    else if (op === 'm') [x, y] = [x + n, y + Number(b)];
    else {
      for (let i = 0; i < n; i++) grid[Math.floor(y)]![x + i] = true;
      x += n;
    }
  }
  return grid;
}

const W = 320;
const H = 240;

/** Luma of one W×H frame: the code centred on white, black modules, or a blank frame. */
function lumaFrame(modules: boolean[][] | null): Uint8Array {
  const y = new Uint8Array(W * H).fill(255);
  if (!modules) return y;
  const scale = Math.floor(200 / modules.length);
  const left = Math.floor((W - modules.length * scale) / 2);
  const top = Math.floor((H - modules.length * scale) / 2);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        y.fill(
          0,
          (top + r * scale + dy) * W + left + c * scale,
          (top + r * scale + dy) * W + left + (c + 1) * scale,
        );
    }),
  );
  return y;
}

/** The text a QR code holds, decoded from its pixels as the desk's camera does. */
export function decodeModules(modules: boolean[][]): string {
  const luma = lumaFrame(modules);
  const rgba = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < luma.length; i++) rgba.set([luma[i]!, luma[i]!, luma[i]!, 255], i * 4);
  const code = jsQR(rgba, W, H);
  if (!code) throw new Error('the QR code did not decode');
  return code.data;
}

/**
 * A Y4M video (raw YUV 4:2:0: a header, then 'FRAME\n' and the three planes per frame) for
 * Chromium's --use-file-for-fake-video-capture: each code shown for `show` frames, then a blank gap.
 */
export function writeQrVideo(file: string, codes: boolean[][][], fps = 10, show = 15, gap = 10): void {
  const chroma = new Uint8Array((W / 2) * (H / 2) * 2).fill(128);
  const frame = (modules: boolean[][] | null) =>
    Buffer.concat([Buffer.from('FRAME\n'), lumaFrame(modules), chroma]);
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const code of codes) {
    for (let i = 0; i < show; i++) frames.push(frame(code));
    for (let i = 0; i < gap; i++) frames.push(frame(null));
  }
  if (codes.length === 0) frames.push(frame(null));
  writeFileSync(file, Buffer.concat(frames));
}

export interface Voucher {
  _id: string;
  bookingId: string;
  bookingDate: string;
  secret: string;
  modules: boolean[][];
}

/** A ticket of our own with two slots, so the desk's counts are this test's alone. */
export async function slotTicket(
  token: string,
  title: string,
): Promise<{ _id: string; title: string; service: string }> {
  const created = await api<{ _id: string; title: string; service: string }>('POST', '/create', {
    token,
    body: {
      service: 'dubai-frame',
      title,
      ticketType: 'general-admission',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 3000 },
          weekEnds: { adult: 6000, child: 4000 },
        },
      ],
      currency: 'myr',
      isTimeSlot: true,
      timeSlots: ['09:00', '11:00'],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Books and pays through the local provider; the voucher's secret is read from the success page's QR. */
export async function paidVoucher(
  ticketId: string,
  daysAhead: number,
  adultCount: number,
  name: string,
): Promise<Voucher> {
  const bookingDate = addDays(todayDubai(), daysAhead);
  const checkout = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId,
      preferenceIndex: 0,
      bookingDate,
      timeSlot: '09:00',
      adultCount,
      childCount: 0,
      name,
      email: `checkin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      mobileNumber: '+971501234567',
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  const token = new URL(paid.headers.get('location') ?? '', 'http://x').searchParams.get('token');
  expect(token, 'the local provider redirects to the success page with its token').toBeTruthy();
  const svg = await fetch(`${E2E.apiUrl}/bookings/success/qr?token=${encodeURIComponent(token!)}`);
  expect(svg.status).toBe(200);
  const modules = modulesOfSvg(await svg.text());
  const booking = await api<{ _id: string }>('GET', `/bookings/success?token=${encodeURIComponent(token!)}`);
  return {
    _id: booking.body._id,
    bookingId: checkout.body.bookingId,
    bookingDate,
    secret: decodeModules(modules),
    modules,
  };
}

/** A demo booking that was paid and then cancelled: its voucher must be refused. */
export async function cancelledVoucher(token: string): Promise<Voucher> {
  const list = await api<{ bookings: { _id: string; bookingId: string; bookingDate: string }[] }>(
    'GET',
    '/admin/all-bookings?bookingStatus=cancelled&page=1&pageSize=5',
    { token },
  );
  const booking = list.body.bookings[0];
  expect(booking, 'the demo data has a cancelled booking').toBeTruthy();
  const svg = await fetch(`${E2E.apiUrl}/admin/checkin/qr/${booking!._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(svg.status).toBe(200);
  const modules = modulesOfSvg(await svg.text());
  return { ...booking!, secret: decodeModules(modules), modules };
}
