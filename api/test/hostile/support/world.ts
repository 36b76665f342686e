import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@tours/core/domain';
import type { Db } from '../../../src/db';
import { newToken, sha256Hex } from '../../../src/lib/tokens';
import { upsertAdmin } from '../../../src/admin-auth/service';

/** Real identifiers of a seeded database, so that generated requests reach past validation. */
export interface World {
  tickets: { id: string; service: string; timeSlots: string[]; isTimeSlot: boolean }[];
  services: string[];
  bookings: { id: string; reference: string }[];
  coupons: string[];
  blockedDateIds: string[];
  /** A bookable calendar date a few days ahead, and one in the past. */
  futureDate: string;
  pastDate: string;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function loadWorld(db: Db): Promise<World> {
  // Tickets a plain checkout can book: no pickup to choose and no question to answer.
  const tickets = await db('tickets')
    .whereNull('deleted_at')
    .where({ pickup_mode: 'none' })
    .whereRaw("questions = '[]'::jsonb")
    .select('id', 'service', 'time_slots', 'is_time_slot');
  const bookings = await db('bookings').select('id', 'booking_id').limit(50);
  const coupons = await db('coupons').pluck('code');
  const blocked = await db('blocked_dates').pluck('id');
  const services = rowsOf<{ slug: string }>(await db.raw('SELECT slug FROM products')).map((r) => r.slug);
  const today = todayIn(undefined, new Date());
  return {
    tickets: tickets.map((t) => ({
      id: t.id,
      service: t.service,
      timeSlots: t.time_slots,
      isTimeSlot: t.is_time_slot,
    })),
    services,
    bookings: bookings.map((b) => ({ id: b.id, reference: b.booking_id })),
    coupons,
    blockedDateIds: blocked,
    futureDate: addDays(today, 9),
    pastDate: addDays(today, -3),
  };
}

export const ADMIN_EMAIL = 'hostile-admin@example.com';
export const ADMIN_PASSWORD = 'hostile-admin-password-1';

export type SessionKind = 'valid' | 'expired' | 'idle' | 'revoked' | 'inactiveAdmin';

/**
 * Admin sessions written straight to the database (as login would write them: only the SHA-256 of
 * the token), so tests need no login round trip and are not slowed by the login rate limit.
 */
export async function createAdminSession(
  db: Db,
  kind: SessionKind = 'valid',
  email = ADMIN_EMAIL,
): Promise<string> {
  const { admin } = await upsertAdmin(db, { email, password: ADMIN_PASSWORD });
  if (kind === 'inactiveAdmin') {
    const other = `inactive-${randomUUID()}@example.com`;
    const [row] = await db('admins')
      .insert({ email: other, password_hash: admin.password_hash, active: false })
      .returning('id');
    return insertSession(db, row.id, kind);
  }
  return insertSession(db, admin.id, kind);
}

async function insertSession(db: Db, adminId: string, kind: SessionKind): Promise<string> {
  const token = newToken();
  const hour = 3_600_000;
  const now = Date.now();
  await db('admin_sessions').insert({
    admin_id: adminId,
    token_hash: sha256Hex(token),
    created_at: new Date(now - (kind === 'expired' ? 200 * hour : 0)),
    last_seen_at: new Date(now - (kind === 'idle' ? 30 * 24 * hour : 0)),
    expires_at: new Date(now + (kind === 'expired' ? -hour : 24 * hour)),
    revoked_at: kind === 'revoked' ? new Date(now - 1000) : null,
    ip: '127.0.0.1',
    user_agent: 'hostile-suite',
  });
  return token;
}
