import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaValues, trickyValues, wrongKinds } from '../../test/schema-values';
import {
  listResponseSchema,
  lookupManyResponseSchema,
  lookupOneResponseSchema,
  saveResponseSchema,
} from '../appointments/appointment.schemas';
import { text } from '../core/text';
import { answerCheckFor } from './answer-check';
import { allContracts } from './openapi/registry';

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

  it('runs nothing a field name says: names are only ever read as names', () => {
    const names = [
      '"]) { globalThis.ranFromName = 1; } if (v["',
      "'); globalThis.ranFromName = 1; //",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a name that would run were it written into a template
      '`${globalThis.ranFromName = 1}`',
      '\u2028globalThis.ranFromName = 1\u2029',
      '*/ globalThis.ranFromName = 1; /*',
      '\\',
      '</script>',
      '__proto__',
    ];
    const schema = z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
    const checkOfNames = answerCheckFor(schema);
    const value = Object.fromEntries(names.map((name) => [name, name]));
    expect(checkOfNames?.(value)).toBe(schema.safeParse(value).success);
    expect(checkOfNames?.({ ...value, [names[0] as string]: 1 })).toBe(false);
    expect((globalThis as { ranFromName?: number }).ranFromName).toBeUndefined();
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

/** What the route relies on: a check that passes only what zod's parse gives back unchanged, as JSON. */
function agreesWithZod(schema: z.ZodType, value: unknown): boolean {
  const passed = answerCheckFor(schema)?.(value);
  if (!passed) return true;
  const parsed = schema.safeParse(value);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(value);
}

describe('the answer check against zod’s parse, part by part', () => {
  const cases: Array<[string, z.ZodType, unknown, boolean]> = [
    [
      'an optional field over a default, absent (zod fills it in)',
      z.object({ a: z.string().default('x').optional() }),
      {},
      false,
    ],
    [
      'an optional field over a default, given',
      z.object({ a: z.string().default('x').optional() }),
      { a: 'y' },
      true,
    ],
    ['a list over its maximum length', z.object({ l: z.array(z.string()).max(1) }), { l: ['a', 'b'] }, false],
    [
      'an object its refinement refuses',
      z.object({ o: z.object({ x: z.string() }).refine((o) => o.x !== 'no') }),
      { o: { x: 'no' } },
      false,
    ],
    [
      'an object its refinement accepts',
      z.object({ o: z.object({ x: z.string() }).refine((o) => o.x !== 'no') }),
      { o: { x: 'ok' } },
      true,
    ],
    [
      'a null a refined nullable refuses',
      z.object({
        s: z
          .string()
          .nullable()
          .refine((s) => s !== null),
      }),
      { s: null },
      false,
    ],
    ['nullish: null', z.object({ s: z.string().nullish() }), { s: null }, true],
    ['nullish: absent', z.object({ s: z.string().nullish() }), {}, true],
    ['optional then nullable: absent', z.object({ s: z.string().optional().nullable() }), {}, true],
    [
      'an optional key found on a prototype only',
      z.object({ s: z.string().optional() }),
      Object.create({ s: 'x' }),
      false,
    ],
    [
      'a strict object with its keys',
      z.object({ o: z.strictObject({ x: z.string() }) }),
      { o: { x: 'a' } },
      true,
    ],
    [
      'a strict object with another key',
      z.object({ o: z.strictObject({ x: z.string() }) }),
      { o: { x: 'a', y: 1 } },
      false,
    ],
    [
      'a loose object with another key (zod keeps it)',
      z.object({ o: z.looseObject({ x: z.string() }) }),
      { o: { x: 'a', y: 1 } },
      true,
    ],
    [
      'a stripped object with another key',
      z.object({ o: z.object({ x: z.string() }) }),
      { o: { x: 'a', y: 1 } },
      false,
    ],
    [
      'an object of a class',
      z.object({ o: z.object({ x: z.string() }) }),
      {
        o: new (class {
          x = 'a';
        })(),
      },
      false,
    ],
    [
      'an object without a prototype',
      z.object({ o: z.object({ x: z.string() }) }),
      { o: Object.assign(Object.create(null), { x: 'a' }) },
      true,
    ],
    ['an unknown field given as undefined', z.object({ u: z.unknown() }), { u: undefined }, true],
    ['an unknown field absent', z.object({ u: z.unknown() }), {}, false],
    [
      'a list with its own toJSON',
      z.object({ l: z.array(z.string()) }),
      { l: Object.assign(['a'], { toJSON: () => 'x' }) },
      false,
    ],
    [
      'a list of a subclass',
      z.object({ l: z.array(z.string()) }),
      { l: class extends Array {}.from(['a']) },
      false,
    ],
    [
      'a list of optional strings with a hole',
      z.object({ l: z.array(z.string().optional()) }),
      { l: new Array(2) },
      true,
    ],
    [
      'a record with a __proto__ key',
      z.object({ r: z.record(z.string(), z.string()) }),
      { r: JSON.parse('{"__proto__":"x"}') },
      false,
    ],
    [
      'a record with a symbol key',
      z.object({ r: z.record(z.string(), z.string()) }),
      { r: { [Symbol('s')]: 'x' } },
      false,
    ],
    [
      'a record with a constructor key',
      z.object({ r: z.record(z.string(), z.unknown()) }),
      { r: { constructor: () => 1 } },
      false,
    ],
    [
      'a record whose keys have a pattern',
      z.object({ r: z.record(z.string().regex(/^a/), z.string()) }),
      { r: { b: 'x' } },
      false,
    ],
    [
      'a record of unknown values with undefined',
      z.object({ r: z.record(z.string(), z.unknown()) }),
      { r: { a: undefined } },
      true,
    ],
    ['a TypeScript enum’s value', z.object({ e: z.enum({ A: 1, 1: 'A' } as const) }), { e: 1 }, true],
    [
      'a TypeScript enum’s name (zod reads its values alone)',
      z.object({ e: z.enum({ A: 1, 1: 'A' } as const) }),
      { e: 'A' },
      false,
    ],
    ['a literal among several', z.object({ l: z.literal(['a', 2]) }), { l: 2 }, true],
    ['a number that is not a number', z.object({ n: z.number() }), { n: Number.NaN }, false],
    ['minus zero', z.object({ n: z.number() }), { n: -0 }, true],
    ['an integer that is not', z.object({ n: z.number().int() }), { n: 1.5 }, false],
    ['an e-mail that is not', z.object({ s: z.email() }), { s: 'x' }, false],
    ['a transform', z.object({ n: z.number().transform(String) }), { n: 1 }, false],
    ['a union it parses and compares', z.object({ u: z.union([z.string(), z.number()]) }), { u: 1 }, true],
    [
      'exactOptional given as undefined',
      z.object({ s: z.string().exactOptional() }),
      { s: undefined },
      false,
    ],
  ];
  it.each(cases)('%s', (_, schema, value, expected) => {
    expect(answerCheckFor(schema)?.(value)).toBe(expected);
    expect(agreesWithZod(schema, value)).toBe(true);
  });
});

describe('the answer check on random answers', () => {
  const appointmentAnswers: Array<[string, z.ZodType]> = [
    ['one appointment', lookupOneResponseSchema],
    ['appointments by date', lookupManyResponseSchema],
    ['a page of the list', listResponseSchema],
    ['a saved appointment', saveResponseSchema],
  ];

  it.each(appointmentAnswers)('passes every valid answer of %s as it is', (_, schema) => {
    const check = answerCheckFor(schema);
    fc.assert(
      fc.property(schemaValues(schema), (value) => {
        expect(check?.(value)).toBe(true);
        expect(JSON.stringify(schema.parse(value))).toBe(JSON.stringify(value));
      }),
      { numRuns: 100 },
    );
  });

  it.each(appointmentAnswers)(
    'says what zod says of %s with values of the wrong kind or keys left out',
    (_, schema) => {
      const check = answerCheckFor(schema);
      fc.assert(
        fc.property(schemaValues(schema, wrongKinds), (value) => {
          expect(check?.(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 200 },
      );
    },
  );

  it('passes nothing zod would refuse or write otherwise, for the answer of every operation', () => {
    for (const { operationId, response } of allContracts) {
      fc.assert(
        fc.property(fc.oneof(schemaValues(response), schemaValues(response, trickyValues)), (value) => {
          expect(agreesWithZod(response, value), operationId).toBe(true);
        }),
        { numRuns: 30 },
      );
    }
  });
});
