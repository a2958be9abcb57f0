/**
 * Browser journeys in Debian Chromium against the real server, started on a free port with a
 * throwaway DATA_DIR. Playwright never downloads a browser here.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file; the values set by the first read travel to them in the environment.
// The server gets its own data directory and its own build of the web app, so runs never share files.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'xungen-e2e-'));
const port = Number(process.env.E2E_PORT);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--ignore-gpu-blocklist',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: ['engine/**'],
  globalTeardown: './tests/e2e/globalTeardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: {
    // scripts/start.ts, after making the journeys' staff account with the operator command (support/server.ts).
    command: 'node --import tsx tests/e2e/support/server.ts',
    url: `http://127.0.0.1:${port}/api/v1/health/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, WEB_DIST_DIR: join(process.env.E2E_DATA_DIR, 'web'), NODE_ENV: 'test', LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; the per-e-mail limits still apply.
      RATE_LIMIT_IP_MULTIPLIER: '100',
      // A small sample record corpus, loaded in seconds after the reference data.
      SAMPLE_RECORDS: '3000',
      // One sample zupu (台山黃氏族譜) of two pages, drawn and read before the server listens (support/server.ts).
      SAMPLE_ZUPUS: '1',
      SAMPLE_ZUPU_PAGES: '2',
      // Google sign-in asks tests/e2e/support/fakeGoogle.ts, listening on the next port while a journey needs it.
      GOOGLE_USERINFO_URL: `http://127.0.0.1:${port + 1}/userinfo` },
  },
});
