import { z } from 'zod';

/** True when the value is, as JSON, exactly what the schema's parse would return. */
export type AnswerCheck = (value: unknown) => boolean;

const plain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** What zod would give back is the value itself, as JSON: parse it and compare (small parts only). */
function byParsing(schema: z.ZodType): AnswerCheck {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(value);
  };
}

/** A leaf without checks, formats or coercion is checked by type alone; anything else is parsed. */
function plainLeaf(schema: z.ZodType): boolean {
  const def = schema.def as { checks?: unknown[]; format?: unknown; coerce?: unknown };
  return !def.checks?.length && def.format === undefined && !def.coerce;
}

/** A leaf's test as an expression on `f`, inlined into an object's check; null for any other part. */
function inlineTest(schema: z.ZodType): string | null {
  if (schema instanceof z.ZodNullable) {
    const inner = inlineTest(schema.unwrap() as z.ZodType);
    return inner === null ? null : `(f === null || ${inner})`;
  }
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return 'true';
  if (!plainLeaf(schema)) return null;
  if (schema instanceof z.ZodString) return "typeof f === 'string'";
  if (schema instanceof z.ZodBoolean) return "typeof f === 'boolean'";
  if (schema instanceof z.ZodNumber) return "(typeof f === 'number' && Number.isFinite(f))";
  return null;
}

/**
 * An object's check is compiled to a function of its own, as zod compiles its parsers: each reads its
 * fields by name, so the property look-ups stay fast (one shared function for every object shape of
 * every contract was several times slower in the server). The keys are written in as JSON strings.
 */
function objectCheck(schema: z.ZodObject): AnswerCheck {
  if (schema.def.catchall !== undefined) return byParsing(schema);
  const keys = Object.keys(schema.shape);
  const checks: AnswerCheck[] = [];
  // zod writes the schema's keys in the schema's order and drops the others: the same keys in the
  // same order make the same JSON. An optional key given as undefined: zod and JSON leave it out.
  const steps = keys.map((key) => {
    const field = schema.shape[key] as z.ZodType;
    const optional = field instanceof z.ZodOptional;
    const inner = optional ? (field.unwrap() as z.ZodType) : field;
    let test = inlineTest(inner);
    if (test === null) {
      checks.push(answerCheckOf(inner));
      test = `c[${checks.length - 1}](f)`;
    }
    const name = JSON.stringify(key);
    return optional
      ? `if (g[n] === ${name}) { n++; const f = v[${name}]; if (f !== undefined && !(${test})) return false; }`
      : `if (g[n] !== ${name}) return false; n++; { const f = v[${name}]; if (f === undefined || !(${test})) return false; }`;
  });
  const body = `return function check(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || !plain(v)) return false;
    const g = Object.keys(v);
    let n = 0;
    ${steps.join('\n    ')}
    return n === g.length;
  };`;
  return new Function('plain', 'c', body)(plain, checks) as AnswerCheck;
}

function recordCheck(schema: z.ZodRecord): AnswerCheck {
  if (!(schema.keyType instanceof z.ZodString) || !plainLeaf(schema.keyType)) return byParsing(schema);
  const valueCheck = answerCheckOf(schema.valueType as z.ZodType);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !plain(value)) return false;
    for (const [key, field] of Object.entries(value)) {
      if (key === '__proto__' || field === undefined || !valueCheck(field)) return false;
    }
    return true;
  };
}

/**
 * A check of an answer against its contract that copies nothing: zod's parse builds a new object for
 * every object of the answer (for a day of 120 appointments that cost more than writing the JSON).
 * It answers true only where the parse would succeed and give back the same JSON (same keys in the
 * schema's order, no key the schema drops, no transform); false sends the answer through zod's parse,
 * which decides. Parts it does not know (unions, transforms, checks such as a maximum length) are
 * parsed by zod and compared.
 */
export function answerCheckOf(schema: z.ZodType): AnswerCheck {
  if (schema instanceof z.ZodObject) return objectCheck(schema);
  if (schema instanceof z.ZodArray) {
    const element = answerCheckOf(schema.element as z.ZodType);
    return (value) => {
      if (!Array.isArray(value)) return false;
      // By index, not every(): a hole is undefined to zod and null in JSON, never skipped.
      for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
      return true;
    };
  }
  if (schema instanceof z.ZodNullable) {
    const inner = answerCheckOf(schema.unwrap() as z.ZodType);
    return (value) => value === null || inner(value);
  }
  if (schema instanceof z.ZodOptional) {
    const inner = answerCheckOf(schema.unwrap() as z.ZodType);
    return (value) => value === undefined || inner(value);
  }
  if (schema instanceof z.ZodRecord) return recordCheck(schema);
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return () => true;
  if (!plainLeaf(schema)) return byParsing(schema);
  if (schema instanceof z.ZodString) return (value) => typeof value === 'string';
  if (schema instanceof z.ZodNumber) return (value) => typeof value === 'number' && Number.isFinite(value);
  if (schema instanceof z.ZodBoolean) return (value) => typeof value === 'boolean';
  if (schema instanceof z.ZodEnum) {
    const options = new Set<unknown>(schema.options);
    return (value) => options.has(value);
  }
  if (schema instanceof z.ZodLiteral) {
    const values = new Set<unknown>(schema.def.values);
    return (value) => values.has(value);
  }
  return byParsing(schema);
}

/**
 * The check of a contract's answer, or null where the answer is not an object or a list (zod's parse
 * alone then decides, as cheaply as anything here would).
 */
export function answerCheckFor(schema: z.ZodType): AnswerCheck | null {
  return schema instanceof z.ZodObject || schema instanceof z.ZodArray ? answerCheckOf(schema) : null;
}
