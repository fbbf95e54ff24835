import { defineConfig, devices } from '@playwright/test';

const port = 3100;
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
    command: 'npx tsx server/cli/serve.ts start --fresh-database',
    url: `${baseURL}/login`,
    env: { PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: !onCi,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
