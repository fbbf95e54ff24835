import { benchAppointments } from '../bench/appointments-bench';
import { closeDb, db } from '../db/client';
import { createFreshDatabase } from '../db/fresh-database';
import { seedDemo } from '../db/seed/seed-demo';
import { env, setDatabaseUrl } from '../env';

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
