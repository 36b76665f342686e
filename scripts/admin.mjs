// npm run admin: the Electron desktop admin in development (electron-vite dev). Electron's binary is
// not part of the npm package: its own install step downloads it, which fails (or is skipped) on a
// machine without the internet or with install scripts off, and electron-vite then stops with a stack
// ("Electron uninstall"). Say what is missing and what to run instead, in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Electron executable electron-vite would start, or null when it is not installed. */
function electronBinary() {
  if (process.env.ELECTRON_EXEC_PATH)
    return fs.existsSync(process.env.ELECTRON_EXEC_PATH) ? process.env.ELECTRON_EXEC_PATH : null;
  let dir;
  try {
    dir = path.dirname(
      createRequire(path.join(root, 'desktop-admin', 'package.json')).resolve('electron/package.json'),
    );
  } catch {
    return null;
  }
  const pathFile = path.join(dir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const binary = path.join(dir, 'dist', fs.readFileSync(pathFile, 'utf8'));
  return fs.existsSync(binary) ? binary : null;
}

if (!electronBinary()) {
  console.error(
    'The Electron binary is not installed: fetch it with `npx install-electron --no` (needs the internet), ' +
      'or run the same admin in a browser with `npm run dev:web -w desktop-admin`.',
  );
  process.exit(1);
}
const result = spawnSync('npm', ['run', 'dev', '-w', 'desktop-admin', '--', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
