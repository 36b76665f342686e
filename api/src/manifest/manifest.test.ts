import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@tours/core/contract';
import { ManifestSchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { createStaff, sessionFor } from '../../test/staff/support';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import { SmtpSink } from '../mail/testing/smtp-sink';
import { smtpTransport } from '../mail/transport';
import { MailWorker } from '../mail/worker';

let t: TestApp;
const tokens: Record<string, string> = {};
const date = nextDate('Wednesday', 5);
let safariId: string;
let cruiseId: string;

const POINT = {
  area: 'Palm Jumeirah',
  address: 'Crescent Road',
  latitude: 25.13,
  longitude: 55.11,
  extraPrice: 0,
};
const DIET = {
  id: 'diet',
  label: 'Dietary needs',
  kind: 'short_text',
  scope: 'participant',
  required: true,
};

async function point(name: string, minutesBefore: number): Promise<string> {
  const res = await t.request('POST', '/admin/pickup-points', {
    token: tokens.owner,
    body: { ...POINT, name, minutesBefore },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function ticketWith(pickup: { mode: 'required' | 'none'; points: string[] }, meetingPoint?: string) {
  const ticket = await createTicket(t.db, { timeSlots: ['15:00'], capacityPerSlot: 40 });
  const read = (await t.request('GET', `/admin/get-ticket?id=${ticket.id}`, { token: tokens.owner })).body;
  for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete read[key];
  const res = await t.request('PUT', `/update-ticket/${ticket.id}`, {
    token: tokens.owner,
    body: {
      ...read,
      pickupMode: pickup.mode,
      pickupPointIds: pickup.points,
      questions: pickup.mode === 'none' ? [] : [DIET],
      ...(meetingPoint ? { meetingPoint } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticket;
}

/** A paid booking through the checkout and the local provider's Pay button. */
async function paid(ticket: Awaited<ReturnType<typeof createTicket>>, over: Record<string, unknown>) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { bookingDate: date, adultCount: 2, childCount: 0, ...over }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const pay = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  return t.db('bookings').where({ booking_id: created.body.bookingId }).first();
}

const diets = (...values: string[]) => ({ participants: values.map((diet) => ({ diet })) });

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
  for (const role of STAFF_ROLES) tokens[role] = await sessionFor(t.db, (await createStaff(t.db, role)).id);
  const atlantis = await point('Atlantis The Palm', 45);
  const rove = await point('Rove Downtown', 90);
  const safari = await ticketWith({ mode: 'required', points: [atlantis, rove] });
  const cruise = await ticketWith({ mode: 'none', points: [] }, 'Dubai Marina Walk, pier 7');
  safariId = safari.id;
  cruiseId = cruise.id;
  await paid(safari, { name: 'Zoe Hart', pickupPointId: atlantis, answers: diets('none', 'vegan') });
  const arabic = await paid(safari, {
    name: 'عائشة رحمن',
    mobileNumber: '+971501112233',
    pickupPointId: atlantis,
    answers: diets('halal', 'none'),
  });
  await paid(safari, {
    name: '王小明',
    pickupPointId: rove,
    adultCount: 3,
    answers: diets('none', 'none', 'none'),
  });
  await paid(cruise, { name: 'Ben Walker', adultCount: 1, childCount: 1 });
  // Checked in at the gate: the pass counts the people admitted.
  await t.db('checkin_passes').where({ booking_id: arabic.id }).update({ admitted: 1 });
  // Not paid: stays out.
  await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(cruise, { bookingDate: date, name: 'Pending Person' }),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the manifest', () => {
  it('every role reads it; only managers and owners mail it', async () => {
    for (const role of STAFF_ROLES) {
      const res = await t.request('GET', '/admin/manifest', { token: tokens[role], query: { date } });
      expect(res.status, role).toBe(200);
    }
    const desk = await t.request('POST', '/admin/manifest/mail', {
      token: tokens.desk,
      body: { date, email: 'guide@example.com' },
    });
    expect(desk.status).toBe(403);
    expect((await t.request('GET', '/admin/manifest', { query: { date } })).status).toBe(401);
  });

  it('groups a ticket’s paid bookings by pickup point and time, earliest first, with totals', async () => {
    const res = await t.request('GET', '/admin/manifest', {
      token: tokens.desk,
      query: { date, ticketId: safariId },
    });
    const manifest = ManifestSchema.parse(res.body);
    expect(manifest.tickets).toHaveLength(1);
    expect(manifest.groups.map((g) => [g.kind, g.place, g.time, g.totals.participants])).toEqual([
      ['pickup', 'Rove Downtown', '13:30', 3],
      ['pickup', 'Atlantis The Palm', '14:15', 4],
    ]);
    const atlantis = manifest.groups[1]!;
    expect(atlantis.entries.map((e) => e.name)).toEqual(['Zoe Hart', 'عائشة رحمن']);
    const arabic = atlantis.entries[1]!;
    expect(arabic).toMatchObject({ phone: '+971501112233', admitted: 1, checkIn: 'partial' });
    expect(arabic.answers).toEqual([
      { participant: 1, label: 'Dietary needs', text: 'halal' },
      { participant: 2, label: 'Dietary needs', text: 'none' },
    ]);
    expect(manifest.totals).toEqual({ bookings: 3, adults: 7, children: 0, participants: 7, checkedIn: 1 });
  });

  it('for all tickets, puts bookings without a pickup under their meeting point; unpaid ones stay out', async () => {
    const res = await t.request('GET', '/admin/manifest', { token: tokens.manager, query: { date } });
    const manifest = ManifestSchema.parse(res.body);
    expect(manifest.ticketId).toBeNull();
    expect(manifest.tickets.map((x) => x._id).sort()).toEqual([safariId, cruiseId].sort());
    expect(manifest.groups.at(-1)).toMatchObject({
      kind: 'meeting',
      place: 'Dubai Marina Walk, pier 7',
      time: '15:00',
    });
    expect(manifest.groups.flatMap((g) => g.entries.map((e) => e.name))).not.toContain('Pending Person');
    expect(manifest.totals.bookings).toBe(4);
    expect(manifest.totals.participants).toBe(9);
  });

  it('refuses a bad date or an unknown ticket', async () => {
    const bad = await t.request('GET', '/admin/manifest', {
      token: tokens.owner,
      query: { date: '2026-13-01' },
    });
    expect(bad.status).toBe(400);
    const unknown = await t.request('GET', '/admin/manifest', {
      token: tokens.owner,
      query: { date, ticketId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

/** The PDF's pages (page objects, not the page tree's `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

describe('the manifest PDF', () => {
  it('is an A4 PDF with the guests’ names in their scripts’ fonts', async () => {
    const res = await fetch(`${t.apiUrl}/admin/manifest/pdf?date=${date}&ticketId=${safariId}`, {
      headers: { Authorization: `Bearer ${tokens.desk}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="manifest-\d{4}-\d\d-\d\d-/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const fonts = pdf
      .toString('latin1')
      .match(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)!
      .join(' ');
    expect(fonts).toContain('NotoSansArabic');
    expect(fonts).toContain('NotoSansHans');
  });

  it.runIf(hasPdftotext)('reads as the run sheet: groups, names, answers and totals', async () => {
    const res = await fetch(`${t.apiUrl}/admin/manifest/pdf?date=${date}`, {
      headers: { Authorization: `Bearer ${tokens.owner}` },
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    try {
      const file = path.join(dir, 'm.pdf');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Pickup 13:30 · Rove Downtown');
      expect(text).toContain('Pickup 14:15 · Atlantis The Palm');
      expect(text).toContain('Meeting point 15:00 · Dubai Marina Walk, pier 7');
      expect(text).toContain('Zoe Hart');
      expect(text).toContain('Guest 2 · Dietary needs: vegan');
      expect(text).toContain('Day total: 4 bookings · 9 guests (8 adults, 1 child) · 1 checked in');
      expect(text).toContain('Page 1 of 1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a group’s header with its rows across pages', async () => {
    const { renderManifestPdf } = await import('./pdf');
    const manifest = ManifestSchema.parse(
      (await t.request('GET', '/admin/manifest', { token: tokens.owner, query: { date } })).body,
    );
    const entry = manifest.groups[0]!.entries[0]!;
    const many = Array.from({ length: 60 }, (_, i) => ({ ...entry, name: `Guest ${i}` }));
    const long = { ...manifest, groups: [{ ...manifest.groups[0]!, entries: many }, ...manifest.groups] };
    const pdf = await renderManifestPdf(long);
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });
});

describe('mailing the manifest to a guide', () => {
  it('goes through the outbox with the PDF attached, and is audited', async () => {
    const bad = await t.request('POST', '/admin/manifest/mail', {
      token: tokens.manager,
      body: { date, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    const res = await t.request('POST', '/admin/manifest/mail', {
      token: tokens.manager,
      body: { date, ticketId: safariId, email: ' Guide@Example.com ', message: 'Van 2 today.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ ok: true, email: 'guide@example.com', bookings: 3 });
    const audit = await t.db('audit_log').where({ action: 'manifest.mail' });
    expect(audit).toHaveLength(1);
    expect(audit[0].admin_role).toBe('manager');

    const sink = new SmtpSink();
    await sink.start(0);
    try {
      await new MailWorker({ db: t.db, transport: smtpTransport(sink.url), from: 'ops@example.com' }).drain();
      const mail = sink.messages.find((m) => m.subject?.startsWith('Manifest'));
      expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('guide@example.com');
      expect(mail?.text).toContain('Van 2 today.');
      expect(mail?.text).toContain('Pickup 14:15 · Atlantis The Palm: 2 bookings · 4 guests');
      const [pdf] = mail!.attachments;
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.filename).toMatch(/^manifest-.*\.pdf$/);
      expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await sink.stop();
    }
  });
});
