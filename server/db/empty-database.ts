import postgres from 'postgres';
import { startEmbeddedPostgres } from './embedded';

export type EmptyDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty database of its own (not yet migrated): a new database on the server named by
 * `serverUrl`, or a throwaway embedded PostgreSQL when none is configured.
 */
export async function createEmptyDatabase(serverUrl: string | undefined): Promise<EmptyDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: null, port: 0 });
    return { url: embedded.url, drop: embedded.stop };
  }
  const name = `servicebay_run_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
