import { z } from 'zod';

/**
 * The reference shows an operation's description, but not the document's own extensions: the
 * scope (`x-scope`, `x-scope-level`), the administrative role (`x-role`) and the error codes
 * (`x-error-codes`). They are written into each description, so an integrator reads on one screen
 * what a credential needs and which codes to handle. The served document itself is not changed.
 */
const operationSchema = z.looseObject({
  description: z.string().optional(),
  'x-scope': z.string().optional(),
  'x-scope-level': z.string().optional(),
  'x-role': z.string().optional(),
  'x-error-codes': z.array(z.string()).optional(),
});

const documentSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

type OpenApiDocument = z.infer<typeof documentSchema>;

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The notes under an operation's own description, in Markdown. */
export function accessNotes(operation: z.infer<typeof operationSchema>): string {
  const scope = operation['x-scope'];
  const level = operation['x-scope-level'];
  const role = operation['x-role'];
  const lines = [
    scope
      ? `**Scope** \`${scope}\`${level ? `, granted for the ${level.toLowerCase()}` : ''}`
      : role
        ? `**Scope** none: a signed-in session with the role \`${role}\``
        : '**Scope** none needed',
  ];
  const codes = operation['x-error-codes'] ?? [];
  if (codes.length > 0) lines.push('#### Error codes', codes.map((code) => `\`${code}\``).join(' · '));
  return lines.join('\n\n');
}

function withNotes(operation: unknown): unknown {
  const parsed = operationSchema.safeParse(operation);
  if (!parsed.success) return operation;
  const own = parsed.data.description;
  return { ...parsed.data, description: [own, accessNotes(parsed.data)].filter(Boolean).join('\n\n') };
}

/** A copy of the document whose operations' descriptions end with their scope and error codes. */
export function withAccessNotes(document: unknown): OpenApiDocument {
  const parsed = documentSchema.parse(document);
  const paths = Object.fromEntries(
    Object.entries(parsed.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) => [key, httpMethods.has(key) ? withNotes(value) : value]),
      ),
    ]),
  );
  return { ...parsed, paths };
}
