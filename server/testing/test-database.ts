import postgres from 'postgres';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateDatabase } from '../db/migrate';

export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * A database of this run's own: a fresh database on the server named by DATABASE_URL, or an
 * in-memory embedded Postgres when none is configured. Runs never see each other's rows.
 */
export async function createTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: null, port: 0 });
    await migrateDatabase(embedded.url);
    return { url: embedded.url, drop: embedded.stop };
  }
  const name = `servicebay_test_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrateDatabase(url.toString());
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
