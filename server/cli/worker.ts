import { openDatabase } from '../db/open-database';
import { setDatabaseUrl } from '../env';
import { startJobs, stopJobs } from '../jobs/boss';
import { log } from '../log';
import { closeEmailTransports } from '../messaging/providers';

/**
 * `npm run worker`: a process that only runs background jobs. Start as many as the load needs
 * (and set JOBS_IN_WEB=false on the web processes); pg-boss hands each job to one of them.
 */
const database = await openDatabase();
setDatabaseUrl(database.url);
await startJobs({ work: true });
log.info('worker running; stop with Ctrl+C');

const shutdown = async () => {
  await stopJobs();
  closeEmailTransports();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
