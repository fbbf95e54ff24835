type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

export type CallOptions = {
  path: string;
  params?: Record<string, string>;
  method?: string;
  body?: unknown;
  rawBody?: string;
  authorization?: string;
  headers?: Record<string, string>;
};

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
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
