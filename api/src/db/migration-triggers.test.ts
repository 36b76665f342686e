import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

/**
 * The migrations that build their trigger functions with db/migration-triggers.ts have run on live
 * databases: what they send must never change. These are the digests of every statement (and its
 * bindings) each one's up and down sent when the SQL was still written out in the migration itself.
 */
const SENT = {
  '20261123210000_slot_occupancy': { up: '5c9169d43e38eea8', down: '1e35d845006fb2ae' },
  '20261124100000_create_checkins': { up: 'fdbaa0a7fda74dfc', down: '5b01afb5a6bec2c9' },
  '20261125093700_booking_totals': { up: 'c683e14f8379cb82', down: 'd41f8faecb683016' },
  '20261125094700_booking_totals_without_holds': { up: '5ff52dadd8ab8ab5', down: '61d9d1f9b5b77a2e' },
  '20261126110000_booking_reschedules': { up: 'aa723f69f7273882', down: 'b8c5043c1a2ed9c5' },
  '20261127093000_booking_ticket_totals': { up: 'be70ba7827e3cbeb', down: 'b2c4a785912e6c4b' },
  '20261128090000_booking_totals_deferred': { up: 'db9a5b6a20e47289', down: '942ca20ffdddd5f6' },
};

type Migration = Record<'up' | 'down', (knex: unknown) => Promise<void>>;

/** Runs one direction of a migration against a knex that only records its raw statements. */
async function digestOf(migration: Migration, phase: 'up' | 'down'): Promise<string> {
  const sent: unknown[] = [];
  const recorder = {
    raw: (sql: string, bindings?: unknown) => {
      sent.push([sql, bindings ?? null]);
      return Promise.resolve({ rows: [] });
    },
  };
  await migration[phase](recorder);
  return createHash('sha256').update(JSON.stringify(sent)).digest('hex').slice(0, 16);
}

describe('migrations built with migration-triggers', () => {
  for (const [name, digests] of Object.entries(SENT)) {
    it(`${name} sends the same SQL as when it ran`, async () => {
      const migration = (await import(`../../migrations/${name}.ts`)) as Migration;
      expect(await digestOf(migration, 'up')).toBe(digests.up);
      expect(await digestOf(migration, 'down')).toBe(digests.down);
    });
  }
});
