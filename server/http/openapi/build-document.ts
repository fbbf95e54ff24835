import { z } from 'zod';
import type { AnyContract } from '../../core/contract';
import type { ErrorCode } from '../../core/error-codes';
import { renderErrorBody } from '../families';
import { allContracts } from './registry';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parametersOf(contract: AnyContract) {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', contract.params],
    ['query', contract.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
      });
    }
  }
  return parameters;
}

/** One example error body per family, so integrators see the exact shape they must parse. */
function errorResponse(contract: AnyContract, status: number, code: ErrorCode, description: string) {
  return {
    description,
    content: {
      'application/json': {
        example: renderErrorBody(contract.family, {
          code,
          description,
          status,
          requestId: 'b3c1f6f0-0000-4000-8000-000000000000',
        }),
      },
    },
  };
}

function operationOf(contract: AnyContract) {
  const secured = contract.auth !== 'public';
  const responses: Record<string, unknown> = {
    [String(contract.successStatus ?? 200)]: {
      description: 'Success',
      content: { 'application/json': { schema: toSchema(contract.response, 'output') } },
    },
    '400': errorResponse(contract, 400, 'INVALID_REQUEST', 'Invalid input (see the error code)'),
  };
  if (secured) {
    responses['401'] = errorResponse(contract, 401, 'UNAUTHORIZED', 'Missing or invalid credentials');
    responses['403'] = errorResponse(
      contract,
      403,
      'FORBIDDEN',
      'The credentials lack the scope for this dealer or department',
    );
    responses['429'] = errorResponse(
      contract,
      429,
      'TOO_MANY_FAILED_ATTEMPTS',
      'Too many failed sign-ins; see Retry-After',
    );
  }
  responses['500'] = errorResponse(
    contract,
    500,
    'INTERNAL_SERVER_ERROR',
    'Unexpected failure; quote the request id',
  );
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    ...(contract.deprecated ? { deprecated: true } : {}),
    security: !secured
      ? []
      : contract.auth !== 'public' && 'role' in contract.auth
        ? [{ sessionCookie: [] }]
        : [{ basicAuth: [] }, { sessionCookie: [] }],
    ...(contract.auth !== 'public' && 'scope' in contract.auth
      ? { 'x-scope': contract.auth.scope, 'x-scope-level': contract.auth.level }
      : {}),
    ...(contract.auth !== 'public' && 'role' in contract.auth ? { 'x-role': contract.auth.role } : {}),
    'x-error-codes': contract.errors ?? [],
    parameters: parametersOf(contract),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, built from the same contracts the wrapper enforces. */
export function buildOpenApiDocument(contracts: AnyContract[] = allContracts) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    paths[contract.path] ??= {};
    const entry = paths[contract.path] as Record<string, unknown>;
    entry[contract.method.toLowerCase()] = operationOf(contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ServiceBay API',
      version: '1.0.0',
      description:
        'Appointments, scheduling, pickup & delivery, messaging, opcodes and payment links for dealership service departments. ' +
        'Authenticate with HTTP Basic using the credentials issued to your integration. Each operation needs a scope, granted for a dealer (covering its departments) or a department. ' +
        'Local date-times without an offset (yyyy-MM-ddTHH:mm:ss) are in the dealer’s IANA time zone (see dealer list). Every response carries an x-request-id header.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token' },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
