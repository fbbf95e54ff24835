/**
 * Runs once when a Next.js server process starts: the job workers live in the web process by
 * default, and SIGTERM/SIGINT drain the requests, stop the workers and close the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertProductionSettings, env } = await import('./server/env');
  // `next build` prerenders in server processes too; the deployment's settings are checked at start.
  if (process.env.NEXT_PHASE !== 'phase-production-build') assertProductionSettings();
  const { stopOnSignal } = await import('./server/lifecycle/stop-on-signal');
  const { closeDb } = await import('./server/db/client');
  const { closeEmailTransports } = await import('./server/messaging/providers');
  const { startJobs, stopJobs } = await import('./server/jobs/boss');
  const timeoutMs = env().SHUTDOWN_TIMEOUT_SECONDS * 1000;
  stopOnSignal({
    drainTimeoutMs: timeoutMs,
    alongside: [{ name: 'job workers', stop: () => stopJobs(timeoutMs) }],
    after: [
      { name: 'email connections', stop: async () => closeEmailTransports() },
      { name: 'database', stop: closeDb },
    ],
    // `npm start`/`npm run dev` serve from their own HTTP server (server/cli/serve.ts), which nothing
    // else ends: they set NEXT_MANUAL_SIG_HANDLE and this handler exits when done. Under `next start`
    // Next.js closes its server and exits on its own while this runs alongside.
    exit: Boolean(env().NEXT_MANUAL_SIG_HANDLE),
  });
  if (!env().JOBS_IN_WEB || !env().DATABASE_URL) return;
  await startJobs({ work: true });
}
