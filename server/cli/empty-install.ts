import path from 'node:path';
import { applyLaunchSettings, env } from '../env';
import { log } from '../log';

/** Where `--empty` keeps its embedded database: apart from the demo's, with a lock file of its own. */
export const emptyInstallDir = path.join('.data', 'empty', 'db');

/**
 * `--empty` without DATABASE_URL: the embedded database under .data/empty (any free port, so a
 * demo dev server running alongside keeps its own), unless the settings name a directory or port.
 */
export function chooseEmptyInstallDatabase(): void {
  if (env().DATABASE_URL) return;
  applyLaunchSettings({
    EMBEDDED_DB_DIR: process.env.EMBEDDED_DB_DIR ?? emptyInstallDir,
    EMBEDDED_DB_PORT: process.env.EMBEDDED_DB_PORT ?? '0',
  });
}

/** The administration command for this database: the embedded one is found through its directory. */
function adminCommand(): string {
  const command = 'npm run --silent admin -- --help';
  const dir = process.env.EMBEDDED_DB_DIR;
  return env().DATABASE_URL || !dir ? command : `EMBEDDED_DB_DIR=${dir} ${command}`;
}

/** The line an empty database gets: both ways to set it up. */
export function logEmptyInstall(port: number): void {
  log.info(
    `the database is empty: set up the first operator at http://localhost:${port}/setup, or with \`${adminCommand()}\` (docs/going-live.md)`,
  );
}
