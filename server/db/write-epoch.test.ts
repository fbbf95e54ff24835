import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from './client';
import { writeEpoch } from './write-epoch';

describe('the writes this process sends', () => {
  it('are counted as they go out (a commit, or a write outside a transaction), reads are not', async () => {
    const start = writeEpoch();
    await db().execute(sql`select 1`);
    expect(writeEpoch()).toBe(start);
    await db().execute(sql`delete from booking_day_stamps where department_uuid = 'no such department'`);
    const afterInsert = writeEpoch();
    expect(afterInsert).toBeGreaterThan(start);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select 2`);
    });
    // Its COMMIT counts: a transaction may have written through a function or a trigger.
    expect(writeEpoch()).toBeGreaterThan(afterInsert);
  });
});
