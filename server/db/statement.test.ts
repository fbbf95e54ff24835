import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestTenant } from '../../test/fixtures';
import { newTenantUuid } from '../ids';
import { db } from './client';
import { dealers } from './schema';
import { recordPlaceholders, recordValues, statement, tableRow } from './statement';

const dealerName = statement<{ uuid: string }, { name: string }>(
  (_, v) => sql`select name from dealers where uuid = ${v.uuid}`,
);

describe('statement', () => {
  it('binds each run its own values, in and out of transactions', async () => {
    const first = await createTestTenant();
    const second = await createTestTenant();
    const [expectedFirst] = await db().select().from(dealers).where(eq(dealers.uuid, first.dealerUuid));
    const [expectedSecond] = await db().select().from(dealers).where(eq(dealers.uuid, second.dealerUuid));
    expect(await dealerName(db(), { uuid: first.dealerUuid })).toEqual([{ name: expectedFirst?.name }]);
    // Seen inside the transaction that renamed the dealer, then gone with its rollback.
    let seenInside: unknown;
    await db()
      .transaction(async (tx) => {
        await tx
          .update(dealers)
          .set({ name: 'Renamed in the transaction' })
          .where(eq(dealers.uuid, second.dealerUuid));
        seenInside = await dealerName(tx, { uuid: second.dealerUuid });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(seenInside).toEqual([{ name: 'Renamed in the transaction' }]);
    expect(await dealerName(db(), { uuid: second.dealerUuid })).toEqual([{ name: expectedSecond?.name }]);
  });

  it('maps values through the columns a builder bound them to', async () => {
    const keys = ['uuid', 'name', 'timeZone', 'features', 'createdAt'] as const;
    const insertDealer = statement((tx) =>
      tx.insert(dealers).values(recordPlaceholders(keys, 'd_') as PgInsertValue<typeof dealers>),
    );
    const dealer = {
      uuid: newTenantUuid(),
      name: 'Statement Motors',
      timeZone: 'America/Chicago',
      features: { schedulerEnabled: true },
      createdAt: new Date('2026-03-08T08:30:00.000Z'),
    };
    await insertDealer(db(), recordValues(dealer, 'd_'));
    const [stored] = await db().select().from(dealers).where(eq(dealers.uuid, dealer.uuid));
    expect(stored).toMatchObject(dealer);
  });

  it('refuses a run that leaves a placeholder without a value', async () => {
    await expect(dealerName(db(), {} as { uuid: string })).rejects.toThrow(/No value for placeholder "uuid"/);
  });
});

describe('tableRow', () => {
  it('reads a row as the query builder would have returned it', async () => {
    const tenant = await createTestTenant();
    const everything = statement<{ uuid: string }>(
      (_, v) => sql`select * from dealers where uuid = ${v.uuid}`,
    );
    const [row] = await everything(db(), { uuid: tenant.dealerUuid });
    const [expected] = await db().select().from(dealers).where(eq(dealers.uuid, tenant.dealerUuid));
    expect(tableRow(dealers, row as Record<string, unknown>)).toEqual(expected);
  });
});

describe('recordPlaceholders and recordValues', () => {
  it('name the same keys, so a record written through them keeps its values', () => {
    const record = { name: 'North', zip: null };
    const names = Object.values(recordPlaceholders(Object.keys(record), 'd_')).map((p) => p.name);
    expect(names).toEqual(Object.keys(recordValues(record, 'd_')));
    expect(recordValues(record, 'd_')).toEqual({ d_name: 'North', d_zip: null });
  });
});
