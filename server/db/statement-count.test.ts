import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { series } from '../observability/metrics';
import { db } from './client';
import { openTransaction } from './pipelined-transaction';
import { roundTripsMade, statementsSent } from './statement-count';

const exposed = async () => {
  const metrics = await series().registry.getSingleMetricAsString('servicebay_db_statements_total');
  return Number(/^servicebay_db_statements_total (\d+)$/m.exec(metrics)?.[1]);
};

describe('the statements the pool sends', () => {
  it('are counted one by one, transactions with their BEGIN and COMMIT, and exposed as a metric', async () => {
    await db().execute(sql`select 1`);
    const before = statementsSent();
    await db().execute(sql`select 1`);
    expect(statementsSent()).toBe(before + 1);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    expect(statementsSent()).toBe(before + 5);
    expect(await exposed()).toBe(statementsSent());
  });
});

describe('the round trips a transaction makes', () => {
  it('statements sent together share one; each awaited alone costs its own; BEGIN and COMMIT go with them', async () => {
    const before = roundTripsMade();
    const statementsBefore = statementsSent();
    const transaction = await openTransaction(db());
    await Promise.all([
      transaction.tx.execute(sql`select 1`),
      transaction.tx.execute(sql`select 2`),
      transaction.tx.execute(sql`select 3`),
    ]);
    expect(roundTripsMade() - before).toBe(1);
    await transaction.tx.execute(sql`select 4`);
    expect(roundTripsMade() - before).toBe(2);
    await transaction.commitBehind(Promise.all([transaction.tx.execute(sql`select 5`)]));
    expect(roundTripsMade() - before).toBe(3);
    expect(statementsSent() - statementsBefore).toBe(7);
  });

  it('a statement after COMMIT is refused, not sent on a connection someone else may hold', async () => {
    const transaction = await openTransaction(db());
    await transaction.commitBehind(Promise.resolve(null));
    await expect(transaction.tx.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'a statement was sent after its transaction ended' },
    });
  });
});
