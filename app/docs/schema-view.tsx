import type { ReactNode } from 'react';
import type { JsonSchema } from './openapi-view';

/**
 * A JSON Schema as a readable tree: each property with its type, whether it is required, its
 * description and constraints; nested objects fold away in <details> so long wire objects stay
 * scannable, and the raw schema is one click away for people who want to copy it.
 */

type Context = {
  root: JsonSchema;
  components: Record<string, JsonSchema>;
  /** $refs being expanded on this branch: a recursive schema stops instead of looping. */
  seen: readonly string[];
};

// zod writes these bounds for every integer; they say nothing a reader needs.
const safeIntegerBound = 9_007_199_254_740_991;
const maxDepth = 10;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemaList = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

const typeList = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

const refName = (ref: string) => ref.split('/').pop() ?? ref;

function resolve(schema: JsonSchema, context: Context): { schema: JsonSchema; context: Context } {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || context.seen.includes(ref)) return { schema, context };
  const name = refName(ref);
  const defs = isSchema(context.root.$defs) ? context.root.$defs : {};
  const target = ref.startsWith('#/components/schemas/') ? context.components[name] : defs[name];
  if (!isSchema(target)) return { schema, context };
  const { $ref: _ref, ...siblings } = schema;
  return { schema: { ...target, ...siblings }, context: { ...context, seen: [...context.seen, ref] } };
}

const isNull = (schema: JsonSchema) => typeList(schema).length === 1 && typeList(schema)[0] === 'null';

/** anyOf/oneOf branches other than `null`; nullability is shown in the label instead. */
const variantsOf = (schema: JsonSchema) => schemaList(schema.anyOf ?? schema.oneOf).filter((s) => !isNull(s));

