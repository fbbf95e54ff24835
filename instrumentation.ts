/** Runs once when a Next.js server process starts: the job workers live in the web process by default. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./server/env');
  if (!env().JOBS_IN_WEB || !env().DATABASE_URL) return;
  const { startJobs } = await import('./server/jobs/boss');
  await startJobs({ work: true });
}
