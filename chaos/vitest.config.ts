import { defineConfig } from 'vitest/config';

// npm run test:chaos: fault tests against real processes and the local Postgres (127.0.0.1:5432,
// or BENCH_DATABASE_URL). One file at a time: they start servers and stop databases.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
