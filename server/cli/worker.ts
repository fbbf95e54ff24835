import { openDatabase } from '../database-setup/open-database';
import { closeDb } from '../db/client';
import { env, setDatabaseUrl } from '../env';
import { startJobs, stopJobs } from '../jobs/boss';
import { stopOnSignal } from '../lifecycle/stop-on-signal';
import { log } from '../log';
import { closeEmailTransports } from '../messaging/providers';

/**
 * `npm run worker`: a process that only runs background jobs. Start as many as the load needs
 * (and set JOBS_IN_WEB=false on the web processes); pg-boss hands each job to one of them. On
 * SIGTERM/SIGINT it stops fetching, finishes the jobs it holds (or hands them back after
 * SHUTDOWN_TIMEOUT_SECONDS), closes the database and exits 0.
 */
const database = await openDatabase();
setDatabaseUrl(database.url);
const timeoutMs = env().SHUTDOWN_TIMEOUT_SECONDS * 1000;
stopOnSignal({
  drainTimeoutMs: timeoutMs,
  alongside: [{ name: 'job workers', stop: () => stopJobs(timeoutMs) }],
  after: [
    { name: 'email connections', stop: async () => closeEmailTransports() },
    { name: 'database pool', stop: closeDb },
    { name: 'database', stop: database.close },
  ],
});
await startJobs({ work: true });
log.info('worker running; stop with Ctrl+C');
