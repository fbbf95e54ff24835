import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../server/database-setup/fresh-database';
import { freeLoopbackPort } from '../../server/db/cluster/free-port';
import { waitFor } from './worker-processes';

/*
 * `npm run dev -- --empty`: an install without the demo, set up at /setup or with the admin CLI.
 * Runs serve.ts as npm's script does (with node itself, so the signal reaches it) on a database of
 * its own; DEMO_SEED is left at its default (true) to prove --empty wins over it.
 */

let database: FreshDatabase | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
}, 60_000);

function startEmptyInstall(port: number, databaseUrl: string): { lines: string[] } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) };
  for (const name of ['NODE_ENV', 'DEMO_SEED', 'PUBLIC_BASE_URL', 'NEXTAUTH_URL']) delete env[name];
  Object.assign(env, { LOG_LEVEL: 'info', JOBS_IN_WEB: 'false' });
  child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/serve.ts', 'dev', '--empty'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { lines: [] as string[] };
  const keep = (chunk: Buffer) => output.lines.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return output;
}

/** GET without following redirects; null while the server does not answer yet. */
async function get(port: number, path: string): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
  } catch {
    return null;
  }
}

/** Where a browser is sent from `path`: redirects followed until /setup (not rendered: slow to compile). */
async function landing(port: number, path: string): Promise<string> {
  let at = path;
  for (let hop = 0; hop < 4 && at !== '/setup'; hop++) {
    const response = await get(port, at);
    const location = response?.headers.get('location');
    if (!response || response.status < 300 || response.status >= 400 || !location) return at;
    at = new URL(location, `http://127.0.0.1:${port}`).pathname;
  }
  return at;
}

describe('npm run dev -- --empty', () => {
  it('serves an empty install: no demo, set-up open, / leads to /setup, the log names both ways', async () => {
    database = await createFreshDatabase(process.env.DATABASE_URL);
    const port = await freeLoopbackPort();
    const output = startEmptyInstall(port, database.url);
    const failIfExited = () => {
      if (child?.exitCode !== null)
        throw new Error(`the server exited:\n${output.lines.slice(-20).join('\n')}`);
    };

    // The first request compiles the route in development: wait for the answer, not a time.
    let setup: Response | null = null;
    await waitFor(
      'GET /api/admin/v1/setup to answer',
      async () => {
        failIfExited();
        setup = await get(port, '/api/admin/v1/setup');
        return setup?.status === 200;
      },
      200,
    );
    expect(await (setup as Response | null)?.json()).toEqual({ open: true });
    expect(await landing(port, '/')).toBe('/setup');

    const hint = output.lines.find((line) => line.includes('the database is empty'));
    expect(hint).toContain(`http://localhost:${port}/setup`);
    expect(hint).toContain('npm run --silent admin -- --help');
    expect(output.lines.some((line) => line.includes('demo dealership seeded'))).toBe(false);
  }, 240_000);
});
