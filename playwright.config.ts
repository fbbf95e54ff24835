import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * A free loopback port for the server under test, so a run never collides with another server
 * (or another run) on a fixed port. The runner and every worker process load this file: the first
 * picks the port and the workers inherit it through E2E_PORT. An explicit E2E_PORT wins.
 */
function freeLoopbackPort(): string {
  // Synchronous because the config is; a child listens on port 0 and prints what it was given.
  const script = [
    "const server = require('node:net').createServer();",
    "server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });",
  ].join('');
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freeLoopbackPort();
// The fake Stripe API the checkout spec starts; the server under test is pointed at it.
process.env.E2E_STRIPE_PORT ??= freeLoopbackPort();
const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  throw new Error(`E2E_PORT is not a port: ${process.env.E2E_PORT}`);
const baseURL = `http://127.0.0.1:${port}`;
// Tooling config, outside the app: CI is the runner's flag, not an app setting for server/env.ts.
const onCi = Boolean(process.env.CI);

/**
 * End-to-end specs run in Debian's Chromium against a production build (`next build` runs first)
 * served with a throwaway database seeded with the demo dealership group.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: onCi,
  retries: 0,
  // Two cores on CI: one browser at a time keeps the server's response times realistic.
  workers: onCi ? 1 : undefined,
  reporter: onCi ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The container has no GPU or sandbox, and the network is closed: no update or sync traffic.
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
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'phone',
      // The shell has its own small-screen layout; run the same specs in it.
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // Run as `npm start` runs it: node itself takes the signal, so the server drains on it.
    command: 'node --import tsx server/cli/serve.ts start --fresh-database',
    url: `${baseURL}/login`,
    // The specs play the part of one proxy in front: they name the client address they stand for.
    env: {
      PORT: String(port),
      // A production start needs its database and public origin named: the throwaway embedded
      // database (without DATABASE_URL), and the origin cookie writes must come from
      // (server/http/same-origin.ts).
      EMBEDDED_DATABASE: 'true',
      PUBLIC_BASE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      TRUSTED_PROXY_COUNT: '1',
      STRIPE_SECRET_KEY: 'sk_test_servicebay_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_servicebay_e2e',
      STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
      DEMO_STRIPE_ACCOUNT: 'acct_1ServiceBayE2e',
    },
    timeout: 180_000,
    reuseExistingServer: !onCi,
    // Stopped as an operator stops it, so it drains and drops its throwaway database; Playwright's
    // default (SIGKILL) left one database behind per run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
