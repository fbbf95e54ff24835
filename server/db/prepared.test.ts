import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestTenant } from '../../test/fixtures';
import { db } from './client';
import { pipelinedTransaction } from './pipelined-transaction';
import { prepared, preparedSql } from './prepared';
import { dealers } from './schema';

const dealerName = preparedSql<{ uuid: string }, { name: string }>(
  'test-dealer-name',
  (v) => sql`select name from dealers where uuid = ${v.uuid}`,
);

const dealerByUuid = prepared<{ uuid: string }, { name: string; timeZone: string }[]>(
  'test-dealer-by-uuid',
  (database) =>
    database
      .select({ name: dealers.name, timeZone: dealers.timeZone })
      .from(dealers)
      .where(eq(dealers.uuid, sql.placeholder('uuid'))),
);

describe('prepared', () => {
  it('runs on the pool and inside each transaction it is given, with each run’s own values', async () => {
    const first = await createTestTenant();
    const second = await createTestTenant();
    const [expectedFirst] = await db().select().from(dealers).where(eq(dealers.uuid, first.dealerUuid));
    const [expectedSecond] = await db().select().from(dealers).where(eq(dealers.uuid, second.dealerUuid));
    expect(await dealerName(db(), { uuid: first.dealerUuid })).toEqual([{ name: expectedFirst?.name }]);
    expect(await dealerByUuid(db(), { uuid: second.dealerUuid })).toEqual([
      { name: expectedSecond?.name, timeZone: expectedSecond?.timeZone },
    ]);
    // Seen inside the transaction that renamed the dealer, then gone with its rollback.
    const seenInside: unknown[] = [];
    await db()
      .transaction(async (tx) => {
        await tx
          .update(dealers)
          .set({ name: 'Renamed in the transaction' })
          .where(eq(dealers.uuid, second.dealerUuid));
        seenInside.push(await dealerName(tx, { uuid: second.dealerUuid }));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    await pipelinedTransaction(db(), async (tx) => {
      await tx.update(dealers).set({ name: 'Renamed again' }).where(eq(dealers.uuid, first.dealerUuid));
      seenInside.push(await dealerByUuid(tx, { uuid: first.dealerUuid }));
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(seenInside).toEqual([
      [{ name: 'Renamed in the transaction' }],
      [{ name: 'Renamed again', timeZone: expectedFirst?.timeZone }],
    ]);
    expect(await dealerName(db(), { uuid: second.dealerUuid })).toEqual([{ name: expectedSecond?.name }]);
    expect(await dealerName(db(), { uuid: first.dealerUuid })).toEqual([{ name: expectedFirst?.name }]);
  });

  it('refuses a run without its values', async () => {
    await expect(dealerName(db(), {} as { uuid: string })).rejects.toThrow(/uuid/);
  });
});
