import { apiError } from './api-errors';

export const apiMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof apiMethods)[number];

type RouteHandler = (request: Request) => Promise<Response> | Response;

export function allowHeader(allowed: readonly ApiMethod[]): string {
  const methods = new Set<string>([...allowed, 'OPTIONS']);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort().join(', ');
}

/**
 * Handlers for the methods a route file does not implement, so they answer JSON 405 with Allow
 * instead of Next.js's empty 405. OPTIONS lists the allowed methods. A route file exports the ones
 * it lacks: `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);`
 */
export function otherMethods(allowed: readonly ApiMethod[]): Record<ApiMethod | 'OPTIONS', RouteHandler> {
  const allow = allowHeader(allowed);
  const refuse: RouteHandler = (request) =>
    apiError(request, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allow}`, {
      allow,
    });
  const handlers = Object.fromEntries(apiMethods.map((method) => [method, refuse])) as Record<
    ApiMethod | 'OPTIONS',
    RouteHandler
  >;
  handlers.OPTIONS = () => new Response(null, { status: 204, headers: { allow } });
  return handlers;
}

/** Any method on a path no route serves. */
export const unknownPath: RouteHandler = (request) =>
  apiError(request, 'NOT_FOUND', `No API operation at ${new URL(request.url).pathname}`);
