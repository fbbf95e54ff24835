import { z } from 'zod';
import { basicChallenge } from '../../auth/basic-challenge';
import type { AnyContract, Family } from '../../core/contract';
import { type DocumentedCode, type ErrorCode, errorCodes, statusForCode } from '../../core/error-codes';
import { renderErrorBody } from '../families';
import { errorBodySchemas } from './error-schemas';
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

const familyNames = Object.keys(errorBodySchemas) as Family[];
const errorSchemaName = (family: Family) => `${family[0]?.toUpperCase()}${family.slice(1)}Error`;

const statusText: Record<number, string> = {
  400: 'Invalid input: the description names the field',
  401: 'Missing or invalid credentials',
  403: 'The credentials lack the scope for this dealer or department, or a cookie write came from another site',
  404: 'A resource the request names does not exist',
  409: 'Conflicts with the stored state',
  410: 'No longer available',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  431: 'The request line and headers are too large',
  422: 'Valid, but cannot be processed',
  429: 'Too many failed sign-ins; see Retry-After',
  500: 'Unexpected failure; quote the request id',
  503: 'Temporarily unavailable; retry',
};

const authCodes: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
  'TOO_MANY_FAILED_ATTEMPTS',
];
const bodyCodes: ErrorCode[] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'MALFORMED_JSON'];
const answeredCodes = new Set<string>(errorCodes);
/** Error answers, as against refusals of a send, which are recorded and answered 200. */
const isErrorCode = (code: DocumentedCode): code is ErrorCode => answeredCodes.has(code);

/**
 * Every error code an operation can answer with: its contract's list plus what the wrapper adds
 * (invalid input, body reading, authentication, cross-site writes, the unexpected failure). Refusals recorded with
 * a 200 (send message) stay in the list but carry no status.
 */
export function errorCodesOf(contract: AnyContract): DocumentedCode[] {
  const codes = new Set<DocumentedCode>(contract.errors ?? []);
  if (contract.params || contract.query || contract.body) codes.add('INVALID_REQUEST');
  if (contract.body) for (const code of bodyCodes) codes.add(code);
  if (contract.auth !== 'public') for (const code of authCodes) codes.add(code);
  // Writes with the session cookie, and the public pages' writes, come from our own pages only.
  if (contract.method !== 'GET') codes.add('CROSS_SITE_REQUEST');
  if (contract.method !== 'GET' && contract.auth !== 'public') codes.add('UNSUPPORTED_MEDIA_TYPE');
  codes.add('INTERNAL_SERVER_ERROR');
  codes.add('REQUEST_HEADER_FIELDS_TOO_LARGE');
  return [...codes];
}

/** The error statuses of an operation with the codes behind each, derived from its error codes. */
export function errorStatusesOf(contract: AnyContract): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(contract)) {
    if (!isErrorCode(code)) continue;
    const status = contract.errorStatuses?.[code] ?? statusForCode(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const acceptsBasic = (contract: AnyContract) => contract.auth !== 'public' && 'scope' in contract.auth;

/** What a 401 of an operation partners call with HTTP Basic names (server/auth/basic-challenge.ts). */
const challengeHeader = {
  'WWW-Authenticate': {
    description: 'The scheme to authenticate with: HTTP Basic, UTF-8 credentials',
    schema: { type: 'string', example: basicChallenge },
  },
};

/** One error answer: the family's body schema, the codes behind the status and an example. */
function errorResponse(contract: AnyContract, status: number, codes: ErrorCode[]) {
  const code = codes[0] ?? 'INTERNAL_SERVER_ERROR';
  const description = statusText[status] ?? 'Error';
  const headers = status === 401 && acceptsBasic(contract) ? { headers: challengeHeader } : {};
  return {
    description: `${description}. Codes: ${codes.join(', ')}`,
    ...headers,
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${errorSchemaName(contract.family)}` },
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

/** The success answer: JSON, or the document an operation names (the contact card); errors stay JSON. */
function successResponse(contract: AnyContract) {
  const mediaType = contract.successMediaType ?? 'application/json';
  return {
    description: 'Success',
    content: { [mediaType]: { schema: toSchema(contract.response, 'output') } },
  };
}

/**
 * Answers outside any operation, in one shape (`AdminError`): a path no route serves, a method a
 * path does not serve, a path that cannot be decoded, a request line or headers over the limit,
 * and an unexpected failure before a handler ran. Every operation can meet the last three.
 */
const outsideOperations = {
  NotFound: [404, 'No operation at this path (code NOT_FOUND)'],
  MethodNotAllowed: [
    405,
    'The path does not serve this method; Allow lists those it does (code METHOD_NOT_ALLOWED)',
  ],
  BadPathEncoding: [400, 'A path segment is not valid percent-encoded UTF-8 (code MALFORMED_PATH)'],
  HeaderFieldsTooLarge: [
    431,
    'The request line and headers exceed 16 KiB (code REQUEST_HEADER_FIELDS_TOO_LARGE)',
  ],
  UnexpectedFailure: [
    500,
    'Unexpected failure before an operation ran; quote the request id (code INTERNAL_SERVER_ERROR)',
  ],
} as const;

function sharedResponse(name: keyof typeof outsideOperations) {
  const [status, description] = outsideOperations[name];
  return {
    description,
    'x-status': status,
    ...(name === 'MethodNotAllowed'
      ? { headers: { Allow: { description: 'The methods the path serves', schema: { type: 'string' } } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/AdminError' } } },
  };
}

const sharedResponses = () =>
  Object.fromEntries(
    (Object.keys(outsideOperations) as (keyof typeof outsideOperations)[]).map((name) => [
      name,
      sharedResponse(name),
    ]),
  );

function operationOf(contract: AnyContract) {
  const secured = contract.auth !== 'public';
  const responses: Record<string, unknown> = {
    [String(contract.successStatus ?? 200)]: successResponse(contract),
  };
  for (const [status, codes] of errorStatusesOf(contract)) {
    responses[String(status)] = errorResponse(contract, status, codes);
  }
  // Refused before the operation runs, so in the shape of answers outside any operation.
  responses['431'] = sharedResponse('HeaderFieldsTooLarge');
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
    'x-error-codes': errorCodesOf(contract),
    'x-family': contract.family,
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
let builtForAllContracts: ReturnType<typeof buildDocument> | undefined;

/**
 * The OpenAPI document of the given contracts (default: every operation). The full document is
 * built once per process: it is fixed at build time and takes a noticeable time to derive.
 */
export function buildOpenApiDocument(contracts?: AnyContract[]) {
  if (contracts) return buildDocument(contracts);
  builtForAllContracts ??= buildDocument(allContracts);
  return builtForAllContracts;
}

function buildDocument(contracts: AnyContract[]) {
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
      schemas: Object.fromEntries(
        familyNames.map((family) => [errorSchemaName(family), toSchema(errorBodySchemas[family], 'output')]),
      ),
      responses: sharedResponses(),
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
