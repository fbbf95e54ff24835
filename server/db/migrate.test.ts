import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from './fresh-database';

const expectedTables = [
  'dealers',
  'departments',
  'users',
  'dealer_associates',
  'customers',
  'api_clients',
  'appointments',
];

async function tablesOf(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<
      { name: string }[]
    >`select table_name as name from information_schema.tables where table_schema = 'public'`;
    return rows.map((r) => r.name);
  } finally {
    await sql.end();
  }
}

describe('migrations', () => {
  it('apply to an empty embedded Postgres (PGlite)', async () => {
    const database = await createFreshDatabase(undefined);
    try {
      expect(await tablesOf(database.url)).toEqual(expect.arrayContaining(expectedTables));
    } finally {
      await database.drop();
    }
  });

  const serverUrl = inject('serverDatabaseUrl');
  it.runIf(serverUrl !== '')('apply to an empty PostgreSQL server database', async () => {
    const database = await createFreshDatabase(serverUrl);
    try {
      expect(await tablesOf(database.url)).toEqual(expect.arrayContaining(expectedTables));
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const [version] = await sql<{ server_version: string }[]>`show server_version`;
      await sql.end();
      expect(Number(version?.server_version.split('.')[0])).toBeGreaterThanOrEqual(15);
    } finally {
      await database.drop();
    }
  });
});
