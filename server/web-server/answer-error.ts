import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ErrorCode, statusForCode } from '../core/error-codes';
import { log } from '../log';
import { observeRequestDuration } from '../observability/metrics';
import { loggableMethod, loggablePath } from './request-refusal';

/** The operation label of requests the server answers before any operation (metrics). */
export const beforeTheAppOperation = 'none';

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return (typeof sent === 'string' && sent.slice(0, 100)) || randomUUID();
}

/** Status and body of an error answer in the API's shape. */
export function errorAnswer(code: ErrorCode, message: string, requestId: string) {
  return {
    status: statusForCode(code),
    body: JSON.stringify({ error: { code, message }, requestId }),
  };
}

/** One log line and one count per answer the server gives itself. */
export function recordAnswer(fields: {
  requestId: string;
  status: number;
  method: string | undefined;
  target: string | undefined;
  startedAt: number;
  error?: unknown;
}): void {
  observeRequestDuration(beforeTheAppOperation, fields.status, (performance.now() - fields.startedAt) / 1000);
  const logged = {
    requestId: fields.requestId,
    status: fields.status,
    method: loggableMethod(fields.method),
    path: loggablePath(fields.target),
    ...(fields.error === undefined ? {} : { error: fields.error }),
  };
  if (fields.status >= 500) log.error('request failed outside the app', logged);
  else log.info('request refused before the app', logged);
}

type Answer = {
  code: ErrorCode;
  message: string;
  headers?: Record<string, string>;
  /** When the request arrived (performance.now()), for its duration in the metrics. */
  startedAt: number;
  error?: unknown;
};

/**
 * Answers a request the server handles itself in the API's error shape, logs it with its request
 * id (the method and a bounded form of the path, nothing else of it) and counts it.
 */
export function answerError(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
  const requestId = requestIdOf(request);
  const { status, body } = errorAnswer(answer.code, answer.message, requestId);
  response.writeHead(status, {
    ...answer.headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  recordAnswer({
    requestId,
    status,
    method: request.method,
    target: request.url,
    startedAt: answer.startedAt,
    error: answer.error,
  });
}
