#!/usr/bin/env node
// Starts N API processes side by side on one Postgres, ports BASE..BASE+N-1, and prints their URLs.
// Each is a full `npm start` process (scripts/start.mjs); they share nothing but the database, which
// holds every piece of shared state (holds, sessions, rate limits, mail outbox, webhook ids).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tours node scripts/scale-out.mjs --n 3 --base-port 3510
//
// Put any load balancer in front of the URLs (see deploy/). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const n = Number(option('n', process.env.SCALE_N ?? 3));
const basePort = Number(option('base-port', process.env.SCALE_BASE_PORT ?? 3510));
const databaseUrl = option('database-url', process.env.DATABASE_URL);
const host = option('host', '127.0.0.1');

if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'scale-out needs a Postgres: set DATABASE_URL or pass --database-url postgres://… ' +
      '(the embedded PGlite database belongs to one process).',
  );
  process.exit(2);
}
if (!Number.isInteger(n) || n < 1 || n > 32) {
  console.error('--n must be between 1 and 32');
  process.exit(2);
}

const children = [];
let stopping = false;

function startOne(index, env) {
  const port = basePort + index;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: host,
      DATA_DIR: process.env.DATA_DIR ? `${process.env.DATA_DIR}/${port}` : `/tmp/bench-scale-${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Local processes for benchmarks and fault tests: the local test payment provider, asked for.
      DEMO: process.env.DEMO ?? '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[api ${index + 1}:${port}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      if (process.env.SCALE_QUIET === '1') return;
      for (const line of chunk.toString().split('\n')) if (line) process.stderr.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${code ?? signal}); stopping the others`);
      stop(1);
    }
  });
  children.push(child);
  return { port, url: `http://${host}:${port}` };
}

async function healthy(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

async function stop(code = 0) {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  // The first one migrates, seeds a fresh database and builds a stale storefront; the others start
  // together once it is up.
  const first = startOne(0, {});
  await healthy(first.url);
  const rest = Array.from({ length: n - 1 }, (_, i) => startOne(i + 1, { SKIP_STOREFRONT_BUILD: '1' }));
  await Promise.all(rest.map((r) => healthy(r.url)));
  const urls = [first, ...rest].map((r) => r.url);
  urls.forEach((url, i) => console.log(`api ${i + 1}: ${url}/api/v1`));
  console.log(`ready ${JSON.stringify(urls)}`);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
