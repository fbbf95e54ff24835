import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { queues } from '../queue/queues';
import { createFreshDatabase } from './fresh-database';
import { migrateDatabase } from './migrate';

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
  it('apply to a throwaway embedded PostgreSQL', async () => {
    const database = await createFreshDatabase(undefined);
    try {
      expect(await tablesOf(database.url)).toEqual(expect.arrayContaining(expectedTables));
    } finally {
      await database.drop();
    }
  });

  const serverUrl = inject('serverDatabaseUrl');
  it('apply to an empty PostgreSQL server database', async () => {
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

  it('apply once when two instances start at the same time', async () => {
    // An empty database, not a migrated one: both calls must race for the first migration.
    const name = `servicebay_concurrent_${Date.now()}_${process.pid}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await Promise.all([migrateDatabase(url.toString()), migrateDatabase(url.toString())]);

      const journal = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((r) => r.hash)).size).toBe(journal.entries.length);
      expect(await tablesOf(url.toString())).toEqual(expect.arrayContaining(expectedTables));
      const created = await sql<{ name: string }[]>`select name from pgboss.queue`;
      expect(created.map((r) => r.name).sort()).toEqual(Object.values(queues).sort());
      // Nothing is left holding the lock: a later start is not kept waiting.
      const held = await sql`
        select 1 from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
      expect(held).toHaveLength(0);
    } finally {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
