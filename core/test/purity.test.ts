import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('core stays portable', () => {
  it('imports no React, Koa or Knex, and uses no browser global', () => {
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ['"](react|react-dom|koa|@koa\/[^'"]+|knex)['"]/);
      expect(text, file).not.toMatch(/\b(window|document|sessionStorage|localStorage|navigator)\./);
    }
  });

  it('loads in Node with no browser globals defined', async () => {
    expect('window' in globalThis).toBe(false);
    const core = await import('../src/index');
    expect(typeof core.createApiClient).toBe('function');
    expect(typeof core.BookingStore).toBe('function');
    const stores = await import('../src/stores/index');
    const api = await import('../src/api/index');
    expect(stores.BookingStore).toBe(core.BookingStore);
    expect(api.ApiError).toBe(core.ApiError);
  });
});
