import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { db } from '../db/client';
import {
  appointments,
  auditEntries,
  idempotencyKeys,
  messages,
  paymentAttempts,
  paymentInvoices,
  processorEvents,
  userSessions,
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../db/schema';
import type { WebhookDeliveryStatus } from '../db/schema/outbound';
import { env } from '../env';
import { newUuid } from '../ids';
import { pruneHistory } from './prune-history';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const retention = () => env().HISTORY_RETENTION_DAYS;

async function addDelivery(status: WebhookDeliveryStatus, endedAt: Date): Promise<string> {
  const uuid = newUuid();
  await db().insert(webhookDeliveries).values({
    uuid,
    kind: 'message.status',
    url: 'https://partner.example.com/hook',
    payload: {},
    status,
    createdAt: endedAt,
    updatedAt: endedAt,
  });
  await db()
    .insert(webhookDeliveryAttempts)
    .values({ uuid: newUuid(), deliveryUuid: uuid, attemptNumber: 1, durationMs: 5, createdAt: endedAt });
  return uuid;
}

async function addEvent(processedAt: Date | null, createdAt: Date): Promise<string> {
  const id = `evt_${newUuid()}`;
  await db().insert(processorEvents).values({
    id,
    processor: 'stripe',
    type: 'checkout.session.completed',
    payload: {},
    processedAt,
    createdAt,
  });
  return id;
}

async function addIdempotencyKey(createdAt: Date): Promise<string> {
  const uuid = newUuid();
  await db().insert(idempotencyKeys).values({
    uuid,
    principalId: 'api-client:prune-test',
    operation: 'createAppointment',
    key: uuid,
    requestHash: 'hash',
    responseStatus: 200,
    responseBody: {},
    createdAt,
  });
  return uuid;
}

type SessionTimes = { createdAt: Date; lastSeenAt: Date; endedAt?: Date };

/** A browser session of a new user, with the given times. */
async function addSession(times: SessionTimes): Promise<string> {
  const userUuid = newUuid();
  await db().insert(users).values({ uuid: userUuid, firstName: 'Pat', lastName: 'Session' });
  const uuid = newUuid();
  await db()
    .insert(userSessions)
    .values({ uuid, userUuid, device: 'Chrome on Linux', endedAt: null, ...times });
  return uuid;
}

const remainingDeliveries = async (uuids: string[]) =>
  (
    await db()
      .select({ uuid: webhookDeliveries.uuid })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.uuid, uuids))
  )
    .map((r) => r.uuid)
    .sort();

describe('pruneHistory', () => {
  it('deletes ended deliveries with their attempts past the retention, keeps recent and pending ones', async () => {
    const old = retention() + 1;
    const delivered = await addDelivery('DELIVERED', daysAgo(old));
    const failed = await addDelivery('FAILED', daysAgo(old));
    const pending = await addDelivery('PENDING', daysAgo(old));
    const recent = await addDelivery('DELIVERED', daysAgo(retention() - 1));
    await pruneHistory(db());
    expect(await remainingDeliveries([delivered, failed, pending, recent])).toEqual([pending, recent].sort());
    const attempts = await db()
      .select({ deliveryUuid: webhookDeliveryAttempts.deliveryUuid })
      .from(webhookDeliveryAttempts)
      .where(inArray(webhookDeliveryAttempts.deliveryUuid, [delivered, failed]));
    expect(attempts).toEqual([]);
  });

  it('deletes processed processor events past the retention, keeps unprocessed and recent ones', async () => {
    const processedOld = await addEvent(daysAgo(retention() + 1), daysAgo(retention() + 2));
    const unprocessedOld = await addEvent(null, daysAgo(retention() + 2));
    const processedRecent = await addEvent(daysAgo(1), daysAgo(1));
    await pruneHistory(db());
    const left = await db()
      .select({ id: processorEvents.id })
      .from(processorEvents)
      .where(inArray(processorEvents.id, [processedOld, unprocessedOld, processedRecent]));
    expect(left.map((r) => r.id).sort()).toEqual([unprocessedOld, processedRecent].sort());
  });

  it('keeps Idempotency-Keys a retry could still send for a week', async () => {
    const expired = await addIdempotencyKey(daysAgo(8));
    const live = await addIdempotencyKey(daysAgo(6));
    await pruneHistory(db());
    const left = await db()
      .select({ uuid: idempotencyKeys.uuid })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.uuid, [expired, live]));
    expect(left.map((r) => r.uuid)).toEqual([live]);
  });

  it('deletes browser sessions a week after they stopped standing, keeps live and recently ended ones', async () => {
    const now = daysAgo(0);
    const signedOutLongAgo = await addSession({
      createdAt: daysAgo(9),
      lastSeenAt: daysAgo(9),
      endedAt: daysAgo(8),
    });
    const signedOutYesterday = await addSession({
      createdAt: daysAgo(2),
      lastSeenAt: daysAgo(1),
      endedAt: daysAgo(1),
    });
    const idleLongAgo = await addSession({ createdAt: daysAgo(8), lastSeenAt: daysAgo(8) });
    const pastLifetimeLongAgo = await addSession({
      createdAt: daysAgo(env().SESSION_MAX_DAYS + 8),
      lastSeenAt: now,
    });
    const live = await addSession({ createdAt: now, lastSeenAt: now });
    const all = [signedOutLongAgo, signedOutYesterday, idleLongAgo, pastLifetimeLongAgo, live];
    await pruneHistory(db());
    const left = await db()
      .select({ uuid: userSessions.uuid })
      .from(userSessions)
      .where(inArray(userSessions.uuid, all));
    expect(left.map((r) => r.uuid).sort()).toEqual([signedOutYesterday, live].sort());
  });

  it('deletes at most batchSize rows per statement and maxBatches batches per run', async () => {
    const uuids = await Promise.all(
      Array.from({ length: 5 }, () => addDelivery('DELIVERED', daysAgo(retention() + 3))),
    );
    const first = await pruneHistory(db(), { batchSize: 2, maxBatches: 1 });
    expect(first.webhookDeliveries).toBe(2);
    expect((await remainingDeliveries(uuids)).length).toBe(3);
    await pruneHistory(db(), { batchSize: 2, maxBatches: 10 });
    expect(await remainingDeliveries(uuids)).toEqual([]);
  });

  it("never deletes the dealership's records, however old", async () => {
    const records: PgTable[] = [messages, appointments, auditEntries, paymentInvoices, paymentAttempts];
    const counts = () =>
      Promise.all(records.map(async (t) => (await db().select({ n: count() }).from(t))[0]?.n));
    // An audit entry from long ago: older than any cut-off, still kept.
    const old = daysAgo(retention() * 10);
    await db().insert(auditEntries).values({
      uuid: newUuid(),
      occurredAt: old,
      actorKind: 'system',
      actorName: 'prune test',
      action: 'dealer.payments',
      targetKind: 'dealer',
      targetUuid: newUuid(),
      createdAt: old,
      updatedAt: old,
    });
    const before = await counts();
    expect(before[2]).toBeGreaterThan(0);
    await pruneHistory(db(), { now: new Date(Date.now() + 20 * 365 * 86_400_000) });
    expect(await counts()).toEqual(before);
  });
});
