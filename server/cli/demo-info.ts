import { openDatabase } from '../database-setup/open-database';
import { closeDb, db } from '../db/client';
import { readDemoInfo } from '../demo/read-demo-info';
import { setDatabaseUrl } from '../env';

/**
 * `npm run --silent demo:info`: the dealers in the database as JSON, with the demo's credentials
 * only where they are stored and still verify. On an empty database it says how to fill it.
 */
const database = await openDatabase();
setDatabaseUrl(database.url);
try {
  const info = await readDemoInfo(db());
  if (info) {
    console.log(JSON.stringify(info, null, 2));
  } else {
    console.error(
      'The database has no dealers yet. Seed the demo with `npm run seed`, or set up your own dealership with\n' +
        '`npm run --silent admin -- --help` (docs/going-live.md).',
    );
    process.exitCode = 1;
  }
} finally {
  await closeDb();
  await database.close();
}
