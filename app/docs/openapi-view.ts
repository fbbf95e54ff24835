import { z } from 'zod';

/**
 * The parts of an OpenAPI 3.1 document the docs page shows. Parsed loosely (unknown keys kept,
 * most fields optional) so a richer document still renders, and a broken one fails at build time
 * instead of rendering half a page.
 */
export type JsonSchema = Record<string, unknown>;

const jsonSchema = z.record(z.string(), z.unknown());

const mediaTypes = z.record(
  z.string(),
  z.looseObject({ schema: jsonSchema.optional(), example: z.unknown().optional() }),
);

const parameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  deprecated: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const responseSchema = z.looseObject({
  description: z.string().optional(),
  content: mediaTypes.optional(),
});

const operationSchema = z.looseObject({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  deprecated: z.boolean().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .looseObject({
      description: z.string().optional(),
      required: z.boolean().optional(),
      content: mediaTypes.optional(),
    })
    .optional(),
  responses: z.record(z.string(), responseSchema).optional(),
  'x-scope': z.string().optional(),
  'x-scope-level': z.string().optional(),
  'x-error-codes': z.array(z.string()).optional(),
});

const securitySchemeSchema = z.looseObject({
  type: z.string(),
  scheme: z.string().optional(),
  in: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
});

const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.looseObject({ url: z.string(), description: z.string().optional() })).optional(),
  components: z
    .looseObject({
      securitySchemes: z.record(z.string(), securitySchemeSchema).optional(),
      schemas: z.record(z.string(), jsonSchema).optional(),
    })
    .optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type Parameter = z.infer<typeof parameterSchema>;
export type SecurityScheme = z.infer<typeof securitySchemeSchema>;

export type OperationView = {
  /** Unique anchor on the page. */
  anchor: string;
  method: string;
  path: string;
  operationId: string | null;
  summary: string;
  description: string | null;
  deprecated: boolean;
  /** Alternatives, each a list of scheme names that must all be present. Empty: public. */
  security: string[][];
  scope: string | null;
  scopeLevel: string | null;
  parameters: Parameter[];
  requestBody: { required: boolean; description: string | null; schema: JsonSchema | null } | null;
  responses: Array<{
    status: string;
    description: string;
    schema: JsonSchema | null;
    example: unknown;
  }>;
  errorCodes: string[];
};

export type TagGroup = { tag: string; anchor: string; operations: OperationView[] };

export type DocsView = {
  title: string;
  version: string;
  openapi: string;
  description: string | null;
  servers: Array<{ url: string; description: string | null }>;
  securitySchemes: Record<string, SecurityScheme>;
  /** Named schemas that `$ref`s in operations may point to. */
  componentSchemas: Record<string, JsonSchema>;
  groups: TagGroup[];
};

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The JSON media type's entry, or the first one when an operation speaks something else. */
function pickMedia(content: z.infer<typeof mediaTypes> | undefined) {
  if (!content) return undefined;
  return content['application/json'] ?? Object.values(content)[0];
}

function operationView(
  path: string,
  method: string,
  raw: z.infer<typeof operationSchema>,
  pathParameters: Parameter[],
): OperationView {
  // Operation-level parameters override path-level ones with the same name and location.
  const own = raw.parameters ?? [];
  const inherited = pathParameters.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  const body = raw.requestBody;
  const bodyMedia = pickMedia(body?.content);
  return {
    anchor: slug(raw.operationId ?? `${method}-${path}`),
    method: method.toUpperCase(),
    path,
    operationId: raw.operationId ?? null,
    summary: raw.summary ?? `${method.toUpperCase()} ${path}`,
    description: raw.description ?? null,
    deprecated: raw.deprecated ?? false,
    security: (raw.security ?? []).map((alternative) => Object.keys(alternative)),
    scope: raw['x-scope'] ?? null,
    scopeLevel: raw['x-scope-level'] ?? null,
    parameters: [...inherited, ...own],
    requestBody: body
      ? {
          required: body.required ?? false,
          description: body.description ?? null,
          schema: bodyMedia?.schema ?? null,
        }
      : null,
    responses: Object.entries(raw.responses ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, response]) => {
        const media = pickMedia(response.content);
        return {
          status,
          description: response.description ?? '',
          schema: media?.schema ?? null,
          example: media?.example,
        };
      }),
    errorCodes: raw['x-error-codes'] ?? [],
  };
}

export function toDocsView(document: unknown): DocsView {
  const doc = documentSchema.parse(document);
  const groups = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const pathParameters = z.array(parameterSchema).optional().parse(item.parameters) ?? [];
    for (const method of httpMethods) {
      if (item[method] === undefined) continue;
      const raw = operationSchema.parse(item[method]);
      const tag = raw.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push(operationView(path, method, raw, pathParameters));
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info.title,
    version: doc.info.version,
    openapi: doc.openapi,
    description: doc.info.description ?? null,
    servers: (doc.servers ?? []).map((s) => ({ url: s.url, description: s.description ?? null })),
    securitySchemes: doc.components?.securitySchemes ?? {},
    componentSchemas: doc.components?.schemas ?? {},
    groups: [...groups].map(([tag, operations]) => ({ tag, anchor: `tag-${slug(tag)}`, operations })),
  };
}
