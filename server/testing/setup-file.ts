import { afterAll, inject } from 'vitest';
import { closeDb } from '../db/client';
import { setDatabaseUrl } from '../env';

setDatabaseUrl(inject('databaseUrl'));

afterAll(async () => {
  await closeDb();
});