function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `${typeList(schema)[0] ?? 'value'} (enum)`;
  const alternatives = schemaList(schema.anyOf ?? schema.oneOf);
  if (alternatives.length > 0) return alternatives.map(typeLabel).join(' | ');
  const parts = schemaList(schema.allOf);
  if (parts.length > 0) return parts.map(typeLabel).join(' & ');
  const types = typeList(schema);
  if (types.length === 0) return isSchema(schema.properties) ? 'object' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${isSchema(schema.items) ? typeLabel(schema.items) : 'any'}`;
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      if (type === 'object' && !isSchema(schema.properties) && isSchema(schema.additionalProperties))
        return `map of ${typeLabel(schema.additionalProperties)}`;
      return type;
    })
    .join(' | ');
}

function constraintsOf(schema: JsonSchema): ReactNode[] {
  const notes: ReactNode[] = [];
  const bound = (key: string, label: string) => {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) !== safeIntegerBound) notes.push(`${label} ${value}`);
  };
  bound('minLength', 'min length');
  bound('maxLength', 'max length');
  bound('minimum', '≥');
  bound('exclusiveMinimum', '>');
  bound('maximum', '≤');
  bound('exclusiveMaximum', '<');
  bound('minItems', 'min items');
  bound('maxItems', 'max items');
  if (typeof schema.pattern === 'string')
    notes.push(<span key="pattern">pattern {code(schema.pattern)}</span>);
  if (Array.isArray(schema.enum))
    notes.push(
      <span key="enum">
        one of{' '}
        {schema.enum.map((value, index) => (
          <span key={JSON.stringify(value)}>
            {index > 0 && ', '}
            {code(JSON.stringify(value))}
          </span>
        ))}
      </span>,
    );
  if ('default' in schema)
    notes.push(<span key="default">default {code(JSON.stringify(schema.default))}</span>);
  const example = Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
  if (example !== undefined) notes.push(<span key="example">example {code(JSON.stringify(example))}</span>);
  return notes;
}

const code = (text: string) => (
  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] break-all text-slate-800">
    {text}
  </code>
);

function hasChildren(raw: JsonSchema, context: Context): boolean {
  const { schema } = resolve(raw, context);
  const variants = variantsOf(schema);
  if (variants.length === 1 && variants[0]) return hasChildren(variants[0], context);
  if (variants.length > 1 || schemaList(schema.allOf).length > 0) return true;
  if (isSchema(schema.properties) && Object.keys(schema.properties).length > 0) return true;
  if (isSchema(schema.items)) return hasChildren(schema.items, context);
  return isSchema(schema.additionalProperties) && hasChildren(schema.additionalProperties, context);
}

function SchemaChildren({
  schema: raw,
  context: outer,
  depth,
}: {
  schema: JsonSchema;
  context: Context;
  depth: number;
}) {
  const { schema, context } = resolve(raw, outer);
  if (depth > maxDepth)
    return <p className="text-sm text-slate-600">… (nested deeper; see the JSON Schema)</p>;
  if (typeof schema.$ref === 'string')
    return <p className="text-sm text-slate-600">Recursive: same shape as {code(refName(schema.$ref))}.</p>;

  const variants = variantsOf(schema);
  if (variants.length === 1 && variants[0])
    return <SchemaChildren schema={variants[0]} context={context} depth={depth} />;
  if (variants.length > 1)
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">One of:</p>
        <ol className="space-y-2">
          {variants.map((variant, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: variants have no identity but their position.
            <li key={index} className="rounded-md border border-slate-200 p-2">
              <p className="mb-1 text-sm font-medium text-slate-800">
                Option {index + 1}: {typeLabel(variant)}
              </p>
              {hasChildren(variant, context) && (
                <SchemaChildren schema={variant} context={context} depth={depth + 1} />
              )}
            </li>
          ))}
        </ol>
      </div>
    );

  const parts = schemaList(schema.allOf);
  if (parts.length > 0)
    return (
      <div className="space-y-2">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: allOf parts have no identity but their position.
          <SchemaChildren key={index} schema={part} context={context} depth={depth} />
        ))}
      </div>
    );

  if (isSchema(schema.properties)) return <PropertyList schema={schema} context={context} depth={depth} />;
  if (isSchema(schema.items))
    return (
      <div>
        <p className="mb-1 text-sm text-slate-700">Each item:</p>
        <SchemaChildren schema={schema.items} context={context} depth={depth} />
      </div>
    );
  if (isSchema(schema.additionalProperties))
    return (
      <div>
        <p className="mb-1 text-sm text-slate-700">
          Each value{isSchema(schema.propertyNames) ? ` (keyed by ${typeLabel(schema.propertyNames)})` : ''}:
        </p>
        <SchemaChildren schema={schema.additionalProperties} context={context} depth={depth} />
      </div>
    );
  return null;
}

function PropertyList({ schema, context, depth }: { schema: JsonSchema; context: Context; depth: number }) {
  const properties = Object.entries(isSchema(schema.properties) ? schema.properties : {}).filter(
    (entry): entry is [string, JsonSchema] => isSchema(entry[1]),
  );
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  if (properties.length === 0) return <p className="text-sm text-slate-600">An empty object.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
      {properties.map(([name, property]) => {
        const { schema: shown } = resolve(property, context);
        const notes = constraintsOf(shown);
        return (
          <li key={name} className="px-3 py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-sm font-semibold text-slate-900">{name}</code>
              <span className="font-mono text-xs text-brand-800">{typeLabel(property)}</span>
              {required.has(name) ? (
                <span className="text-xs font-medium text-red-700">required</span>
              ) : (
                <span className="text-xs text-slate-500">optional</span>
              )}
              {shown.deprecated === true && (
                <span className="text-xs font-medium text-amber-700">deprecated</span>
              )}
            </div>
            {typeof shown.description === 'string' && (
              <p className="mt-0.5 text-sm text-slate-700">{shown.description}</p>
            )}
            {notes.length > 0 && (
              <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">{notes}</p>
            )}
            {hasChildren(property, context) && (
              <details className="group mt-1.5">
                <summary className="cursor-pointer text-sm text-brand-700 select-none hover:underline">
                  Fields of <code className="font-mono">{name}</code>
                </summary>
                <div className="mt-2 border-l-2 border-slate-200 pl-3">
                  <SchemaChildren schema={property} context={context} depth={depth + 1} />
                </div>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function SchemaView({
  schema,
  components,
  label,
}: {
  schema: JsonSchema;
  components: Record<string, JsonSchema>;
  /** Names the raw-schema toggle for screen readers when a page shows many. */
  label: string;
}) {
  const context: Context = { root: schema, components, seen: [] };
  const notes = constraintsOf(resolve(schema, context).schema);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Type: <span className="font-mono text-brand-800">{typeLabel(schema)}</span>
      </p>
      {notes.length > 0 && <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">{notes}</p>}
      {hasChildren(schema, context) && <SchemaChildren schema={schema} context={context} depth={0} />}
      <details>
        <summary className="cursor-pointer text-sm text-slate-600 select-none hover:text-slate-900">
          JSON Schema<span className="sr-only"> of {label}</span>
        </summary>
        <JsonBlock value={schema} />
      </details>
    </div>
  );
}

export function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="mt-2 max-h-96 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
