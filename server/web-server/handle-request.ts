import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { peerAddressHeader } from '../auth/client-address';
import { log } from '../log';
import { answerError } from './answer-error';
import { closeConnectionWhenDraining } from './close-when-draining';
import { refusalOf } from './request-refusal';

export type AppHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The socket's peer, as the app sees it: IPv4 callers without the `::ffff:` prefix of a dual-stack socket. */
function peerAddressOf(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : '';
  return isIP(v4) === 4 ? v4 : address;
}

/** Whatever escaped the app: 500 in the API's shape while the answer has not started, else the connection ends. */
function answerFailure(
  request: IncomingMessage,
  response: ServerResponse,
  startedAt: number,
  error: unknown,
) {
  if (response.headersSent) {
    log.error('request failed outside the app after its answer started', { error });
    response.destroy();
    return;
  }
  answerError(request, response, {
    code: 'INTERNAL_SERVER_ERROR',
    message: 'An unexpected error occurred; quote the request id when reporting it',
    startedAt,
    error,
  });
}

/**
 * Every request of the HTTP server: refuses what Next.js would turn into a 500, hands the socket's
 * peer address to the app in a header no caller can set, and catches what escapes the app.
 * `everyAnswer` holds headers that every answer carries, the app's and the server's own alike.
 */
export function handleRequest(app: AppHandler, everyAnswer: Record<string, string> = {}) {
  const headers = Object.entries(everyAnswer);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const startedAt = performance.now();
    for (const [name, value] of headers) response.setHeader(name, value);
    closeConnectionWhenDraining(response);
    try {
      const refusal = refusalOf(request.method, request.url);
      if (refusal) return answerError(request, response, { ...refusal, startedAt });
      request.headers[peerAddressHeader] = peerAddressOf(request);
      await app(request, response);
    } catch (error) {
      answerFailure(request, response, startedAt, error);
    }
  };
}
