import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { queues } from '../../server/queue/queues';
import { currentDatabaseUrl, runOnDatabaseOfItsOwn } from '../support/database-of-its-own';
import { queueTexts, startFakeTextProvider, waitFor } from './worker-processes';

/**
 * `npm run worker` as operators start it (npm, then its shell, then node), stopped the three ways a
 * stop arrives: at npm (which forwards it), at the whole process group (systemd's default: node gets
 * it twice, directly and from npm), or at node. Each starts one drain and exits 0 with no job left.
 */
runOnDatabaseOfItsOwn();

const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
});

function startNpmWorker(providerUrl: string) {
  const child = spawn('npm', ['run', 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: currentDatabaseUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      TWILIO_ACCOUNT_SID: 'ACworkersignals',
      TWILIO_BASE_URL: providerUrl,
      OUTBOUND_TIMEOUT_MS: '30000',
      JOB_WORKERS_PER_QUEUE: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    },
    // Its own process group, as a service manager starts it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const lines: string[] = [];
  child.stdout?.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  let code: number | null | undefined;
  child.on('exit', (c) => {
    code = c;
  });
  return { child, lines, exitCode: () => code };
}

/** The pids whose parent is `pid`: npm's script process (node itself, the shell having exec'd it). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

const count = (lines: string[], message: string) =>
  lines.filter((line) => line.includes(`"message":"${message}"`)).length;

async function activeJobs(uuids: string[]): Promise<number> {
  const rows = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name = ${queues.messagingSend} and state = 'active' and data->>'messageUuid' in ${uuids}`,
  );
  return [...rows][0]?.n ?? 0;
}

describe('npm run worker stopped by a signal', () => {
  it.each(['npm', 'group', 'node'] as const)(
    'sent to %s: one drain, exit 0, no job left active',
    async (target) => {
      const provider = await startFakeTextProvider(0, { holding: true });
      try {
        const { uuids, body } = await queueTexts(3);
        const worker = startNpmWorker(provider.url);
        const npmPid = worker.child.pid as number;
        // Mid-batch: a hand-over is held by the provider when the signal comes.
        const until = (what: string, done: () => boolean, seconds: number) =>
          waitFor(what, done, seconds).catch((error: Error) => {
            throw new Error(`${error.message}\n${worker.lines.slice(-15).join('\n')}`);
          });
        await until('the first hand-over', () => provider.handOvers.some((h) => h.body.includes(body)), 60);
        const nodePid = childrenOf(npmPid)[0];
        // Without `exec` npm's child is a shell that dies of the signal and leaves node running.
        const command = execFileSync('ps', ['-o', 'comm=', '-p', String(nodePid)], { encoding: 'utf8' });
        expect(command.trim(), 'npm runs node in place of its shell').toBe('node');
        if (target === 'npm') process.kill(npmPid, 'SIGTERM');
        else if (target === 'group') process.kill(-npmPid, 'SIGTERM');
        else process.kill(nodePid as number, 'SIGTERM');
        await until('the drain to start', () => count(worker.lines, 'stopping') > 0, 20);
        provider.release();
        await until('the worker to exit', () => worker.exitCode() !== undefined, 40);
        const log = worker.lines.slice(-20).join('\n');
        expect(worker.exitCode(), log).toBe(0);
        expect(count(worker.lines, 'stopping'), log).toBe(1);
        // Through the group node may hear it twice (directly and from npm; two at once merge into one).
        expect(count(worker.lines, 'signal ignored: already stopping'), log).toBeLessThanOrEqual(
          target === 'group' ? 1 : 0,
        );
        expect(count(worker.lines, 'stopped'), log).toBe(1);
        expect(await activeJobs(uuids)).toBe(0);
      } finally {
        await provider.close();
      }
    },
    120_000,
  );
});
