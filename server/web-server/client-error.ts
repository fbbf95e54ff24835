import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorAnswer, recordAnswer, requestIdOf } from './answer-error';
import { servedMethods } from './request-refusal';

/** Node's own answer where it is right: a request that took too long to arrive. */
const plainStatusByCode: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function rawAnswer(status: number, headers: Record<string, string | number>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, ...lines, 'connection: close', '', body].join(
    '\r\n',
  );
}

const methodNotServed = 'This method is not served; use one of those in the Allow header';

/** CONNECT, which Node hands over as a raw socket (a proxy's tunnel): this is no proxy. */
export function answerConnect(request: IncomingMessage, socket: Duplex): void {
  const startedAt = performance.now();
  const requestId = requestIdOf(request);
  const { status, body } = errorAnswer('METHOD_NOT_ALLOWED', methodNotServed, requestId);
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    allow: servedMethods.join(', '),
  };
  socket.end(rawAnswer(status, headers, body));
  recordAnswer({ requestId, status, method: request.method, target: request.url, startedAt });
}

/**
 * Requests Node's parser refuses before there is a request object: a method it does not know
 * (TRACK ...) is 405 with Allow, other malformed requests 400, both in the API's error shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const plain = error.code ? plainStatusByCode[error.code] : undefined;
  if (plain) {
    socket.end(rawAnswer(plain, { 'content-length': 0 }));
    return;
  }
  const startedAt = performance.now();
  const requestId = randomUUID();
  const unknownMethod = error.code === 'HPE_INVALID_METHOD';
  const { status, body } = unknownMethod
    ? errorAnswer('METHOD_NOT_ALLOWED', methodNotServed, requestId)
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? errorAnswer(
          'REQUEST_HEADER_FIELDS_TOO_LARGE',
          'The request line and headers are larger than the server takes (16 KiB)',
          requestId,
        )
      : errorAnswer('INVALID_REQUEST', 'The request is not valid HTTP', requestId);
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-request-id': requestId,
    ...(unknownMethod ? { allow: servedMethods.join(', ') } : {}),
  };
  socket.end(rawAnswer(status, headers, body));
  recordAnswer({ requestId, status, method: undefined, target: undefined, startedAt });
}
