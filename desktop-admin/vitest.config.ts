import { defineProject } from 'vitest/config';

// Main-process and build-rule tests: plain Node, fake Electron objects, Electron itself never starts.
export default defineProject({
  test: {
    name: 'desktop-admin',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
