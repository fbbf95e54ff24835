import { closeDb, db } from '../server/db/client';
import { createFreshDatabase } from '../server/db/fresh-database';
import { seedDemo } from '../server/db/seed/seed-demo';
import { env, setDatabaseUrl } from '../server/env';
import { benchAppointments } from './appointments-bench';

/**
 * `npm run bench`: builds a throwaway database (on DATABASE_URL's server, else embedded), seeds
 * the demo dealership, fills it to the benchmark's size and prints the figures. Not a test: it
 * never fails on a slow figure.
 */
const database = await createFreshDatabase(env().DATABASE_URL);
setDatabaseUrl(database.url);
try {
  await seedDemo(db());
  await benchAppointments();
} finally {
  await closeDb();
  await database.drop();
}
