import { defineConfig } from 'vitest/config';

// npx vitest run --config bench/vitest.config.ts: the bench's own arithmetic (no servers, no database).
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
