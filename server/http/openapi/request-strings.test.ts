import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isGuardedJson } from '../../core/text';
import { allContracts } from './registry';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  catchall?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

/** The string schemas a request schema holds, with where (guarded JSON values are checked whole). */
function stringsIn(schema: z.ZodType, at: string): Array<{ at: string; schema: z.ZodType }> {
  if (isGuardedJson(schema)) return [];
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'string') return [{ at, schema }];
  const children: Array<[string, z.ZodType | undefined]> = [
    ...Object.entries(def.shape ?? {}).map(([k, v]): [string, z.ZodType] => [`${at}.${k}`, v]),
    [at, def.innerType],
    [`${at}[]`, def.element],
    ...(def.options ?? []).map((o): [string, z.ZodType] => [at, o]),
    [at, def.in],
    [`${at}{key}`, def.keyType],
    [`${at}{value}`, def.valueType],
    [`${at}.*`, def.catchall],
    [at, def.left],
    [at, def.right],
  ];
  return children.flatMap(([where, child]) => (child ? stringsIn(child, where) : []));
}

const hostile = ['a\u0000b', 'a\ud800b', 'a\u0007b'];

describe('request strings of every contract', () => {
  const strings = allContracts.flatMap((contract) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = contract[part];
      return schema ? stringsIn(schema, `${contract.operationId} ${part}`) : [];
    }),
  );

  it('are found (the walk sees the schemas)', () => {
    expect(strings.length).toBeGreaterThan(200);
  });

  it('refuse NUL, lone surrogates and control characters', () => {
    for (const { at, schema } of strings) {
      for (const value of hostile)
        expect(schema.safeParse(value).success, `${at} ${JSON.stringify(value)}`).toBe(false);
    }
  });

  it('are bounded: a 100 KB value is refused', () => {
    const long = 'a'.repeat(100_001);
    expect(strings.filter(({ schema }) => schema.safeParse(long).success).map(({ at }) => at)).toEqual([]);
  });
});
