import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type ServerUser = { uid?: number; gid?: number };

/**
 * Whom the PostgreSQL programs run as. PostgreSQL refuses to run as root, so as root (containers,
 * CI) they run as the system user `postgres`, made here when the machine has none.
 */
export function serverUser(): ServerUser {
  if (os.userInfo().uid !== 0) return {};
  if (!userExists('postgres'))
    execFileSync('useradd', ['--system', '--user-group', 'postgres'], { stdio: 'ignore' });
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  };
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
