import { defineConfig } from 'vitest/config';
import { coverage } from './core/vitest.config.ts';

// One runner for the whole monorepo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    coverage,
    projects: ['core', 'desktop-admin', 'api', 'storefront'],
  },
});
