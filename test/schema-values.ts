import fc from 'fast-check';
import { z } from 'zod';

/*
 * Values for a zod schema, for property tests of code that must agree with zod's parse. Left alone
 * they are valid where the schema has no checks (keys in the schema's order, optional keys present
 * or absent); given `odd`, any part may instead be one of its values, or a required key left out.
 */

type Odd = fc.Arbitrary<unknown> | undefined;

const absent = Symbol('absent');

function objectValues(schema: z.ZodObject, odd: Odd): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.shape).map(([key, field]) => {
    const value = schemaValues(field as z.ZodType, odd);
    const omittable = odd !== undefined || (field as z.ZodType)._zod.optin === 'optional';
    return fc.tuple(fc.constant(key), omittable ? fc.option(value, { nil: absent, freq: 6 }) : value);
  });
  return fc.tuple(...fields).map((entries) => {
    const made: Record<string, unknown> = {};
    for (const [key, value] of entries) if (value !== absent) made[key] = value;
    return made;
  });
}

/** Keys a record keeps as they are (zod drops __proto__ and refuses a function constructor). */
const recordKey = fc.string({ maxLength: 8 }).filter((key) => key !== '__proto__' && key !== 'constructor');

function madeValues(schema: z.ZodType, odd: Odd): fc.Arbitrary<unknown> {
  const of = (part: unknown) => schemaValues(part as z.ZodType, odd);
  if (schema instanceof z.ZodObject) return objectValues(schema, odd);
  if (schema instanceof z.ZodArray) return fc.array(of(schema.element), { maxLength: 3 });
  if (schema instanceof z.ZodRecord) return fc.dictionary(recordKey, of(schema.valueType), { maxKeys: 3 });
  if (schema instanceof z.ZodNullable) return fc.option(of(schema.unwrap()), { nil: null });
  if (schema instanceof z.ZodOptional) return fc.option(of(schema.unwrap()), { nil: undefined });
  if (schema instanceof z.ZodDefault) return of(schema.unwrap());
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodType[]).map(of));
  if (schema instanceof z.ZodPipe) return of(schema.in);
  if (schema instanceof z.ZodString) return fc.string({ maxLength: 12 });
  if (schema instanceof z.ZodNumber) return fc.integer({ min: -1000, max: 1000 });
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral)
    return fc.constantFrom(...schema._zod.values);
  if (schema instanceof z.ZodNull) return fc.constant(null);
  return fc.jsonValue({ maxDepth: 2 });
}

export function schemaValues(schema: z.ZodType, odd?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const made = madeValues(schema, odd);
  return odd === undefined ? made : fc.oneof({ arbitrary: made, weight: 12 }, { arbitrary: odd, weight: 1 });
}

/** Values of the wrong kind that keep a value's shape: zod and a check of kinds alone must agree on them. */
export const wrongKinds = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  'x',
  0,
  -0,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  [],
  {},
  [null],
  'LABOR',
);

class Subclassed extends Array<unknown> {}

/** Values whose JSON is not what their keys and elements say, or that zod reads otherwise than JSON writes. */
export const trickyValues = fc.oneof(
  wrongKinds,
  fc.anything({
    maxDepth: 2,
    withNullPrototype: true,
    withBoxedValues: true,
    withSparseArray: true,
    withDate: true,
    withObjectString: true,
  }),
  fc.constantFrom<unknown>(
    Object.assign(['a'], { toJSON: () => 'other' }),
    Subclassed.from(['a']),
    JSON.parse('{"__proto__": "x", "a": "b"}'),
    { constructor: () => 1 },
    { [Symbol('hidden')]: 1 },
    { toJSON: () => 'other' },
    new Date(0),
    new (class Answer {
      uuid = 'a';
    })(),
  ),
);
