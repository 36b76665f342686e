// npm start: builds the storefront when its build is stale, then runs the API and serves the
// storefront from one process on PORT (default 3000). See the README's "Commands" and "Going live",
// and docs/ARCHITECTURE.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `.env` (a copy of .env.example) in the folder npm start runs in, when there is one; a variable
// already set in the environment wins over the file's.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const storefront = path.join(root, 'storefront');
const dist = path.join(storefront, 'dist');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** The storefront build, rebuilt first when any of its sources (or core's) is newer. */
function storefrontBuild() {
  const pkgFile = path.join(storefront, 'package.json');
  if (!fs.existsSync(pkgFile)) return undefined;
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  const built = path.join(dist, 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(storefront, p),
  );
  sources.push(path.join(root, 'core', 'src'));
  const stale = Math.max(...sources.map(newestMtime)) > builtAt;
  if (stale && pkg.scripts?.build && process.env.SKIP_STOREFRONT_BUILD !== '1') {
    console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'Building the storefront…');
    const result = spawnSync('npm', ['run', 'build', '-w', 'storefront'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0)
      console.warn('The storefront build failed; serving the previous build if there is one.');
  }
  return fs.existsSync(built) ? dist : undefined;
}

// On a laptop `npm start` is the demo: the local test payment provider, the development admin and
// the demo catalogue. Only when nothing says otherwise: not in production, not with DEMO set, only
// in a terminal (a service manager, a container or a script runs it without one) and only for a
// server that listens on this machine alone (HOST unset or loopback). `--demo` asks for it anywhere.
const loopback = !process.env.HOST || ['127.0.0.1', 'localhost', '::1'].includes(process.env.HOST);
const interactive = Boolean(process.stdout.isTTY) && !process.env.CI;
// `npm start -- --demo` passes the flag; `npm start --demo` leaves it to npm, which sets npm_config_demo.
if (process.argv.includes('--demo') || process.env.npm_config_demo === 'true') process.env.DEMO = '1';
else if (process.env.NODE_ENV !== 'production' && !process.env.DEMO?.trim() && loopback && interactive) {
  process.env.DEMO = '1';
  console.log('npm start in a terminal: the demo set-up (DEMO=1). Set DEMO=0 for a server without it.');
}

const storefrontDist = storefrontBuild();
register();
const { start } = await import(pathToFileURL(path.join(root, 'api', 'src', 'cli', 'start.ts')).href);
await start({ storefrontDist });
