import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUuid } from '../ids';
import { db } from './client';
import { openTransaction, pipelinedTransaction } from './pipelined-transaction';
import { preparedSql } from './prepared';
import { authFailures } from './schema';

const transactionId = preparedSql<Record<string, never>, { id: string }>(
  'test_transaction_id',
  () => sql`select txid_current()::text as id`,
);

const failuresOf = (key: string) => db().select().from(authFailures).where(eq(authFailures.throttleKey, key));

const recordFailure = (key: string) => ({ uuid: newUuid(), throttleKey: key, occurredAt: new Date() });

describe('pipelinedTransaction', () => {
  it('runs the statements sent right behind BEGIN in the transaction, and commits', async () => {
    const key = `pipelined-${newUuid()}`;
    const ids = await pipelinedTransaction(db(), async (tx) => {
      const first = transactionId(tx, {});
      await tx.insert(authFailures).values(recordFailure(key));
      const [last] = await transactionId(tx, {});
      const [early] = await first;
      return [early?.id, last?.id];
    });
    expect(ids[0]).toBeDefined();
    expect(ids[0]).toBe(ids[1]);
    expect(await failuresOf(key)).toHaveLength(1);
  });

  it('rolls back everything on a failure, throws it, and gives the connection back', async () => {
    const key = `pipelined-${newUuid()}`;
    // More failures than the pool has connections: each must be released.
    for (let i = 0; i < 12; i++) {
      await expect(
        pipelinedTransaction(db(), async (tx) => {
          await tx.insert(authFailures).values(recordFailure(key));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect(await failuresOf(key)).toHaveLength(0);
  });

  it('rolls back when a statement fails, and throws its failure', async () => {
    const key = `pipelined-${newUuid()}`;
    await expect(
      pipelinedTransaction(db(), async (tx) => {
        await tx.insert(authFailures).values(recordFailure(key));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    expect(await failuresOf(key)).toHaveLength(0);
  });

  it('runs a nested transaction as a savepoint: its failure undoes only its own writes', async () => {
    const key = `pipelined-${newUuid()}`;
    await pipelinedTransaction(db(), async (tx) => {
      await tx.insert(authFailures).values(recordFailure(key));
      await expect(
        tx.transaction(async (nested) => {
          await nested.insert(authFailures).values(recordFailure(key));
          throw new Error('nested refused');
        }),
      ).rejects.toThrow('nested refused');
      await tx.transaction(async (nested) => {
        await nested.insert(authFailures).values(recordFailure(key));
      });
    });
    expect(await failuresOf(key)).toHaveLength(2);
  });

  it('commits behind the last statements, and commits nothing when the last step fails before any answer', async () => {
    const key = `pipelined-${newUuid()}`;
    const kept = await openTransaction(db());
    await kept.commitBehind(kept.tx.insert(authFailures).values(recordFailure(key)));
    const refused = await openTransaction(db());
    await refused.tx.insert(authFailures).values(recordFailure(key));
    await expect(refused.commitBehind(Promise.reject(new Error('refused in code')))).rejects.toThrow(
      'refused in code',
    );
    expect(await failuresOf(key)).toHaveLength(1);
  });
});
