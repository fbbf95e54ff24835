import { randomUUID } from 'node:crypto';
import type { Contract } from '../core/contract';
import { DomainError, type ErrorCode } from '../core/errors';
import { errorResponse } from './route';

/**
 * Answers for requests no operation contract covers (unknown paths and methods, a path that cannot
 * be decoded, an unexpected failure outside a handler): one shape for all of them,
 * `{ error: { code, message }, requestId }`, documented once under components.responses.
 */
const generic: Pick<Contract, 'family' | 'operationId' | 'responseHeaders'> = {
  family: 'admin',
  operationId: 'none',
  responseHeaders: {},
};

export function requestIdOf(request: Request): string {
  return request.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
}

export function apiError(
  request: Request,
  code: ErrorCode,
  description: string,
  headers: Record<string, string> = {},
): Response {
  const response = errorResponse(generic, new DomainError(code, description), requestIdOf(request));
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
