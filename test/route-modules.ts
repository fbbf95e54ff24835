import fs from 'node:fs';
import path from 'node:path';
import type { AnyContract } from '../server/core/contract';

export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

/** app/api route files keyed by their OpenAPI-style path, lower-cased ([param] → {param}). */
function routeFiles(dir: string, prefix = '/api'): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[(.+)\]$/, '{$1}');
      for (const [p, f] of routeFiles(full, `${prefix}/${segment}`)) found.set(p, f);
    } else if (entry.name === 'route.ts') {
      found.set(prefix.toLowerCase(), full);
    }
  }
  return found;
}

const files = routeFiles(path.join(process.cwd(), 'app', 'api'));

/** The handler of a contract's method in the route file that mirrors its path. */
export async function handlerFor(contract: AnyContract): Promise<RouteHandler> {
  const file = files.get(contract.path.toLowerCase());
  if (!file) throw new Error(`${contract.path} has no route file`);
  const module = (await import(file)) as Record<string, RouteHandler | undefined>;
  const handler = module[contract.method];
  if (!handler) throw new Error(`${file} does not export ${contract.method}`);
  return handler;
}

export type RawResult = { status: number; body: unknown; contentType: string };

/** Calls a handler as Next.js would; the body is parsed when the answer is JSON. */
export async function callRaw(
  handler: RouteHandler,
  options: {
    method: string;
    path: string;
    params: Record<string, string>;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<RawResult> {
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method,
    headers: options.headers,
    body: options.body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params) });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const body = contentType.includes('json') && text ? (JSON.parse(text) as unknown) : text;
  return { status: response.status, body, contentType };
}
