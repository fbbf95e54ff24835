import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { queues } from '../../server/queue/queues';
import { runOnDatabaseOfItsOwn } from '../support/database-of-its-own';
import {
  queueTexts,
  spawnWorker,
  startFakeTextProvider,
  type WorkerProcess,
  waitFor,
} from './worker-processes';

runOnDatabaseOfItsOwn();

let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  provider = await startFakeTextProvider(1_000);
});

afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await provider.close();
});

async function jobStates(uuids: string[]): Promise<string[]> {
  const rows = await db().execute<{ state: string }>(
    sql`select state::text as state from pgboss.job
        where name = ${queues.messagingSend} and data->>'messageUuid' in ${uuids}`,
  );
  return [...rows].map((row) => row.state);
}

describe('npm run worker on SIGTERM', () => {
  it('finishes the batch it holds, leaves no job active, closes the database and exits 0', async () => {
    const { uuids, body } = await queueTexts(15);
    const worker = spawnWorker(provider.url, { JOB_WORKERS_PER_QUEUE: '1', SHUTDOWN_TIMEOUT_SECONDS: '20' });
    workers.push(worker);
    // Mid-batch: the worker claimed the batch and the provider holds the first hand-overs.
    await waitFor(
      'the first hand-over',
      () => provider.handOvers.some((h) => h.body.includes(body)),
      90,
    ).catch(async (error: Error) => {
      const rows = await db().select().from(messages).where(inArray(messages.uuid, uuids));
      const states = await jobStates(uuids);
      throw new Error(
        `${error.message}\n${JSON.stringify({ states, statuses: rows.map((r) => [r.deliveryStatus, r.failureReason]) })}\n${worker.lines.slice(-15).join('\n')}`,
      );
    });
    const signalled = Date.now();
    worker.child.kill('SIGTERM');
    let code: number | null | undefined;
    void worker.exited.then((c) => {
      code = c;
    });
    await waitFor('the worker to exit', () => code !== undefined, 35);
    expect(code, worker.lines.slice(-20).join('\n')).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(35_000);
    expect(worker.lines.some((line) => line.includes('"message":"stopped"'))).toBe(true);

    expect((await jobStates(uuids)).filter((state) => state === 'active')).toEqual([]);
    // Whatever the worker had claimed it handed over and recorded before it exited.
    const rows = await db().select().from(messages).where(inArray(messages.uuid, uuids));
    expect(rows.filter((row) => row.deliveryStatus === 'SENDING').map((row) => row.uuid)).toEqual([]);
    const handedOver = provider.handOvers.filter((h) => h.body.includes(body)).length;
    expect(rows.filter((row) => row.deliveryStatus === 'SENT')).toHaveLength(handedOver);
  }, 150_000);
});
