import { openDatabase } from '../database-setup/open-database';
import { closeDb, db } from '../db/client';
import { seedDemo } from '../demo/seed-demo';
import { setDatabaseUrl } from '../env';

/** `npm run seed`: writes the demo dealership group (idempotent). */
const database = await openDatabase();
setDatabaseUrl(database.url);
await seedDemo(db());
await closeDb();
await database.close();
console.log('Demo dealership seeded. `npm run --silent demo:info` prints the credentials.');
