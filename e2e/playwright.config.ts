import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  // Against a deployment (BASE_URL) some specs are skipped: the run ends saying which and why.
  ...(process.env.BASE_URL
    ? {
        reporter: [
          [process.env.CI ? 'dot' : 'list'],
          ['./support/skip-reasons-reporter.ts'],
        ] as const,
      }
    : {}),
  use: {
    // baseURL comes from support/test.ts: the stack's ports are chosen at global setup.
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
