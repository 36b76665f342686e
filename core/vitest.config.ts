import { defineProject } from 'vitest/config';
import type { CoverageOptions } from 'vitest/node';

/**
 * Coverage of core. Vitest reads coverage only from the root config, so the root imports this;
 * `npm run test:coverage` (vitest run --project core --coverage) fails below 90 % of lines.
 */
export const coverage: CoverageOptions = {
  provider: 'v8',
  include: ['core/src/**/*.ts'],
  reporter: ['text-summary', 'text', 'json-summary'],
  reportsDirectory: 'coverage/core',
  thresholds: { lines: 90 },
};

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
