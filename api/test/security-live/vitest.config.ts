import { defineConfig } from 'vitest/config';

// npm run test:security: the attacks of issue 13 against running servers over real HTTP (an API
// started on a port in this process, and `npm start` itself as a child process for production).
// The files are *.attack.ts so that `npm test` does not run them a second time.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.attack.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    env: { TZ: 'UTC' },
  },
});
