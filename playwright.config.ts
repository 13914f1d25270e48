import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { nginxAvailable } from './scripts/serving/nginxBinary.ts';
import { BROWSER_LOCALE, E2E_SITE, pointSiteAt } from './e2e/site.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const IDP_PORT = 4000;
const DEVTOOLS_PORT = 8765;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// nginx with the generated config when Debian's nginx is installed (CI installs it); otherwise, or with
// E2E_SERVER=node, `npm run serve`'s server with the same headers (README).
const server = process.env.E2E_SERVER === 'node' || !nginxAvailable() ? 'node' : 'nginx';
// The servers serve a link to dist/ that the redeploy test points at a second build.
fs.mkdirSync(path.dirname(E2E_SITE), { recursive: true });
pointSiteAt('dist');
// The API service's embedded database for this run: fresh each time (seeded on the service's first start).
const E2E_DATA_DIR = path.resolve('.data', `e2e-${PORT}`);
// The SMTP catcher the service sends through in a run (issue #48 §1): MailDev on ports of its own, what it caught
// read by e2e/email.spec.ts through its REST API; a fresh folder each run.
const MAIL_SMTP_PORT = PORT + 52;
const MAIL_WEB_PORT = PORT + 53;
const E2E_MAIL_DIR = path.resolve('.data', `e2e-mail-${PORT}`);
// Playwright needs a number: a start-up limit no start reaches. The servers answer only once ready (the site server
// once the API service has said it is ready: a first start migrates and seeds, over a minute on a loaded machine), and
// Playwright fails at once when one exits before it answers (issue #45).
const SERVER_START_LIMIT_MS = 30 * 60_000;
// (Test workers load this file too, while the service runs: only the runner that starts it clears it.)
if (process.env.TEST_WORKER_INDEX === undefined) {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
}

/** End-to-end tests drive the production build, served locally, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  // Reference screenshots are written by the tests themselves (replay compares against the recording).
  snapshotPathTemplate: 'test-results/snapshots/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: BROWSER_LOCALE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: [
    {
      // Started before the site (and so before the API service, which sends through it).
      command: `maildev --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1 --mail-directory ${E2E_MAIL_DIR}`,
      url: `http://127.0.0.1:${MAIL_WEB_PORT}/api/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_LIMIT_MS,
    },
    {
      // The local OpenID Connect provider the production build signs in against (same config for every run).
      command: `tsx scripts/local-idp.mts --port ${IDP_PORT} --origins http://localhost:${PORT}`,
      url: `http://localhost:${IDP_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: true,
      timeout: SERVER_START_LIMIT_MS,
    },
    {
      command:
        server === 'nginx'
          ? `tsx scripts/serve-nginx.ts --port ${PORT} --api-port ${PORT + 1} --root ${E2E_SITE}`
          : `tsx scripts/serve.ts --port ${PORT} --root ${E2E_SITE}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: SERVER_START_LIMIT_MS,
      // The e2e build is QA-capable: its CSP lets QA mode reach the remote DevTools socket (e2e/devtools.spec.ts).
      env: {
        CSP_EXTRA_CONNECT_SRC: `ws://localhost:${DEVTOOLS_PORT}`,
        APP_DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        PORTAL_ORIGIN: `http://localhost:${PORT}`,
        // No reminders by the service's own timer: e2e/reminders.spec.ts moves their clock and runs them (issue #48 §2).
        REMINDERS_EVERY_SECONDS: '0',
      },
    },
    {
      // The remote Redux DevTools (server + UI) the QA e2e test drives; installed on first use (sqlite3 builds from source).
      command: `tsx scripts/devtools.ts --port ${DEVTOOLS_PORT}`,
      url: `http://localhost:${DEVTOOLS_PORT}/`,
      reuseExistingServer: true,
      timeout: SERVER_START_LIMIT_MS,
    },
  ],
});
