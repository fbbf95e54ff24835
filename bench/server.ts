import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ProductionServer = {
  origin: string;
  /** The bearer token of the server's /api/metrics. */
  metricsToken: string;
  /** The process tree's pid (`npm start`'s node running serve.ts, which serves the app in-process). */
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s own path (or `command`, e.g. the same with `--cpu-prof`) (server/cli/serve.ts start, the app in its own HTTP server) on the given database, in a
 * process group of its own so that it can be stopped whole and a Ctrl+C reaches only the bench.
 * Its output goes to a log file: the product logs as it would in production.
 */
export async function startProductionServer(
  databaseUrl: string,
  command: string = startCommand(),
): Promise<ProductionServer> {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `servicebay-bench-server-${process.pid}.log`);
  const metricsToken = randomBytes(24).toString('base64url');
  const log = fs.openSync(logFile, 'w');
  // `npm start`'s command itself (its `exec` leaves one process: the server), so the bench runs with
  // the heap limit and settings the product starts with, not tsx's launcher and its esbuild helpers.
  const child = spawn('sh', ['-c', command], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      // A production start needs the public origin.
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? 'servicebay-bench-secret',
      METRICS_TOKEN: metricsToken,
    },
  });
  fs.closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  const server = {
    origin,
    metricsToken,
    pid: child.pid ?? 0,
    logFile,
    stop: () => stopProcessGroup(child),
  };
  try {
    await waitUntilHealthy(origin, child, 60_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${tailOf(logFile)}`);
  }
  return server;
}

function startCommand(): string {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start;
}

async function waitUntilHealthy(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** SIGTERM to the group (the server drains and exits), SIGKILL when it lingers. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child.pid, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    signalGroup(child.pid, 'SIGKILL');
    await exited;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

export function tailOf(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
