// npm run test:pg: the API suite against a real Postgres. Creates a fresh database on the server of
// PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres), runs the suite with
// DATABASE_URL pointing at it (each test file then gets its own database from a migrated template),
// and drops it afterwards. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const pg = require('pg');

const base = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `tours_pg_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const url = new URL(base);
url.pathname = `/${name}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

try {
  await admin(`CREATE DATABASE "${name}"`);
} catch (error) {
  console.error(
    `Cannot create a test database on ${base.replace(/\/\/[^@/]*@/, '//***@')}: ${error.message}`,
  );
  console.error('Start Postgres or set PG_TEST_URL to a server where the user may CREATE DATABASE.');
  process.exit(1);
}
console.log(`test:pg on database ${name}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString(), TEST_DATABASE: 'postgres' },
});
await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((e) =>
  console.warn(`could not drop ${name}: ${e.message}`),
);
process.exit(result.status ?? 1);
