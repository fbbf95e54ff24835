import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { endCoolDowns, openBreakers, resetBreakers } from '../../server/messaging/text-breaker';
import { series } from '../../server/observability/metrics';
import { queues } from '../../server/queue/queues';
import { queueTexts, type Refusal, startFakeTextProvider } from '../ops/worker-processes';
import { processJobsNow } from '../process-jobs-now';
import { runOnDatabaseOfItsOwn } from '../support/database-of-its-own';

/*
 * A text provider that is down or refuses our credentials never fails a text: its send jobs retry
 * (a day's worth), the breaker stops hand-overs, and texts leave once a probe finds it back.
 */

// It runs every queued send job and counts the breaker's failures: other files' texts must not
// reach its refusing provider.
runOnDatabaseOfItsOwn();

const account = 'twilio:ACprovideroutage';
const outage: Refusal = { status: 503, code: 20500, message: 'Service unavailable' };
const wrongCredentials: Refusal = { status: 401, code: 20003, message: 'Authenticate' };
let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;

beforeAll(async () => {
  provider = await startFakeTextProvider(0);
  overrideEnvForTests({ TWILIO_ACCOUNT_SID: 'ACprovideroutage', TWILIO_BASE_URL: provider.url });
});

afterAll(async () => {
  await provider.close();
});

beforeEach(async () => {
  await resetBreakers(db());
  provider.refuseAll(null);
});

/** Every send job of these texts (retries and put-off ones) due now, as time passing would make them. */
async function makeSendsDue(uuids: string[]): Promise<void> {
  await db().execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = ${queues.messagingSend} and state in ('created', 'retry')
          and data->>'messageUuid' in ${sql`(${sql.join(
            uuids.map((uuid) => sql`${uuid}`),
            sql`, `,
          )})`}`,
  );
}

async function statuses(uuids: string[]): Promise<string[]> {
  const rows = await db()
    .select({ status: messages.deliveryStatus })
    .from(messages)
    .where(inArray(messages.uuid, uuids));
  return rows.map((row) => row.status);
}

const handOversOf = (body: string) => provider.handOvers.filter((handOver) => handOver.body.includes(body));

async function breakerGauge(): Promise<number> {
  const metric = await series().textProviderBreakerOpen.get();
  return metric.values[0]?.value ?? -1;
}

/** Runs due sends, then makes the rest due, until every text is SENT (or the rounds run out). */
async function sendUntilAllSent(uuids: string[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await processJobsNow(queues.messagingSend);
    if ((await statuses(uuids)).every((status) => status === 'SENT')) return;
    await endCoolDowns(db());
    await makeSendsDue(uuids);
  }
}

describe('text provider outages', () => {
  it('retries through an outage, then sends every text, none FAILED', async () => {
    const { uuids, body } = await queueTexts(3);
    provider.refuseAll(outage);
    for (let round = 0; round < 2; round++) {
      await processJobsNow(queues.messagingSend);
      await makeSendsDue(uuids);
    }
    // Five failures in a row open the breaker (hand-overs already in flight still end).
    expect(openBreakers()).toEqual([account]);
    const refused = handOversOf(body).length;
    expect(refused).toBeGreaterThanOrEqual(5);
    // Open, it holds the retries back: nothing is handed over, nothing fails.
    await processJobsNow(queues.messagingSend);
    expect(handOversOf(body).length).toBe(refused);
    expect(await statuses(uuids)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    expect(await breakerGauge()).toBe(1);

    provider.refuseAll(null);
    await sendUntilAllSent(uuids, 4);
    expect(await statuses(uuids)).toEqual(['SENT', 'SENT', 'SENT']);
    expect(openBreakers()).toEqual([]);
    expect(await breakerGauge()).toBe(0);
  });

  it('opens at once on refused credentials and keeps the texts QUEUED', async () => {
    const first = await queueTexts(1);
    provider.refuseAll(wrongCredentials);
    await processJobsNow(queues.messagingSend);
    expect(openBreakers()).toEqual([account]);
    expect(await statuses(first.uuids)).toEqual(['QUEUED']);

    // While it is open, texts are not handed over at all, and not failed.
    const later = await queueTexts(2);
    await processJobsNow(queues.messagingSend);
    expect(handOversOf(later.body)).toEqual([]);
    expect(await statuses(later.uuids)).toEqual(['QUEUED', 'QUEUED']);
  });

  it('probes once after the cool-down, reopens while refused, closes when the provider is back', async () => {
    const { uuids, body } = await queueTexts(3);
    provider.refuseAll(wrongCredentials);
    await processJobsNow(queues.messagingSend);
    const refused = handOversOf(body).length;
    expect(openBreakers()).toEqual([account]);

    // The cool-down over, one text probes; still refused, the breaker opens again.
    await endCoolDowns(db());
    await makeSendsDue(uuids);
    await processJobsNow(queues.messagingSend);
    expect(handOversOf(body).length).toBe(refused + 1);
    expect(openBreakers()).toEqual([account]);
    expect(await statuses(uuids)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);

    provider.refuseAll(null);
    await sendUntilAllSent(uuids, 3);
    expect(openBreakers()).toEqual([]);
    expect(await statuses(uuids)).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it('honours Retry-After: the breaker stays open as long as the provider asked', async () => {
    const { uuids, body } = await queueTexts(2);
    provider.refuseAll({ status: 429, code: 20429, message: 'Too many requests', retryAfter: '3600' });
    await processJobsNow(queues.messagingSend);
    expect(openBreakers()).toEqual([account]);
    const refused = handOversOf(body).length;
    await makeSendsDue(uuids);
    await processJobsNow(queues.messagingSend);
    expect(handOversOf(body).length).toBe(refused);
    expect(await statuses(uuids)).toEqual(['QUEUED', 'QUEUED']);
  });

  it('reads a Retry-After given as an HTTP date as well', async () => {
    const { uuids } = await queueTexts(1);
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    provider.refuseAll({ status: 503, code: 20500, message: 'Maintenance', retryAfter: inAnHour });
    await processJobsNow(queues.messagingSend);
    expect(openBreakers()).toEqual([account]);
    expect(await statuses(uuids)).toEqual(['QUEUED']);
  });
});
