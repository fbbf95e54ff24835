import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, poolGeneration, replacePoolAfterLostConnection } from './client';

const arrays = async () =>
  db().execute<{ names: string[]; counts: number[] }>(
    sql`select array['a','b']::text[] as names, array[1,2]::int4[] as counts`,
  );

describe('a pool replaced after a lost connection', () => {
  it('is a new pool that still reads arrays, with the types the first pool learnt', async () => {
    expect([...(await arrays())]).toEqual([{ names: ['a', 'b'], counts: [1, 2] }]);
    const first = poolGeneration();
    replacePoolAfterLostConnection(first);
    expect(poolGeneration()).toBe(first + 1);
    // The replacement does not ask the server for its types again, so it must have been given them.
    expect([...(await arrays())]).toEqual([{ names: ['a', 'b'], counts: [1, 2] }]);
  });
});
