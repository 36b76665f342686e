import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAppProtocolHandler } from '../src/main/security/app-protocol';
import { E2E } from './env';

const here = path.dirname(new URL(import.meta.url).pathname);
const adminDir = path.resolve(here, '..');
const webDir = path.join(adminDir, 'out/web');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The built renderer served like any static host would, with the single-page fallback. */
function serveRenderer(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.normalize(path.join(webDir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(webDir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(webDir, 'index.html');
    res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The Electron renderer build served by the main process's own app:// handler (CSP meta tag and
 * header filled in for the API origin), so the tests see exactly what the desktop window loads.
 */
function serveElectronRenderer(port: number): Promise<http.Server> {
  const handler = createAppProtocolHandler({
    rootDir: path.join(adminDir, 'out/renderer'),
    readFile: (file) => readFile(file),
    getApiOrigin: () => new URL(E2E.apiUrl).origin,
  });
  const server = http.createServer((req, res) => {
    void handler(new Request(`app://admin${req.url ?? '/'}`)).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(
  url: string,
  child: ReturnType<typeof spawn>,
  timeoutMs = 120_000,
): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs} ms`);
}

/** A stale API from an interrupted run would answer /health and hide this run's server. */
async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    const busy = await new Promise<boolean>((resolve) => {
      const probe = net.connect({ port, host: '127.0.0.1' }, () => {
        probe.destroy();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
    });
    if (busy) throw new Error(`Port ${port} is in use; stop what runs there or set E2E_*_PORT`);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortsFree([E2E.apiPort, E2E.webPort, E2E.smtpPort, E2E.appPort]);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const mailDir = path.join(tmp, 'mail');
  process.env['E2E_MAIL_DIR'] = mailDir;

  if (!process.env['E2E_SKIP_BUILD']) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
      cwd: adminDir,
      stdio: 'inherit',
      env: { ...process.env, API_URL: E2E.apiUrl },
    });
    execFileSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], {
      cwd: adminDir,
      stdio: 'inherit',
    });
  }

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'api-server.ts')], {
    cwd: adminDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_MAIL_DIR: mailDir,
      E2E_DATA_DIR: dataDir,
      E2E_SMTP_PORT: String(E2E.smtpPort),
      E2E_API_PORT: String(E2E.apiPort),
      E2E_WEB_ORIGIN: `${E2E.webOrigin},${E2E.appOrigin}`,
      E2E_ADMIN_EMAIL: E2E.adminEmail,
      E2E_ADMIN_PASSWORD: E2E.adminPassword,
    },
  });
  await waitForHealth(E2E.apiUrl, child);
  const web = await serveRenderer(E2E.webPort);
  const electronRenderer = await serveElectronRenderer(E2E.appPort);

  return async () => {
    await new Promise<void>((resolve) => web.close(() => resolve()));
    await new Promise<void>((resolve) => electronRenderer.close(() => resolve()));
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(tmp, { recursive: true, force: true });
  };
}
