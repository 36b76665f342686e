import type { z } from 'zod';
import type { Reseller, ResellerInputSchema, ResellerWithKey } from '@tours/core/schemas';
import type { Executor } from '../db';
import { conflict, notFound, unprocessable } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import type { LimitOutcome } from '../lib/limiter';
import { newToken, sha256Hex } from '../lib/tokens';
import { presentReseller } from './presenter';
import { resellersRepository as repo, type ResellerWithTickets } from './repository';

export type ResellerInputParsed = z.output<typeof ResellerInputSchema>;

/**
 * A reseller's key: 256 random bits behind a prefix that says what it is (`octo_live_` or, for a
 * sandbox connection, `octo_test_`), so a key pasted in the wrong place is recognised. Only its
 * SHA-256 is stored, as with admin sessions: a database leak yields no usable key.
 */
export function newResellerKey(testOnly: boolean): { key: string; hash: string; hint: string } {
  const key = `octo_${testOnly ? 'test' : 'live'}_${newToken()}`;
  return { key, hash: sha256Hex(key), hint: key.slice(-4) };
}

/** The reseller a presented key belongs to while the key is live; null for any other key. */
export async function authenticateReseller(db: Executor, key: string): Promise<ResellerWithTickets | null> {
  return (await repo.findByKeyHash(db, sha256Hex(key))) ?? null;
}

/**
 * authenticateReseller, and one point of the live key's rate window (`keyPrefix:digest`, as a
 * lib/limiter.ts limiter keys it) in the same round trip. Null for a key that is not live, which
 * spends no point.
 */
export async function authenticateResellerCounting(
  db: Executor,
  key: string,
  rate: { keyPrefix: string; points: number; windowSeconds: number },
): Promise<{ reseller: ResellerWithTickets; rate: LimitOutcome } | null> {
  const hash = sha256Hex(key);
  const row = await repo.findByKeyHashCounting(db, hash, {
    key: `${rate.keyPrefix}:${hash}`,
    windowMs: rate.windowSeconds * 1000,
  });
  if (!row) return null;
  const { rate_points: consumed, rate_expire: expire, ...reseller } = row;
  const allowed = consumed <= rate.points;
  return {
    reseller,
    rate: {
      allowed,
      consumed,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Math.max(expire - Date.now(), 0) / 1000)),
    },
  };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

async function found(db: Executor, id: string): Promise<ResellerWithTickets> {
  const row = await repo.find(db, id);
  if (!row) throw notFound('reseller');
  return row;
}

/** Back-office management of reseller connections; each change is an audit row (never the key). */
export const resellersService = {
  async list(db: Executor): Promise<Reseller[]> {
    return (await repo.list(db)).map(presentReseller);
  },

  async create(trx: Executor, input: ResellerInputParsed, actor: Actor): Promise<ResellerWithKey> {
    if ((await repo.liveTicketCount(trx, input.ticketIds)) !== input.ticketIds.length) {
      throw unprocessable('UNKNOWN_TICKET', 'A chosen ticket does not exist (or was deleted).');
    }
    const key = newResellerKey(input.testOnly);
    let id: string;
    try {
      id = await repo.insert(
        trx,
        {
          name: input.name,
          commission_percent: input.commissionPercent,
          max_held_seats: input.maxHeldSeats,
          test_only: input.testOnly,
          key_hash: key.hash,
          key_hint: key.hint,
          key_created_at: new Date(),
          created_by: actor.admin?.id ?? null,
        },
        input.ticketIds,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A reseller with this name already exists.');
      throw error;
    }
    await recordAudit(trx, actor, {
      action: 'reseller.create',
      entity: 'reseller',
      entityId: id,
      details: { after: input, keyHint: key.hint },
    });
    return { ...presentReseller(await found(trx, id)), apiKey: key.key };
  },

  /** A new key, answered once; the old one stops with this commit (a revoked connection reopens). */
  async rotateKey(trx: Executor, id: string, actor: Actor): Promise<ResellerWithKey> {
    const before = await found(trx, id);
    const key = newResellerKey(before.test_only);
    await repo.update(trx, id, {
      key_hash: key.hash,
      key_hint: key.hint,
      key_created_at: new Date(),
      revoked_at: null,
    });
    await recordAudit(trx, actor, {
      action: 'reseller.rotate_key',
      entity: 'reseller',
      entityId: id,
      details: { before: before.key_hint, after: key.hint },
    });
    return { ...presentReseller(await found(trx, id)), apiKey: key.key };
  },

  /** The key is dropped: the next OCTO call with it is refused, in every API process. */
  async revoke(trx: Executor, id: string, actor: Actor): Promise<Reseller> {
    const before = await found(trx, id);
    await repo.update(trx, id, { key_hash: null, key_hint: null, revoked_at: new Date() });
    await recordAudit(trx, actor, {
      action: 'reseller.revoke',
      entity: 'reseller',
      entityId: id,
      details: { keyHint: before.key_hint },
    });
    return presentReseller(await found(trx, id));
  },
};
