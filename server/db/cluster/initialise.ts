import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresBinaries } from './binaries';
import type { ServerUser } from './server-user';

export const superuser = { name: 'postgres', password: 'postgres' };

/** Whether the directory already holds a database cluster (initdb writes its PG_VERSION file). */
export function isInitialised(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Makes a new, empty database cluster in dataDir, owned by the user the server runs as. */
export async function initialiseCluster(dataDir: string, user: ServerUser): Promise<void> {
  // The parent stays open to others: as root, the server's own user must pass through it.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(dataDir), `.pg-password-${process.pid}`);
  fs.writeFileSync(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
  if (user.uid !== undefined && user.gid !== undefined) {
    fs.chownSync(dataDir, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    await run(postgresBinaries().initdb, initdbArguments(dataDir, passwordFile), user);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

function initdbArguments(dataDir: string, passwordFile: string): string[] {
  return [
    `--pgdata=${dataDir}`,
    `--username=${superuser.name}`,
    `--pwfile=${passwordFile}`,
    // Password sign-in even on loopback: other users of the machine can reach the port.
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    // C locale: the same sorting on every machine, and English server messages.
    '--no-locale',
    // A development or test cluster: initdb's final flush to disk is not worth its seconds.
    '--no-sync',
  ];
}

function run(program: string, args: string[], user: ServerUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb failed (exit ${code}): ${output.trim()}`));
    });
  });
}
