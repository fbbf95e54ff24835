import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { series } from '../observability/metrics';
import { db } from './client';
import { statementsSent } from './statement-count';

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
