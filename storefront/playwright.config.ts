import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The tests run against the real product: the API with its demo catalogue and the local test
// payment provider, serving the built storefront (npm run build first; `npm run test:e2e` does).
const port = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    timezoneId: 'America/Los_Angeles', // far from Dubai: dates must still be Dubai dates
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // tsx directly (not npx), so the stop signal reaches the server and it removes its data dir.
    command: 'tsx e2e/serve.ts',
    url: `${baseURL}/api/v1/health`,
    env: { E2E_PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10000 },
    stdout: 'pipe',
  },
});
