import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Child {
  process: ChildProcess;
  pid: number;
  /** What followed "ready" on the ready line (the API prints its URL there). */
  readyText: string;
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** kill -9. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

/** Starts `node [args]` and resolves once a line of its output starts with `ready`. */
export async function startChild(
  args: string[],
  env: Record<string, string | undefined>,
  { timeoutMs = 60_000, name = 'child' } = {},
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let readyText = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.length > 200_000) out = out.slice(-100_000);
      const ready = /^ready ?(.*)$/m.exec(out);
      if (ready) {
        readyText = ready[1]!.trim();
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${out}`));
    });
  }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    process: child,
    pid: child.pid!,
    readyText,
    output: () => out,
    exited,
    async stop(graceMs = 5_000) {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** An API process (bench/product-server.ts) on `port` (0: any free port) against `databaseUrl`. */
export function startApi(
  port: number,
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
): Promise<Child> {
  return startChild(
    ['--import', 'tsx', 'bench/product-server.ts'],
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: `/tmp/bench-api-${port || process.pid}`,
      NODE_ENV: 'development',
      ...env,
    },
    { name: `api:${port}` },
  );
}
