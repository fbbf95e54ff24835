import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUuid } from '../ids';
import { db } from './client';
import { pipelinedTransaction } from './pipelined-transaction';
import { preparedOnce } from './prepared-once';
import { authFailures } from './schema';

const failuresOfKey = preparedOnce('test_failures_of_key', (tx) =>
  tx
    .select({ key: authFailures.throttleKey, at: authFailures.occurredAt })
    .from(authFailures)
    .where(eq(authFailures.throttleKey, sql.placeholder('key'))),
);

const recordFailure = (key: string, occurredAt: Date) => ({ uuid: newUuid(), throttleKey: key, occurredAt });

describe('preparedOnce', () => {
  it('answers each call with its own values, mapped as the builder maps them', async () => {
    const [first, second] = [`prepared-${newUuid()}`, `prepared-${newUuid()}`];
    const at = new Date('2026-11-25T10:00:00Z');
    await db()
      .insert(authFailures)
      .values([recordFailure(first, at), recordFailure(second, at)]);
    expect(await failuresOfKey(db()).execute({ key: first })).toEqual([{ key: first, at }]);
    expect(await failuresOfKey(db()).execute({ key: second })).toEqual([{ key: second, at }]);
    expect(await failuresOfKey(db()).execute({ key: 'nobody' })).toEqual([]);
  });

  it('runs inside the caller’s transaction: it sees what the transaction wrote and nobody else has', async () => {
    const key = `prepared-${newUuid()}`;
    const at = new Date('2026-11-25T11:00:00Z');
    const seen = await pipelinedTransaction(db(), async (tx) => {
      await tx.insert(authFailures).values(recordFailure(key, at));
      const inside = await failuresOfKey(tx).execute({ key });
      const outside = await failuresOfKey(db()).execute({ key });
      return { inside, outside };
    });
    expect(seen.inside).toEqual([{ key, at }]);
    expect(seen.outside).toEqual([]);
    await db().transaction(async (tx) => {
      expect(await failuresOfKey(tx).execute({ key })).toEqual([{ key, at }]);
    });
  });
});
