import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run admin` is scripts/admin.mjs at the repository root. */
const script = path.resolve(__dirname, '../../scripts/admin.mjs');

describe('npm run admin without the Electron binary', () => {
  it('prints one line with the command that fetches it and the browser alternative, no stack', () => {
    const run = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ELECTRON_EXEC_PATH: '/nonexistent/electron' },
    });
    expect(run.status).toBe(1);
    const lines = (run.stdout + run.stderr).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('npx install-electron --no');
    expect(lines[0]).toContain('npm run dev:web -w desktop-admin');
    expect(lines[0]).not.toMatch(/\bat \S+ \(/);
  });
});
