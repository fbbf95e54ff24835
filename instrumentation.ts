/** Runs once when a Next.js server process starts: the job workers live in the web process by default. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertProductionSettings, env } = await import('./server/env');
  // `next build` prerenders in server processes too; the deployment's settings are checked at start.
  if (process.env.NEXT_PHASE !== 'phase-production-build') assertProductionSettings();
  if (!env().JOBS_IN_WEB || !env().DATABASE_URL) return;
  const { startJobs } = await import('./server/jobs/boss');
  await startJobs({ work: true });
}
