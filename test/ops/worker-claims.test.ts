import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { queues } from '../../server/jobs/queues';
import {
  queueTexts,
  spawnWorker,
  startFakeTextProvider,
  type WorkerProcess,
  waitFor,
} from './worker-processes';

let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  provider = await startFakeTextProvider(300);
});

afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await provider.close();
});

const statusesOf = async (uuids: string[]) =>
  new Map(
    (await db().select().from(messages).where(inArray(messages.uuid, uuids))).map((row) => [
      row.uuid,
      row.deliveryStatus,
    ]),
  );

describe('a worker that dies holding jobs', () => {
  it('hands its jobs to another worker within two minutes, and no text is handed over twice', async () => {
    // One worker fetches 50 at a time: the first batch is claimed, the other 20 wait in the queue.
    const { uuids, body } = await queueTexts(70);
    const first = spawnWorker(provider.url, { JOB_WORKERS_PER_QUEUE: '1' });
    workers.push(first);
    const ours = () => provider.handOvers.filter((h) => h.body.includes(body));
    await waitFor('the first hand-over', () => ours().length > 0, 90);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await statusesOf(uuids);
    const unclaimed = uuids.filter((uuid) => atKill.get(uuid) === 'QUEUED');
    expect(unclaimed.length).toBeGreaterThan(0);

    const second = spawnWorker(provider.url);
    workers.push(second);
    const unsettled = async () => {
      const rows = await db().execute<{ state: string }>(
        sql`select state::text as state from pgboss.job
            where name = ${queues.messagingSend} and data->>'messageUuid' in ${uuids}
              and state in ('created', 'retry', 'active')`,
      );
      return rows.length;
    };
    // The dead worker's jobs stay claimed until their claim expires; then they are retried.
    await waitFor('every job to be settled', async () => (await unsettled()) === 0, 120);

    const handOversByRecipient = new Map<string, number>();
    for (const h of ours()) handOversByRecipient.set(h.to, (handOversByRecipient.get(h.to) ?? 0) + 1);
    expect([...handOversByRecipient.values()].filter((count) => count > 1)).toEqual([]);
    const after = await statusesOf(uuids);
    // What the dead worker had not claimed is delivered, once.
    expect(unclaimed.map((uuid) => after.get(uuid))).toEqual(unclaimed.map(() => 'SENT'));
    expect(ours().length).toBeLessThanOrEqual(uuids.length);
    expect(ours().length).toBeGreaterThanOrEqual(unclaimed.length);
  }, 240_000);
});
