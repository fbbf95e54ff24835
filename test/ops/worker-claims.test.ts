import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { twilioTextProvider } from '../../server/messaging/providers/twilio-text-provider';
import { sweepMessages } from '../../server/messaging/sweep-messages';
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
  provider = await startFakeTextProvider(300, { holding: true });
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
  it('hands its jobs to another worker: every text reaches the provider exactly once within two minutes', async () => {
    // One worker fetches 50 at a time and hands 10 over side by side. The provider holds its
    // answers, so the worker is killed with exactly those 10 in flight, however busy the machine.
    const { uuids, body } = await queueTexts(70);
    // A long provider timeout: the held hand-overs must not time out and be retried before the kill.
    const first = spawnWorker(provider.url, { JOB_WORKERS_PER_QUEUE: '1', OUTBOUND_TIMEOUT_MS: '60000' });
    workers.push(first);
    const ours = () => provider.handOvers.filter((h) => h.body.includes(body));
    await waitFor('ten hand-overs in flight', () => ours().length >= 10, 90);
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    const atKill = await statusesOf(uuids);
    // Messages are claimed one at a time just before their hand-over, so the dead worker holds
    // only what it had in flight; the other 40 of its batch and the 20 it never fetched are QUEUED.
    const inFlight = uuids.filter((uuid) => atKill.get(uuid) === 'SENDING');
    expect(inFlight).toHaveLength(10);
    expect(uuids.filter((uuid) => atKill.get(uuid) === 'QUEUED')).toHaveLength(60);
    provider.release();

    // The sweep looks the dead worker's claims up once they are older than a live hand-over
    // (its 10 s provider timeout), not after the 2 minutes it waits in production.
    const second = spawnWorker(provider.url, { MESSAGE_STUCK_LOOKUP_AFTER_MS: '15000' });
    workers.push(second);
    await waitFor('a hand-over for every text', () => recipientsOf(ours()).size === uuids.length, 120);
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    const unsettled = async () => {
      const rows = await db().execute<{ state: string }>(
        sql`select state::text as state from pgboss.job
            where name = ${queues.messagingSend} and data->>'messageUuid' in ${uuids}
              and state in ('created', 'retry', 'active')`,
      );
      return rows.length;
    };
    await waitFor('every job to be settled', async () => (await unsettled()) === 0, 60);

    // Exactly once: one hand-over per customer, none twice.
    expect(ours().length).toBe(uuids.length);
    const after = await statusesOf(uuids);
    // Everything but the dead worker's in-flight hand-overs is recorded as sent, or as delivered
    // where a slow answer left it sending long enough for the second worker's own sweep to look it up.
    const notInFlight = uuids.filter((uuid) => !inFlight.includes(uuid));
    const neitherSentNorDelivered = notInFlight
      .map((uuid) => after.get(uuid))
      .filter((status) => status !== 'SENT' && status !== 'DELIVERED');
    expect(neitherSentNorDelivered).toEqual([]);
    // Those the provider has (their answer was lost with the process) are settled by the sweep's
    // look-up: delivered, none sent again or failed, within two minutes of the kill. The sweep is
    // run here rather than waited for on the worker's minute schedule, so the test does not
    // depend on where in the minute the kill fell; the jobs above took longer than its threshold.
    overrideEnvForTests({ MESSAGE_STUCK_LOOKUP_AFTER_MS: '15000' });
    await sweepMessages(
      db(),
      new Date(),
      twilioTextProvider({
        accountSid: 'ACworkertest',
        authToken: 'unused-token',
        baseUrl: provider.url,
        timeoutMs: 10_000,
      }),
    );
    const swept = await statusesOf(inFlight);
    expect(inFlight.map((uuid) => swept.get(uuid))).toEqual(inFlight.map(() => 'DELIVERED'));
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(ours().length).toBe(uuids.length);
  }, 240_000);
});

const recipientsOf = (handOvers: Array<{ to: string }>) => new Set(handOvers.map((h) => h.to));
