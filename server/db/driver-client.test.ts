import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from './client';
import { driverClientOf } from './driver-client';
import { openTransaction, pipelinedTransaction } from './pipelined-transaction';

const transactionIdOf = async (client: ReturnType<typeof driverClientOf>) => {
  const [row] = await client<{ id: string }[]>`select txid_current()::text as id`;
  return row?.id;
};

describe('driverClientOf', () => {
  it("answers the pool behind db() and the connection of an opened transaction (drizzle's public $client)", async () => {
    const [one] = await driverClientOf(db())<{ one: number }[]>`select 1 as one`;
    expect(one?.one).toBe(1);
    const transaction = await openTransaction(db());
    const [row] = await transaction.tx.execute<{ id: string }>(sql`select txid_current()::text as id`);
    const client = driverClientOf(transaction.tx);
    const ids = [row?.id, await transactionIdOf(client)];
    await transaction.commitBehind(Promise.resolve());
    // Past COMMIT the connection may serve someone else: the client refuses to send there.
    expect(() => client`select 1`).toThrow('a statement was sent after its transaction ended');
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });

  it("refuses a handle drizzle made itself (a savepoint's), rather than read drizzle's internals", async () => {
    await expect(
      pipelinedTransaction(db(), (tx) => tx.transaction(async (savepoint) => driverClientOf(savepoint))),
    ).rejects.toThrow(/handle made by drizzle\(\)/);
  });
});
