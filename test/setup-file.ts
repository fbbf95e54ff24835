import { afterAll, inject } from 'vitest';
import { closeDb } from '../server/db/client';
import { setDatabaseUrl } from '../server/env';

setDatabaseUrl(inject('databaseUrl'));

afterAll(async () => {
  await closeDb();
});
