import { openDatabase } from '../database-setup/open-database';
import { applyLaunchSettings, env, setDatabaseUrl } from '../env';
import { alsoStopLast } from '../lifecycle/stop-on-signal';
import { log } from '../log';
import { startWebServer } from '../web-server/start-web-server';
import { chooseEmptyInstallDatabase } from './empty-install';
import { prepareData } from './prepare-data';
import type { ServeOptions } from './serve-arguments';

/** Settings the app reads once it runs: the database, next-auth's origin, who handles SIGTERM. */
function launchSettings(databaseUrl: string): Record<string, string> {
  const { NEXTAUTH_URL, PUBLIC_BASE_URL, PORT } = env();
  return {
    DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXTAUTH_URL: NEXTAUTH_URL ?? PUBLIC_BASE_URL ?? `http://localhost:${PORT}`,
    // The SIGTERM handler of instrumentation.ts drains, stops the workers and the database, then
    // exits: this process owns the HTTP server, nothing else would end it.
    NEXT_MANUAL_SIG_HANDLE: 'true',
  };
}

/**
 * tsx turns source maps on for the whole process, and Node then reads and keeps the map of every
 * module it loads: about 130 MB for the production build's server chunks, for stack traces that
 * would otherwise name the chunk's line. A production start leaves them off unless asked for
 * (`--enable-source-maps` in NODE_OPTIONS or on the command line).
 */
const sourceMapsAskedFor = () =>
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes('--enable-source-maps');

/** Should a part hang while stopping, the process still ends after the drain and stop bounds. */
function boundStopping(): void {
  const boundMs = (env().SHUTDOWN_TIMEOUT_SECONDS + 15) * 1000;
  const arm = () =>
    setTimeout(() => {
      log.error('stopping took too long: exiting', { boundMs });
      process.exit(1);
    }, boundMs).unref();
  process.once('SIGTERM', arm);
  process.once('SIGINT', arm);
}

/**
 * Opens the database (embedded when DATABASE_URL is unset), applies migrations, seeds or leaves it
 * empty, then serves the app in this process. On SIGTERM the app's handler drains and stops its
 * parts, then the HTTP server and the database opened here (a throwaway one is dropped).
 */
export async function serveApp(options: ServeOptions): Promise<void> {
  if (options.empty) chooseEmptyInstallDatabase();
  const database = await openDatabase({ fresh: options.fresh });
  setDatabaseUrl(database.url);
  await prepareData(options);
  applyLaunchSettings(launchSettings(database.url));
  if (options.mode === 'start' && !sourceMapsAskedFor()) process.setSourceMapsEnabled(false);
  try {
    await startWebServer({ dev: options.mode === 'dev', port: env().PORT });
  } catch (error) {
    // A throwaway database is dropped, the embedded one closed, also when serving failed.
    await database.close();
    throw error;
  }
  alsoStopLast({ name: 'launcher database', stop: database.close });
  // Armed once the app's own handler is installed (instrumentation runs while the app prepares).
  boundStopping();
}
