import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../src/admin-auth/service';
import { createFreshDatabase } from '../harness';

/**
 * API processes are stateless and start side by side (DESIGN section 9): several starting at once on
 * a fresh database each create "the first admin"; exactly one row results and none of them fails.
 */
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
beforeAll(async () => {
  fresh = await createFreshDatabase(false);
});
afterAll(async () => {
  await fresh?.drop();
});

describe('several API instances', () => {
  it('create the first admin once when they start at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        upsertAdmin(fresh.db, { email: 'first-admin@example.com', password: 'first-admin-password-1' }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.admin.id)).size).toBe(1);
    expect(await fresh.db('admins').where({ email: 'first-admin@example.com' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
  });
});
