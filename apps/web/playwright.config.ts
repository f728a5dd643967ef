import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 18_423);
const baseURL = `http://localhost:${port}`;
// A fresh database and media folder for every run. The config is read again by each worker, so
// the folder is fixed once by the runner process and passed down through the environment.
process.env.E2E_DATA_DIR ??= `/tmp/fest-e2e-${Date.now()}`;
fs.mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });

/**
 * Journeys against the real server (apps/api) serving the built web app (run `vite build` first),
 * in Debian's Chromium: no browser is downloaded.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
  // The console journeys add a workshop to the shared demo festival, which the programme and schedule
  // journeys count: they run last, once every other journey is done. The schedule editor's publishes a
  // session into it, and the feedback journey and the programme's cycle one that has already started (a day
  // before the festival's).
  // The server's log is read last, once every journey has written to it.
  projects: [
    { name: 'chromium', testIgnore: /(console.*|certificates|feedback|programme-cycle|schedule-editor|server-log|editions)\.spec\.ts$/, use: { ...desktop } },
    // The certificates' journey adds a workshop too.
    { name: 'console', testMatch: /(console.*|certificates|feedback|programme-cycle|schedule-editor)\.spec\.ts$/, dependencies: ['chromium'], use: { ...desktop } },
    // Makes another edition current: after every journey that expects the demo's 1405.
    { name: 'editions', testMatch: /editions\.spec\.ts$/, dependencies: ['console'], use: { ...desktop } },
    { name: 'server log', testMatch: /server-log\.spec\.ts$/, dependencies: ['editions'] },
  ],
  webServer: {
    // What `npm start` runs: the built API (built first when stale, decision 025) serving the built web app.
    // Its log (every request, at info) goes to a file that server-log.spec.ts reads; warnings and
    // crashes on stderr still show in the run's output.
    command: `node ../../scripts/start.mjs >> ${path.join(process.env.E2E_DATA_DIR, 'server.log')}`,
    cwd: here,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789',
      WEB_DIST: path.join(here, 'dist'),
      LOG_LEVEL: 'info',
      // Journeys log in and sign up more often than a person would; the limits have their own API tests.
      LOGIN_RATE_LIMIT: '1000',
      SIGNUP_RATE_LIMIT: '1000',
      OTP_RATE_LIMIT: '1000',
    },
  },
});
