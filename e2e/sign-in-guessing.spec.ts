import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freeLoopbackPort } from '../server/db/cluster/free-port';
import { demoDealer } from './demo';

/*
 * Password guessing against the server as operators start it (`npm start`) with no proxy setting:
 * the server itself tells the app the caller's address, so the per-address limits hold without
 * TRUSTED_PROXY_COUNT. The shared server of the other specs plays a proxy, hence a server of its own.
 */

const dealer = demoDealer(0);
const guesses = 20;

test.describe('password guessing without a proxy', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: runs in the desktop project');

  test(`${guesses} simultaneous wrong passwords for one partner: at most 5 checked, the rest 429 with Retry-After`, async () => {
    test.setTimeout(240_000);
    const port = await freeLoopbackPort();
    const server = startWithoutProxy(port);
    try {
      await waitUntil('the server to answer GET /api/health/ready with 200', 180_000, async () => {
        if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
        return ready?.status === 200;
      });
      const answers = await Promise.all(
        Array.from({ length: guesses }, (_, i) => guess(port, dealer.apiClient.username, `wrong-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s !== 401 && s !== 429),
        String(statuses),
      ).toEqual([]);
      expect(statuses.filter((s) => s === 401).length, String(statuses)).toBeLessThanOrEqual(5);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length, String(statuses)).toBeGreaterThanOrEqual(guesses - 5);
      for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        server.exitCode === null ? server.once('exit', resolve) : resolve(null),
      );
    }
  });
});

async function guess(port: number, username: string, password: string) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/manage/v2/dealer/list`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ dealerUuids: [dealer.dealerUuid] }),
  });
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
}

/** package.json's start command on a throwaway embedded database, with no proxy setting at all. */
function startWithoutProxy(port: number): ChildProcess {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  // `exec` lets npm's shell hand its process over to node, which then gets npm's signals.
  const [program, ...args] = scripts.start.replace(/^exec /, '').split(' ');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_DATABASE: 'true',
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  delete env.TRUSTED_PROXY_COUNT;
  return spawn(program === 'node' ? process.execPath : (program ?? 'node'), [...args, '--fresh-database'], {
    env,
    stdio: 'ignore',
  });
}

async function waitUntil(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
