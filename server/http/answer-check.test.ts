import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../core/text';
import { answerCheckFor } from './answer-check';

const line = z.object({
  uuid: z.string(),
  title: text({ max: 10 }).nullish(),
  minutes: z.number(),
  kind: z.enum(['LABOR', 'PARTS']),
});
const answer = z.object({
  version: z.literal(2),
  items: z.array(
    z.object({
      uuid: z.string(),
      cancelled: z.boolean(),
      lines: z.array(line),
      meta: z.record(z.string(), z.unknown()).nullable(),
      extra: z.unknown(),
    }),
  ),
  total: z.union([z.string(), z.number()]).transform(String).optional(),
});

const good = () => ({
  version: 2,
  items: [
    {
      uuid: 'a',
      cancelled: false,
      lines: [
        { uuid: 'l1', title: 'Oil', minutes: 30, kind: 'LABOR' },
        { uuid: 'l2', title: null, minutes: 0, kind: 'PARTS' },
      ],
      meta: { source: 'dms', nested: { deep: [1, 2] } },
      extra: [{ anything: true }],
    },
    { uuid: 'b', cancelled: true, lines: [], meta: null, extra: null },
  ],
});

const check = answerCheckFor(answer);
if (!check) throw new Error('an object answer has a check');

/** What the route sends: the value itself when the check passes, else zod's parse (or nothing). */
function sent(value: unknown): string | null {
  if (check?.(value)) return JSON.stringify(value);
  const parsed = answer.safeParse(value);
  return parsed.success ? JSON.stringify(parsed.data) : null;
}

describe('the answer check that copies nothing', () => {
  it('passes an answer that matches its contract, and the JSON is what zod’s parse would give', () => {
    const value = good();
    expect(check(value)).toBe(true);
    expect(JSON.stringify(value)).toBe(JSON.stringify(answer.parse(value)));
  });

  const broken: Array<[string, (v: ReturnType<typeof good>) => void]> = [
    ['a field of the wrong type', (v) => Object.assign(v.items[0] as object, { cancelled: 'no' })],
    ['a missing field', (v) => delete (v.items[1] as { meta?: unknown }).meta],
    [
      'a number that is not finite',
      (v) => Object.assign(v.items[0]?.lines[0] as object, { minutes: Infinity }),
    ],
    ['a value outside the enum', (v) => Object.assign(v.items[0]?.lines[0] as object, { kind: 'FEES' })],
    [
      'a text over its maximum',
      (v) => Object.assign(v.items[0]?.lines[0] as object, { title: 'x'.repeat(11) }),
    ],
    ['a wrong literal', (v) => Object.assign(v, { version: 3 })],
    ['a list that is not an array', (v) => Object.assign(v.items[0] as object, { lines: {} })],
    ['a list with a hole', (v) => Object.assign(v.items[0] as object, { lines: new Array(1) })],
    ['a record that is a list', (v) => Object.assign(v.items[0] as object, { meta: [1] })],
  ];
  it.each(broken)('fails %s, and so does zod: nothing is sent', (_, breakIt) => {
    const value = good();
    breakIt(value);
    expect(check(value)).toBe(false);
    expect(answer.safeParse(value).success).toBe(false);
    expect(sent(value)).toBeNull();
  });

  const reshaped: Array<[string, (v: ReturnType<typeof good>) => void]> = [
    ['a field the contract does not name', (v) => Object.assign(v.items[0] as object, { secret: 'x' })],
    [
      'fields in another order than the contract’s',
      (v) => {
        const first = v.items[0] as { uuid?: string };
        const uuid = first.uuid;
        delete first.uuid;
        Object.assign(first, { uuid });
      },
    ],
    ['a transformed field', (v) => Object.assign(v, { total: 12 })],
  ];
  it.each(reshaped)('leaves %s to zod’s parse, and what is sent is zod’s answer', (_, change) => {
    const value = good();
    change(value);
    expect(check(value)).toBe(false);
    expect(sent(value)).toBe(JSON.stringify(answer.parse(value)));
  });

  it('passes an optional field given as undefined, which JSON and zod both leave out', () => {
    const value = good();
    Object.assign(value.items[0]?.lines[0] as object, { title: undefined });
    expect(check(value)).toBe(true);
    expect(JSON.stringify(value)).toBe(JSON.stringify(answer.parse(value)));
  });

  it('reads fields whose names hold quotes and backslashes', () => {
    const odd = z.object({ 'it\'s "odd"\\': z.string(), plain: z.number().optional() });
    const oddCheck = answerCheckFor(odd);
    expect(oddCheck?.({ 'it\'s "odd"\\': 'yes' })).toBe(true);
    expect(oddCheck?.({ 'it\'s "odd"\\': 1 })).toBe(false);
    expect(oddCheck?.({ plain: 1 })).toBe(false);
  });

  it('never passes a value whose JSON differs from zod’s parse, over many variations', () => {
    const variations: unknown[] = [null, 0, 'x', [], {}, good()];
    for (const [, change] of [...broken, ...reshaped]) {
      const value = good();
      change(value);
      variations.push(value);
    }
    for (const value of variations) {
      const parsed = answer.safeParse(value);
      if (check(value)) expect(parsed.success && JSON.stringify(parsed.data)).toBe(JSON.stringify(value));
    }
  });
});
