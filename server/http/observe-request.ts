import { randomUUID } from 'node:crypto';
import type { Contract } from '../core/contract';
import { UnavailableError } from '../core/errors';
import { isDraining, requestStarted } from '../lifecycle/in-flight';
import { log } from '../log';
import { observeRequestDuration } from '../observability/metrics';
import { clientKindOf } from './client-kind';

type Handle<C> = (request: Request, routeContext: C) => Promise<Response>;
type RenderError = (contract: ObservedContract, error: unknown, requestId: string) => Response;
type ObservedContract = Pick<Contract, 'family' | 'operationId' | 'responseHeaders'>;

/**
 * Around every operation: counts the request in flight (graceful shutdown waits for it), turns it
 * away with 503 while the process drains, and afterwards records its duration and writes one
 * request log line. The line carries no path parameters, query or body: they may be personal data.
 */
export function observed<C>(
  contract: ObservedContract,
  handle: Handle<C>,
  renderError: RenderError,
): Handle<C> {
  return async (request, routeContext) => {
    const started = performance.now();
    let response: Response | undefined;
    const done = requestStarted();
    try {
      if (isDraining()) {
        const error = new UnavailableError('This instance is shutting down; retry the request');
        response = renderError(
          contract,
          error,
          request.headers.get('x-request-id')?.slice(0, 100) || randomUUID(),
        );
        response.headers.set('connection', 'close');
        return response;
      }
      response = await handle(request, routeContext);
      return response;
    } finally {
      done();
      const status = response?.status ?? 500;
      const durationMs = performance.now() - started;
      observeRequestDuration(contract.operationId, status, durationMs / 1000);
      log.info('request', {
        operationId: contract.operationId,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        requestId: response?.headers.get('x-request-id') ?? null,
        client: clientKindOf(request),
      });
    }
  };
}
