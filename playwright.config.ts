import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './e2e/browser'

const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    colorScheme: 'dark',
    trace: 'off',
    // The site's service worker answers requests before page.route() sees them; the tests that are about
    // the worker (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /hosting\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: 'mobile',
      testIgnore: /hosting\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 740 },
        channel: undefined,
      },
    },
    // HTTP-level checks of the hosting rules on nginx, `npm run serve` and a plain static host.
    {
      name: 'hosting',
      testMatch: /hosting\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // The built site (npm run build) served by the same server as `npm start`.
    command: `node scripts/run.mjs scripts/serve.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
