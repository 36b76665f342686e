import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb } from '../src/db';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/demo/seed';
import { buildPgliteTemplate, withDatabase } from './harness';

/**
 * Migrates once per run and leaves templates that each test copies: PGlite tar dumps, or template
 * databases on DATABASE_URL's server (CREATE DATABASE … TEMPLATE). Keeps each test file's start fast.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const names = { plain: `tours_tpl_${suffix}`, demo: `tours_tpl_demo_${suffix}` };
    const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
    for (const [kind, name] of Object.entries(names)) {
      await admin.raw(`CREATE DATABASE "${name}"`);
      const db = createDb({ databaseUrl: withDatabase(baseUrl, name), poolMax: 2 });
      await migrateLatest(db);
      if (kind === 'demo') await seedDemo(db);
      await db.destroy();
    }
    process.env.API_TEST_PG_TEMPLATE = names.plain;
    process.env.API_TEST_PG_TEMPLATE_DEMO = names.demo;
    return async () => {
      for (const name of Object.values(names))
        await admin.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.destroy();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-template-'));
  const plain = path.join(dir, 'plain.tar');
  const demo = path.join(dir, 'demo.tar');
  const started = Date.now();
  await buildPgliteTemplate(plain, false);
  // The demo template starts from the migrated one: loading a dump is quicker than a fresh init.
  await buildPgliteTemplate(demo, true, plain);
  if (process.env.API_TEST_TIMING) console.log(`PGlite templates ready in ${Date.now() - started} ms`);
  process.env.API_TEST_PGLITE_TEMPLATE = plain;
  process.env.API_TEST_PGLITE_TEMPLATE_DEMO = demo;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
