import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allInOrder, attempt } from './all-in-order';
import { db } from './client';
import { preparedSql } from './prepared';

const resolveAfter = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe('allInOrder', () => {
  it('answers every result in the order of the steps, however they finish', async () => {
    await expect(
      allInOrder([() => resolveAfter(20, 'slow'), () => 'plain', () => resolveAfter(1, 42)]),
    ).resolves.toEqual(['slow', 'plain', 42]);
  });

  it('starts every step before any finishes', async () => {
    const started: number[] = [];
    const step = (n: number) => () => {
      started.push(n);
      return resolveAfter(10, n);
    };
    const all = allInOrder([step(1), step(2), step(3)]);
    expect(started).toEqual([1, 2, 3]);
    await all;
  });

  it('throws the failure of the earliest failing step, not the one that failed first', async () => {
    await expect(
      allInOrder([
        () => 'fine',
        () => failAfter(20, 'customer missing'),
        () => failAfter(1, 'vehicle missing'),
      ]),
    ).rejects.toThrow('customer missing');
  });

  it('counts a step that throws before its first await as failed in its place', async () => {
    await expect(
      allInOrder([
        () => {
          throw new Error('bad time');
        },
        () => failAfter(1, 'later fault'),
      ]),
    ).rejects.toThrow('bad time');
  });
});

describe('allInOrder in a transaction', () => {
  const readSetting = preparedSql<Record<string, never>, { value: string | null }>(
    'test_read_probe_setting',
    () => sql`select current_setting('servicebay.probe', true) as value`,
  );
  const writeSetting = preparedSql<{ value: string }>(
    'test_write_probe_setting',
    (v) => sql`select set_config('servicebay.probe', ${v.value}, true)`,
  );

  it('runs the statements its steps send before their first wait in the order of the steps', async () => {
    const seen = await db().transaction(async (tx) => {
      const [, before, , after] = await allInOrder([
        () => writeSetting(tx, { value: 'first' }),
        async () => readSetting(tx, {}),
        () => writeSetting(tx, { value: 'second' }),
        async () => readSetting(tx, {}),
      ]);
      return [before[0]?.value, after[0]?.value];
    });
    expect(seen).toEqual(['first', 'second']);
  });
});

describe('attempt', () => {
  it('runs the step at once and answers its value, or its failure, whenever asked', async () => {
    let runs = 0;
    const parsed = attempt(() => ++runs);
    expect(runs).toBe(1);
    await expect(parsed()).resolves.toBe(1);
    await expect(parsed()).resolves.toBe(1);
    const failed = attempt(() => {
      throw new Error('not a time');
    });
    await expect(allInOrder([() => 'customer found', failed])).rejects.toThrow('not a time');
  });
});
