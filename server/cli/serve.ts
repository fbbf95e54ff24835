import { spawn } from 'node:child_process';
import path from 'node:path';
import { closeDb, db } from '../db/client';
import { openDatabase } from '../db/open-database';
import { isDatabaseEmpty, seedDemo } from '../db/seed/seed-demo';
import { env, setDatabaseUrl } from '../env';
import { log } from '../log';

/**
 * `npm run dev` / `npm start`: opens the database (embedded when DATABASE_URL is unset), applies
 * migrations, seeds the demo dealership into an empty database in development (or with
 * --fresh-database, a throwaway database for end-to-end tests), then runs Next.js with the one
 * connection string every part of the app uses.
 */
async function main() {
  const mode = process.argv[2] === 'start' ? 'start' : 'dev';
  const fresh = process.argv.includes('--fresh-database');
  const database = await openDatabase({ fresh });
  setDatabaseUrl(database.url);
  const seed = (mode === 'dev' && env().DEMO_SEED) || fresh || process.argv.includes('--seed-demo');
  if (seed && (await isDatabaseEmpty(db()))) {
    await seedDemo(db());
    log.info('demo dealership seeded; `npm run --silent demo:info` prints its credentials');
  } else if (await isDatabaseEmpty(db())) {
    log.info(
      'the database is empty: seed the demo with `npm run seed`, or set up your dealership with `npm run --silent admin -- --help` (README: Going live)',
    );
  }
  await closeDb();

  const port = String(env().PORT);
  const next = spawn(path.join('node_modules', '.bin', 'next'), [mode, '--port', port], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXTAUTH_URL: env().NEXTAUTH_URL ?? `http://localhost:${port}`,
      // In production the service handles SIGTERM itself (instrumentation.ts): it drains the
      // requests in flight and stops the job workers before it exits, where Next.js would exit
      // as soon as its server closed.
      ...(mode === 'start' ? { NEXT_MANUAL_SIG_HANDLE: 'true' } : {}),
    },
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    next.kill(signal);
    // Bounded: the server gets its drain and stop time, then is killed.
    setTimeout(() => next.kill('SIGKILL'), (env().SHUTDOWN_TIMEOUT_SECONDS + 15) * 1000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  next.on('exit', async (code) => {
    await database.close();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  log.error('the server could not start', { error });
  process.exit(1);
});
