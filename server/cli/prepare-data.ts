import { closeDb, db } from '../db/client';
import { isDatabaseEmpty, seedDemo } from '../demo/seed-demo';
import { env } from '../env';
import { log } from '../log';
import { logEmptyInstall } from './empty-install';
import type { ServeOptions } from './serve-arguments';

function seedsDemo(options: ServeOptions): boolean {
  if (options.empty) return false;
  return (options.mode === 'dev' && env().DEMO_SEED) || options.fresh || options.seedDemo;
}

/**
 * The demo dealership into an empty database in development (or with --fresh-database or
 * --seed-demo); otherwise an empty database is left empty and the log says how to set it up.
 */
export async function prepareData(options: ServeOptions): Promise<void> {
  try {
    if (!(await isDatabaseEmpty(db()))) return;
    if (!seedsDemo(options)) return logEmptyInstall(env().PORT);
    await seedDemo(db());
    log.info('demo dealership seeded; `npm run --silent demo:info` prints its credentials');
  } finally {
    // The app opens its own pool; this one served the launcher only.
    await closeDb();
  }
}
