import fs from 'node:fs';
import path from 'node:path';
import { portAnswers } from './free-port';

/**
 * The port of a server already running on dataDir (a dev server's, for a seed or admin command), from
 * the postmaster.pid file PostgreSQL keeps there: pid on line 1, port on line 4. Null when none runs.
 */
export async function portOfRunningServer(dataDir: string): Promise<number | null> {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  return (await portAnswers(port)) ? port : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
