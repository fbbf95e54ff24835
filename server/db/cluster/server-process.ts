import { type ChildProcess, spawn } from 'node:child_process';
import { postgresBinaries } from './binaries';
import type { ServerUser } from './server-user';

export type ServerProcess = { stop: () => Promise<void> };

/** Settings a throwaway cluster can run without: it never outlives the run that made it. */
const throwawaySettings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Runs `postgres` on dataDir, listening on loopback only, until stop(). It gets a process group of
 * its own, so a Ctrl-C or SIGTERM meant for the app reaches the app, which stops the database
 * after it has drained; 'exit' stops it as well, should the app end some other way.
 */
export async function startServerProcess(options: {
  dataDir: string;
  port: number;
  user: ServerUser;
  throwaway: boolean;
}): Promise<ServerProcess> {
  const settings = [
    'listen_addresses=127.0.0.1',
    // No Unix socket: two clusters never compete for one in /tmp, and every client uses TCP.
    'unix_socket_directories=',
    ...(options.throwaway ? throwawaySettings : []),
  ];
  const args = ['-D', options.dataDir, '-p', String(options.port), ...settings.flatMap((s) => ['-c', s])];
  const child = spawn(postgresBinaries().postgres, args, {
    ...options.user,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await untilReady(child);
  const backstop = () => child.kill('SIGINT');
  process.once('exit', backstop);
  return {
    stop: async () => {
      process.removeListener('exit', backstop);
      await stopServer(child);
    },
  };
}

function untilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!output.includes('database system is ready to accept connections')) return;
      child.removeListener('exit', onExit);
      // Its later log lines are not needed, but must be read, or the server blocks on a full pipe.
      child.stderr?.removeListener('data', onData);
      child.stderr?.resume();
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`PostgreSQL did not start (exit ${code}): ${output.trim().slice(-2000)}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

/** A fast shutdown (SIGINT): open sessions are ended, committed work is kept. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}
