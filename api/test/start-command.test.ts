import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm start` is scripts/start.mjs, run in the folder that holds `.env`. */
const START = path.resolve(__dirname, '../../scripts/start.mjs');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'start-dotenv-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('npm start', () => {
  it('reads .env when there is one, the environment winning over it, and shows PUBLIC_URL', async () => {
    const dataDir = path.join(folder, 'data');
    fs.writeFileSync(
      path.join(folder, '.env'),
      [
        '# copied from .env.example',
        'PORT=0',
        'DEMO=1',
        'PUBLIC_URL=http://from-dotenv.test',
        'DATA_DIR=/nonexistent/dotenv-data',
        '',
      ].join('\n'),
    );
    const child = spawn(process.execPath, [START], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', HOME: folder, SKIP_STOREFRONT_BUILD: '1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += String(c)));
    child.stderr.on('data', (c) => (output += String(c)));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const until = Date.now() + 60_000;
      while (!/Admin sign-in/.test(output) && Date.now() < until && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 100));
      expect(output).toMatch(/Public URL: +http:\/\/from-dotenv\.test/);
      expect(output).toContain(`embedded PGlite in ${dataDir}`);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
