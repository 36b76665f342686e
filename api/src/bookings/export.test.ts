import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { dubaiDate, insertBooking } from '../../test/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';
import { channelCsvColumns, csvCell, exportBookingsCsv, toCsv } from './csv';

let t: TestApp;
let token: string;

/** Records of a CSV text (a quoted cell may hold a line break), header included. */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

const ROWS = 10_050;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
  await t.db('bookings').delete();
  const template = await insertBooking(t.db, {
    ticketId: DEMO_TICKET_IDS.frameEntry,
    ticketTitle: 'Export Ticket',
    service: 'dubai-frame',
    bookingDate: dubaiDate(3),
    name: 'Line\nBreak, "Quoted"',
    amountPaid: 20000,
  });
  // More than the 10,000 rows the export used to stop at, many sharing one created_at instant.
  await t.db.raw(
    `INSERT INTO bookings (booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
       booking_date, booking_date_string, booking_day, adult_count, child_count, adult_total, child_total,
       total_amount, total_discount_amount, name, email, mobile_number, amount_paid, created_at)
     SELECT 'DXB-' || lpad(g::text, 6, '0'), booking_status, ticket_id, ticket_title, service, ticket_type,
            preference, booking_date, booking_date_string, booking_day, adult_count, child_count, adult_total,
            child_total, total_amount, total_discount_amount, 'Guest ' || g, email, mobile_number, amount_paid,
            now() - make_interval(secs => g / 10)
       FROM bookings, generate_series(1, ?) g WHERE id = ?`,
    [ROWS - 1, template.id],
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/bookings-export', () => {
  it('streams every booking of the filter, with no cap, money named apart', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/admin/bookings-export?service=dubai-frame`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // The BOM that makes Excel read UTF-8 names right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = records(text);
    expect(rows[0]).toEqual([
      'Reference',
      'Status',
      'Service',
      'Ticket',
      'Preference',
      'Visit date',
      'Time slot',
      'Name',
      'Email',
      'Mobile',
      'Adults',
      'Children',
      'Currency',
      'Subtotal',
      'Coupon',
      'Discount',
      'Value booked',
      'Paid',
      'Refunded',
      'Money taken',
      'Created at',
      'Paid at',
      'Ticket sent at',
      'Channel',
      'Reseller reference',
      'Pickup point',
      'Pickup time',
      'Answers',
    ]);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows.slice(1).every((r) => r[23] === 'Website' && r[24] === '')).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(ROWS);
    const quoted = rows.find((r) => r[7]!.startsWith('Line'));
    expect(quoted![7]).toBe('Line\nBreak, "Quoted"');
    expect(quoted!.slice(16, 20)).toEqual(['200.00', '200.00', '0.00', '200.00']);
  });

  it('needs an admin and valid filters', async () => {
    expect((await fetch(`${t.baseUrl}/api/v1/admin/bookings-export`)).status).toBe(401);
    const bad = await fetch(`${t.baseUrl}/api/v1/admin/bookings-export?bookingStatus=settled`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
  });
});

describe('exportBookingsCsv', () => {
  it('continues each batch after the last key: bookings of the same instant are neither skipped nor repeated', async () => {
    const at = new Date('2026-01-01T00:00:00.123456Z');
    await t
      .db('bookings')
      .update({ created_at: at })
      .whereIn('booking_id', ['DXB-000001', 'DXB-000002', 'DXB-000003']);
    let text = '';
    for await (const chunk of exportBookingsCsv(t.db, { search: 'DXB-00000' }, 2)) text += chunk;
    const refs = records(text)
      .slice(1)
      .map((r) => r[0]);
    expect(refs.sort()).toEqual([
      'DXB-000001',
      'DXB-000002',
      'DXB-000003',
      'DXB-000004',
      'DXB-000005',
      'DXB-000006',
      'DXB-000007',
      'DXB-000008',
      'DXB-000009',
    ]);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it.each(['=1+1', '+60123456789', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'neutralises %j so a spreadsheet cannot run it',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('names the reseller that sold a booking and its own reference', () => {
    const klook = { _id: '6f1f7a9e-0000-4000-8000-000000000001', name: 'Klook' };
    const booking = {
      channel: { kind: 'reseller', resellerId: klook._id, resellerReference: 'KL-778899', testMode: true },
    } as unknown as Booking;
    expect(toCsv([booking], channelCsvColumns([klook]))).toBe(
      '\uFEFFChannel,Reseller reference\r\nKlook (test),KL-778899\r\n',
    );
  });

  it('writes a BOM, a header and CRLF rows', () => {
    const csv = toCsv(
      [{ a: 'x', b: 'y,z' }],
      [
        { header: 'A', value: (r: { a: string }) => r.a },
        { header: 'B', value: (r: { b: string }) => r.b },
      ],
    );
    expect(csv).toBe('\uFEFFA,B\r\nx,"y,z"\r\n');
  });
});
