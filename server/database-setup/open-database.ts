import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded';
import { env } from '../env';
import { createFreshDatabase } from './fresh-database';
import { migrateDatabase } from './migrate';

export type OpenDatabase = { url: string; embedded: boolean; close: () => Promise<void> };

/**
 * The database a command works on: DATABASE_URL when set, else the embedded one under .data/
 * (shared with a dev server that is already running). `fresh` makes a throwaway database instead.
 * Migrations are applied before it is returned.
 */
export async function openDatabase(options: { fresh?: boolean } = {}): Promise<OpenDatabase> {
  const configured = env().DATABASE_URL;
  if (options.fresh) {
    const fresh = await createFreshDatabase(configured);
    return { url: fresh.url, embedded: !configured, close: fresh.drop };
  }
  if (configured) {
    await migrateDatabase(configured);
    return { url: configured, embedded: false, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(env().EMBEDDED_DB_DIR),
    port: env().EMBEDDED_DB_PORT,
  });
  await migrateDatabase(embedded.url);
  return { url: embedded.url, embedded: true, close: embedded.stop };
}
