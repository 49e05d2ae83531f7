import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { A11Y_STAFF_EMAIL, STAFF_EMAIL, SUPPORT_EMAIL, WIDE } from './support';

// Each run gets a clean data folder; the app is the built one (web app and compiled server), started
// as `npm start` starts it.
const port = Number(process.env.E2E_PORT ?? 3900);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pressrun-e2e-${port}-${Date.now()}`);
const root = path.resolve(import.meta.dirname, '..');
// Specs that run a command against the app's data folder (`npm run staff`) read it from here.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : 'list',
  outputDir: path.join(os.tmpdir(), `pressrun-e2e-results-${port}`),
  use: {
    baseURL: `http://localhost:${port}`,
    // Desktop tests run at the desktop size the specs name (WIDE); phone tests set their own.
    viewport: WIDE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node --enable-source-maps server/dist/main.js',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '200',
      SUPPORT_EMAIL,
      STAFF_EMAILS: `${STAFF_EMAIL},${A11Y_STAFF_EMAIL}`,
      // The webhook test's receiver listens on 127.0.0.1.
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
