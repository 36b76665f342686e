import type { Db } from '.';

/**
 * Opens `size` connections of the pool at once and runs `statements` on each, before the server
 * listens. A pool grows on demand: without this, the first burst of visitors (a sale opening)
 * waits while each process opens its connections one request at a time, and each new Postgres
 * backend loads its catalogue caches and compiles the hold's procedure on its first checkout.
 * A statement that fails (a warm-up may be a refusal on purpose) is ignored.
 */
export async function warmPool(db: Db, size: number, statements: readonly string[]): Promise<void> {
  const connections: unknown[] = await Promise.all(
    Array.from({ length: size }, () => db.client.acquireConnection() as Promise<unknown>),
  );
  try {
    await Promise.all(
      connections.map(async (connection) => {
        for (const sql of statements)
          await db.client.query(connection, { method: 'raw', sql, bindings: [] }).catch(() => {});
      }),
    );
  } finally {
    for (const connection of connections) await db.client.releaseConnection(connection);
  }
}
