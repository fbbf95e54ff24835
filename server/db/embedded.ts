import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PgliteServer } from './pglite-server';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

const urlFor = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * PGlite served on a loopback port (see PgliteServer), so drizzle, drizzle-kit, pg-boss and every script share one
 * connection string. A second process (seed, worker) finds the running server through the lock
 * file and connects to it instead of opening the data directory twice.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string | null;
  port: number;
}): Promise<EmbeddedPostgres> {
  const lockFile = options.dataDir ? path.join(options.dataDir, '..', 'embedded-db.json') : null;
  if (lockFile && fs.existsSync(lockFile)) {
    const { port } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { port: number };
    if (await portAnswers(port)) return { url: urlFor(port), stop: async () => {} };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? undefined);
  const server = new PgliteServer(pglite);
  const port = await server.listen(options.port);
  if (lockFile) fs.writeFileSync(lockFile, JSON.stringify({ port, pid: process.pid }));
  return {
    url: urlFor(port),
    stop: async () => {
      await server.close();
      await pglite.close();
      if (lockFile) fs.rmSync(lockFile, { force: true });
    },
  };
}
