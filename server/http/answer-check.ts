import { z } from 'zod';

/** True when the value is, as JSON, exactly what the schema's parse would return. */
export type AnswerCheck = (value: unknown) => boolean;

/*
 * The kinds of schema it knows are listed in leafKind, partOf (optional, nullable) and
 * compositeCheck; every other kind, and any part carrying checks (refinements, lengths, formats),
 * is left to zod's parse, which decides.
 */

/** An object zod reads field by field and JSON writes by its own keys alone (no toJSON, no class). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A list JSON writes element by element (a subclass or an own toJSON could write something else). */
function isPlainArray(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    Object.getPrototypeOf(value) === Array.prototype &&
    !Object.hasOwn(value, 'toJSON')
  );
}

/** What zod would give back is the value itself, as JSON: parse it and compare (small parts only). */
function byParsing(schema: z.ZodType): AnswerCheck {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(value);
  };
}

/** No refinement, length, format or coercion on this part: its kind alone says what passes. */
function unchecked(schema: z.ZodType): boolean {
  const def = schema.def as { checks?: unknown[]; format?: unknown; coerce?: unknown };
  return !def.checks?.length && def.format === undefined && !def.coerce;
}

/** Leaves tested in place (a switch on a small number, not a call: most fields of an answer are these). */
const kinds = { checked: 0, string: 1, number: 2, boolean: 3, anything: 4 } as const;
type Kind = (typeof kinds)[keyof typeof kinds];

/**
 * One part of a schema: a field of an object (its key), an element of a list or a value of a record.
 * Every part has the same fields, so the loops below read them at one shape.
 */
type Part = {
  key: string;
  /** An optional key may be absent: zod and JSON both leave it out. */
  optional: boolean;
  /** undefined passes and stays undefined (an optional part, or unknown): JSON leaves it out or writes null. */
  undefinedPasses: boolean;
  nullable: boolean;
  kind: Kind;
  check: AnswerCheck;
};

/** The check of a leaf, which is tested in place and never calls it. */
const noCheck: AnswerCheck = () => false;

function leafKind(schema: z.ZodType): Kind {
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return kinds.anything;
  if (schema instanceof z.ZodString) return kinds.string;
  if (schema instanceof z.ZodNumber) return kinds.number;
  if (schema instanceof z.ZodBoolean) return kinds.boolean;
  return kinds.checked;
}

/**
 * Optional and nullable layers (in any order, without checks of their own) are peeled off into
 * flags. An optional layer over a default is not: zod puts the default in place of undefined.
 */
function partOf(key: string, schema: z.ZodType): Part {
  let optional = false;
  let nullable = false;
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional && inner._zod.optin === 'optional' && unchecked(inner)) {
      optional = true;
    } else if (inner instanceof z.ZodNullable && unchecked(inner)) {
      nullable = true;
    } else break;
    inner = inner.unwrap() as z.ZodType;
  }
  const kind = unchecked(inner) ? leafKind(inner) : kinds.checked;
  let check = noCheck;
  if (kind === kinds.checked) check = unchecked(inner) ? compositeCheck(inner) : byParsing(inner);
  const undefinedPasses = optional || kind === kinds.anything;
  return { key, optional, undefinedPasses, nullable, kind, check };
}

function passes(part: Part, value: unknown): boolean {
  if (value === undefined) return part.undefinedPasses;
  if (value === null && part.nullable) return true;
  switch (part.kind) {
    case kinds.string:
      return typeof value === 'string';
    case kinds.number:
      return typeof value === 'number' && Number.isFinite(value);
    case kinds.boolean:
      return typeof value === 'boolean';
    case kinds.anything:
      return true;
    default:
      return part.check(value);
  }
}

/** The test of a leaf on `f`, written into an object's check; fixed text, never a schema's. */
const inlineTests: Record<Exclude<Kind, typeof kinds.checked>, string> = {
  [kinds.string]: "typeof f === 'string'",
  [kinds.number]: "(typeof f === 'number' && Number.isFinite(f))",
  [kinds.boolean]: "typeof f === 'boolean'",
  [kinds.anything]: 'true',
};

/** The test of a field on `f`: a leaf's inline, any other part's check as c[index]. */
function fieldTest(part: Part, index: number): string {
  const test = part.kind === kinds.checked ? `c[${index}](f)` : inlineTests[part.kind];
  const orNull = part.nullable ? `f === null || ${test}` : test;
  return `f === undefined ? ${part.undefinedPasses} : (${orNull})`;
}

