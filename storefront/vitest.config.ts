import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiPlugins } from './vite.config';

// Unit tests of the storefront's own logic (pure functions); the pages are covered end to end in e2e/.
export default defineProject({
  plugins: linguiPlugins(),
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  },
});
