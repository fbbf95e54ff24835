import { openDatabase } from '../database-setup/open-database';

/** `npm run db:migrate`: applies the committed migrations (start-up does this too). */
const database = await openDatabase();
await database.close();
console.log('Migrations applied.');
