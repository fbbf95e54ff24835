import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ThrottledError } from '../auth/authenticate';
import { BasicChallengeError, basicChallenge } from '../auth/basic-challenge';
import { clientAddress, peerAddressHeader } from '../auth/client-address';
import type { UseCaseContext } from '../core/context';
import type { Contract, Input } from '../core/contract';
import { DomainError, isDataError, isDomainError, RetryLaterError, UnavailableError } from '../core/errors';
import { issueErrorCode } from '../core/text';
import { type Answer, AnswerToRemember, WrittenAnswer } from '../core/written-answer';
import { db } from '../db/client';
import { isConnectionError } from '../db/connection-errors';
import { noteWritesDone, writeEpoch } from '../db/write-epoch';
import { env } from '../env';
import { log } from '../log';
import { answerCheckFor } from './answer-check';
import { authenticateCaller, grantedTenants } from './caller-access';
import { renderErrorBody } from './families';
import { observed } from './observe-request';
import { readJsonBody } from './read-json-body';
import { isSafeToRepeat, retryOnLostConnection } from './retry-on-lost-connection';
import { guardWrite } from './same-origin';

export type Handler<P, Q, B, R> = (ctx: UseCaseContext, input: Input<P, Q, B>) => Promise<Answer<R>>;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

function parsePart<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.output<T> {
  if (!schema) return value as z.output<T>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const code = issueErrorCode(result.error) ?? 'INVALID_REQUEST';
    throw new DomainError(code, describeIssues(where, result.error));
  }
  return result.data;
}

/**
 * Next.js needs one folder name per dynamic segment, while the spec spells the same segment
 * differently across operations (dealerDepartmentUuid / dealerDepartmentUUID). Route params are
 * matched to the contract's placeholders case-insensitively.
 */
function paramsForContract(
  path: string,
  routeParams: Record<string, string | string[] | undefined> | undefined,
) {
  const byLowerName = new Map(Object.entries(routeParams ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const params: Record<string, string | string[] | undefined> = {};
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (name) params[name] = byLowerName.get(name.toLowerCase());
  }
  return params;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

/**
 * Binds one contract to one use case. Fixed order: request id → same-origin writes → authentication → scope → body
 * size and JSON → zod → tenant grants → use case → response-shape check → error mapping. The response-shape check
 * first asks answer-check.ts, which copies nothing; only an answer it cannot vouch for goes through zod's parse.
 */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, Q, B, R>,
  handler: Handler<z.output<P>, z.output<Q>, z.output<B>, z.input<R>>,
) {
  // Built once per route: the answer's contract check that copies nothing (answer-check.ts).
  const answerMatches = answerCheckFor(contract.response);
  const handle = async (request: Request, routeContext: RouteContext): Promise<Response> => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
    const headers = { ...contract.responseHeaders, 'x-request-id': requestId };
    const step = { requestId, operationId: contract.operationId };
    try {
      guardWrite(request, contract.auth === 'public');
      const database = db();
      const principal = await authenticateCaller(contract.auth, request, step);
      const params = parsePart(
        contract.params,
        paramsForContract(contract.path, await routeContext.params),
        'path',
      );
      const query = parsePart(contract.query, queryObject(new URL(request.url)), 'query');
      const rawBody = contract.body ? await readJsonBody(request, env().MAX_BODY_BYTES) : undefined;
      const body = parsePart(contract.body, rawBody, 'body');
      const input = { params, query, body };
      const tenants = await grantedTenants(contract.auth, principal, input, step);

      const idempotencyKey = request.headers.get('idempotency-key')?.trim() || null;
      const callerAddress = clientAddress({
        forwardedFor: request.headers.get('x-forwarded-for'),
        realIp: request.headers.get('x-real-ip'),
        peerAddress: request.headers.get(peerAddressHeader),
      });
      const ctx = { requestId, principal, tenants, db: database, idempotencyKey, callerAddress };
      const repeatable = isSafeToRepeat(contract.method, idempotencyKey);
      const writesBefore = writeEpoch();
      const result = await retryOnLostConnection(
        repeatable,
        () => handler({ ...ctx, db: db() }, input),
        step,
      ).finally(() => {
        // Its writes are done: a look-up after this answer first hears their change notices.
        if (writeEpoch() !== writesBefore) noteWritesDone();
      });
      const status = contract.successStatus ?? 200;
      // Checked and written when it was first answered: sent as those bytes.
      if (result instanceof WrittenAnswer) return result.response({ status, headers });
      const answer = result instanceof AnswerToRemember ? result.answer : result;
      // The answer is, as JSON, what zod's parse would give: sent as it is, no copy made.
      if (answerMatches?.(answer)) return checkedResponse(answer, result, { status, headers });
      const checked = contract.response.safeParse(answer);
      if (!checked.success) {
        log.error('response does not match its contract', {
          requestId,
          operationId: contract.operationId,
          issues: checked.error.issues,
        });
        if (env().NODE_ENV !== 'production')
          throw new Error(`Response of ${contract.operationId} broke its contract`);
        return Response.json(answer, { status, headers });
      }
      return checkedResponse(checked.data, result, { status, headers });
    } catch (error) {
      return errorResponse(contract, error, requestId);
    }
  };
  return observed(contract, handle, errorResponse);
}

/** An answer that passed its contract check; written once and handed back when its use case remembers it. */
function checkedResponse(
  checked: unknown,
  result: unknown,
  init: { status: number; headers: Record<string, string> },
): Response {
  if (!(result instanceof AnswerToRemember)) return Response.json(checked, init);
  const written = WrittenAnswer.ofChecked(checked);
  result.remember(written);
  return written.response(init);
}

export function errorResponse(
  contract: Pick<Contract, 'family' | 'operationId' | 'responseHeaders'>,
  error: unknown,
  requestId: string,
) {
  const headers: Record<string, string> = { ...contract.responseHeaders, 'x-request-id': requestId };
  // A lost database connection is transient: 503 with Retry-After, never a 500.
  if (!isDomainError(error) && isConnectionError(error))
    return errorResponse(
      contract,
      new UnavailableError('The database is briefly unavailable', { cause: error }),
      requestId,
    );
  if (isDomainError(error)) {
    if (error instanceof ThrottledError) headers['retry-after'] = String(error.retryAfterSeconds);
    if (error instanceof BasicChallengeError) headers['www-authenticate'] = basicChallenge;
    if (error instanceof UnavailableError) headers['retry-after'] = String(error.retryAfterSeconds);
    if (error instanceof RetryLaterError) headers['retry-after'] = String(error.retryAfterSeconds);
    if (error.status >= 500)
      log.error('operation failed', { requestId, operationId: contract.operationId, error });
    const body = renderErrorBody(contract.family, {
      code: error.code,
      description: error.message,
      status: error.status,
      requestId,
      warnings: error.warnings,
    });
    return Response.json(body, { status: error.status, headers });
  }
  if (isDataError(error)) {
    const refused = new DomainError('INVALID_REQUEST', 'A value of the request cannot be stored', {
      cause: error,
    });
    return errorResponse(contract, refused, requestId);
  }
  log.error('unexpected failure', { requestId, operationId: contract.operationId, error });
  const body = renderErrorBody(contract.family, {
    code: 'INTERNAL_SERVER_ERROR',
    description: `An unexpected error occurred; quote request id ${requestId} when reporting it`,
    status: 500,
    requestId,
  });
  return Response.json(body, { status: 500, headers });
}
