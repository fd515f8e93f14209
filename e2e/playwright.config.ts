import { defineConfig } from '@playwright/test';

// One server per run: runs in other checkouts on this machine must not share (and stop) it. Workers
// inherit the variable from the runner, so they find the server its global setup started.
process.env.LP_E2E_ID ??= `run-${process.pid}`;

/** Browser tests against the built server, started once on a free port with a temporary data directory. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // The production build registers a service worker; it would answer asset requests before page.route
    // sees them. Tests of the worker itself allow it (install-app.spec.ts).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
