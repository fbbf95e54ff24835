import { publicOrigin } from '../server/core/public-origin';

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

export type CallOptions = {
  path: string;
  params?: Record<string, string | string[]>;
  method?: string;
  body?: unknown;
  rawBody?: string;
  authorization?: string;
  headers?: Record<string, string>;
  /** false: send a write without the Origin and JSON content type our own pages' fetches carry. */
  fromOwnPage?: boolean;
};

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((h) => h.toLowerCase() === name);

/** What a page of ours adds to a write: its Origin, and JSON as the content type. */
function addOwnPageHeaders(headers: Record<string, string>): void {
  if (!hasHeader(headers, 'origin') && !hasHeader(headers, 'sec-fetch-site')) headers.origin = publicOrigin();
  if (!hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json';
}

export type CallResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** Calls a route handler exactly as Next.js would, without a running server. */
export async function callRoute<T = Record<string, unknown>>(
  handler: RouteHandler,
  options: CallOptions,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.authorization) headers.authorization = options.authorization;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json';
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (writes.has(method) && options.fromOwnPage !== false) addOwnPageHeaders(headers);
  const request = new Request(`http://localhost${options.path}`, {
    method,
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