/**
 * zod writes the schema's keys in the schema's order and drops the others: the value passes when its
 * own keys are the schema's, in that order, optional ones possibly absent (and absent from its
 * prototype too, or hidden: zod would read them there). A key is written in only as JSON.stringify
 * writes it, which is a string literal whatever the key holds.
 */
function fieldStep(part: Part, index: number): string {
  const name = JSON.stringify(part.key);
  const test = fieldTest(part, index);
  return part.optional
    ? `if (g[n] === ${name}) { n++; const f = v[${name}]; if (!(${test})) return false; } else if (${name} in v) return false;`
    : `if (g[n] !== ${name}) return false; n++; { const f = v[${name}]; if (!(${test})) return false; }`;
}

/**
 * An object's check is compiled to a function of its own, as zod compiles its parsers: each reads its
 * fields by name, so the property look-ups stay fast (functions composed from the schema, sharing one
 * loop for every object shape, took twice as long: bench/answer-check.ts). Why this is safe: the
 * schemas are our own contracts, made when a route module loads, never from a request; of a schema
 * only its keys are written into the code, as JSON string literals; everything else is fixed text of
 * this module and indexes. Values of literals and enums, lengths, patterns and refinements stay in
 * zod or in the checks passed as `c`. Server only: route handlers alone import server/http, so no
 * browser (whose Content-Security-Policy has no 'unsafe-eval') ever runs it.
 */
function objectCheck(schema: z.ZodObject): AnswerCheck {
  const catchall = schema.def.catchall;
  // Strip (zod's default) or strict; a catch-all that keeps unknown keys is zod's to write.
  if (catchall !== undefined && !(catchall instanceof z.ZodNever)) return byParsing(schema);
  const fields = Object.entries(schema.shape).map(([key, field]) => partOf(key, field as z.ZodType));
  const checks = fields.map((part) => part.check);
  const body = `return function check(v) {
    if (!isPlainObject(v)) return false;
    const g = Object.keys(v);
    let n = 0;
    ${fields.map(fieldStep).join('\n    ')}
    return n === g.length;
  };`;
  return new Function('isPlainObject', 'c', body)(isPlainObject, checks) as AnswerCheck;
}

function arrayCheck(schema: z.ZodArray): AnswerCheck {
  const element = partOf('', schema.element as z.ZodType);
  return (value) => {
    if (!isPlainArray(value)) return false;
    // By index, not every(): a hole is undefined to zod and null in JSON, never skipped.
    for (let i = 0; i < value.length; i++) if (!passes(element, value[i])) return false;
    return true;
  };
}

/**
 * Records of plain string keys. zod drops a __proto__ key, refuses symbol keys and objects whose
 * constructor key holds something else than Object's: all of them are left to its parse.
 */
function recordCheck(schema: z.ZodRecord): AnswerCheck {
  const keyType = schema.keyType as z.ZodType;
  if (!(keyType instanceof z.ZodString) || !unchecked(keyType)) return byParsing(schema);
  const field = partOf('', schema.valueType as z.ZodType);
  return (value) => {
    if (!isPlainObject(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
    for (const key in value) {
      if (key === '__proto__' || key === 'constructor' || !passes(field, value[key])) return false;
    }
    return true;
  };
}

function valuesCheck(values: ReadonlySet<unknown>): AnswerCheck {
  return (value) => values.has(value);
}

/** The kinds of part this module knows besides leaves; any other (unions, pipes, defaults...) is parsed. */
function compositeCheck(schema: z.ZodType): AnswerCheck {
  if (schema instanceof z.ZodObject) return objectCheck(schema);
  if (schema instanceof z.ZodArray) return arrayCheck(schema);
  if (schema instanceof z.ZodRecord) return recordCheck(schema);
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) return valuesCheck(schema._zod.values);
  return byParsing(schema);
}

/**
 * The check of a contract's answer that copies nothing: zod's parse builds a new object for every
 * object of the answer (for a day of 120 appointments that cost more than writing the JSON). It
 * answers true only where the parse would succeed and give back the same JSON (same keys in the
 * schema's order, no key the schema drops, no transform, no default filled in); false sends the
 * answer through zod's parse, which decides. Null where the answer is not an object or a list (zod's
 * parse alone then decides, as cheaply as anything here would).
 */
export function answerCheckFor(schema: z.ZodType): AnswerCheck | null {
  if (!(schema instanceof z.ZodObject || schema instanceof z.ZodArray)) return null;
  const answer = partOf('', schema);
  return (value) => passes(answer, value);
}
