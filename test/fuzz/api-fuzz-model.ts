import fc from 'fast-check';
import { z } from 'zod';
import type { AnyContract } from '../../server/core/contract';
import { errorBodySchemas } from '../../server/http/openapi/error-schemas';
import { errorCodeOfBody } from '../error-bodies';

/*
 * The API fuzz model both runners share: the request generators for an OpenAPI operation and the
 * check of its answer. Vitest sends the requests to the route handlers in-process; Playwright sends
 * them over HTTP to the production build.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
};

export const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udc00y',
  'bell\u0007',
  'x'.repeat(100_000),
  '2026-02-30T10:00:00',
  '2026-01-01T25:00:00',
  '2026-01-01T10:00:00+99:00',
  '2026-13-01',
  '2026-02-30',
  '9999-12-31T23:59:59-18:00',
  '',
  ' ',
  'not-a-uuid',
  "' or 1=1 --",
  '../../etc/passwd',
  '😀\u200f',
];
export const hostileValues: unknown[] = [
  ...hostileStrings,
  -1,
  1e308,
  0.5,
  true,
  null,
  [],
  {},
  [null],
  { a: '\u0000' },
];

/**
 * The ids and credentials the generators draw plausible values from. Structural, so both the
 * in-process fixtures and the seeded demo data fit it.
 */
export type World = {
  tenant: {
    dealerUuid: string;
    departmentUuid: string;
    advisor: { dealerAssociateUuid: string; userUuid: string };
  };
  customer: { customerUuid: string; vehicleUuid: string; phone: string };
  setup: { opcodeUuid: string; transportOptionUuid: string };
  client: { authorization: string };
};

export function dayAfterTomorrow(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

/** Plausible values: the tenant's own ids, dates and times that parse, everyday words. */
function plausibleStrings(world: World, name: string): string[] {
  const day = dayAfterTomorrow();
  const ids = [
    world.tenant.dealerUuid,
    world.tenant.departmentUuid,
    world.tenant.advisor.dealerAssociateUuid,
    world.tenant.advisor.userUuid,
    world.customer.customerUuid,
    world.customer.vehicleUuid,
    world.setup.opcodeUuid,
    world.setup.transportOptionUuid,
    crypto.randomUUID(),
  ];
  if (/uuid|Id$|ID$|key/i.test(name)) return ids;
  if (/DateTime|expiry|On$|mustStartBy|rideTime/i.test(name)) {
    return [`${day}T09:00:00`, `${day}T09:00:00-05:00`, `${day}T09:00:00.000Z`];
  }
  if (/date/i.test(name)) return [day];
  if (/time/i.test(name)) return ['09:00:00', '10:30'];
  if (/email/i.test(name)) return ['casey@example.com'];
  if (/phone|number|communicationValue/i.test(name)) return [world.customer.phone, '3125550123'];
  if (/url|ref/i.test(name)) return ['https://example.com/x'];
  return ['Oil change', 'TEXT', 'EMAIL', 'OUTGOING', 'x', 'Casey'];
}

/** Values for a JSON schema, with a hostile value now and then in any leaf. */
function arbitraryOf(schema: JsonSchema, world: World, name: string, depth: number): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...hostileValues);
  const normal = normalOf(schema, world, name, depth);
  return fc.oneof({ weight: 6, arbitrary: normal }, { weight: 1, arbitrary: hostile });
}

function normalOf(schema: JsonSchema, world: World, name: string, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => normalOf(v, world, name, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const entries = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(
        entries.map(([key, child]) => [key, arbitraryOf(child, world, key, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: [] });
    }
    case 'array':
      return depth > 4 || !schema.items
        ? fc.constant([])
        : fc.array(arbitraryOf(schema.items, world, name, depth + 1), {
            maxLength: Math.min(3, schema.maxItems ?? 3),
          });
    case 'string':
      return fc.constantFrom(...plausibleStrings(world, name));
    case 'integer':
    case 'number':
      // Small numbers, unless the schema's minimum is larger (e.g. a model year from 1950).
      return fc.integer({
        min: Math.max(schema.minimum ?? -2, -2),
        max: Math.max(Math.min(schema.maximum ?? 120, 120), schema.minimum ?? -2),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom<unknown>('x', 1, true, null);
  }
}

/** Path parameter values: the tenant's own, or (mutated) hostile ones. */
function pathValue(world: World, name: string): fc.Arbitrary<string> {
  const own: Record<string, string> = {
    dealeruuid: world.tenant.dealerUuid,
    departmentuuid: world.tenant.departmentUuid,
    dealerdepartmentuuid: world.tenant.departmentUuid,
    servicesubscriberdepartmenttoken: world.tenant.departmentUuid,
    useruuid: world.tenant.advisor.userUuid,
    customeruuid: world.customer.customerUuid,
    operationuuid: world.setup.opcodeUuid,
    date: dayAfterTomorrow(),
  };
  const valid = own[name.toLowerCase()] ?? crypto.randomUUID();
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s !== '')) },
  );
}

export type Operation = {
  parameters: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  'x-error-codes': string[];
};

export type FuzzRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: string | undefined;
  contentType: string;
};

export function requestsFor(
  contract: AnyContract,
  operation: Operation,
  world: World,
): fc.Arbitrary<FuzzRequest> {
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const params = fc.record(Object.fromEntries(pathNames.map((n) => [n, pathValue(world, n)])));
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [
        p.name,
        arbitraryOf(p.schema, world, p.name, 0).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const body: fc.Arbitrary<string | undefined> = bodySchema
    ? fc.oneof(
        { weight: 8, arbitrary: arbitraryOf(bodySchema, world, 'body', 0).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.constantFrom('{"unterminated', '[]', '"text"', 'null', '{}') },
      )
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant('text/plain') },
  );
  void contract;
  return fc.record({ params, query, body, contentType });
}

export function pathOf(contract: AnyContract, request: FuzzRequest): string {
  // A URL cannot carry a lone surrogate (it would arrive as U+FFFD); the params keep it as sent.
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((request.params[name] ?? '').replace(/[\ud800-\udfff]/g, '\ufffd')),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** What is wrong with an answer, or null: a 5xx, an undocumented status or a body off its schema. */
export function problemWith(contract: AnyContract, operation: Operation, status: number, body: unknown) {
  if (status >= 500) return `answered ${status}: ${JSON.stringify(body).slice(0, 500)}`;
  if (!(String(status) in operation.responses)) return `status ${status} is not documented`;
  if (status < 300) {
    if (typeof body === 'string') return null; // text answers (the vCard) have no JSON schema
    const checked = contract.response.safeParse(body);
    return checked.success ? null : `2xx body off its schema: ${z.prettifyError(checked.error)}`;
  }
  const checked = errorBodySchemas[contract.family].safeParse(body);
  if (!checked.success) return `error body off the ${contract.family} schema: ${JSON.stringify(body)}`;
  const code = errorCodeOfBody(contract.family, body);
  if (!code || !operation['x-error-codes'].includes(code)) return `error code ${code} is not documented`;
  return null;
}
