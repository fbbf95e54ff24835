import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type Params = Record<string, string | string[]>;
type RouteHandler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;
type Segment = { kind: 'static' | 'param' | 'rest'; value: string };
type RouteFile = { segments: Segment[]; file: string };

/** Every app/api route file with its path segments ([id] a parameter, [...rest] the remainder). */
function routeFiles(dir: string, prefix: Segment[]): RouteFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): RouteFile[] => {
    const full = path.join(dir, entry.name);
    if (entry.isFile()) return entry.name === 'route.ts' ? [{ segments: prefix, file: full }] : [];
    const rest = /^\[\.\.\.(.+)\]$/.exec(entry.name);
    const param = /^\[(.+)\]$/.exec(entry.name);
    const segment: Segment = rest?.[1]
      ? { kind: 'rest', value: rest[1] }
      : param?.[1]
        ? { kind: 'param', value: param[1] }
        : { kind: 'static', value: entry.name };
    return routeFiles(full, [...prefix, segment]);
  });
}

const rank = { static: 0, param: 1, rest: 2 } as const;

/** As Next.js picks: a static segment before a parameter, a parameter before a catch-all. */
function resolve(routes: RouteFile[], parts: string[]): { file: string; params: Params } | null {
  let best: { file: string; params: Params; score: number[] } | null = null;
  for (const route of routes) {
    const params: Params = {};
    const score: number[] = [];
    let matched = true;
    for (const [i, segment] of route.segments.entries()) {
      score.push(rank[segment.kind]);
      if (segment.kind === 'rest') {
        if (i >= parts.length) matched = false;
        else params[segment.value] = parts.slice(i);
        break;
      }
      const part = parts[i];
      if (part === undefined || (segment.kind === 'static' && segment.value !== part)) {
        matched = false;
        break;
      }
      if (segment.kind === 'param') params[segment.value] = part;
    }
    const last = route.segments.at(-1);
    if (!matched || (last?.kind !== 'rest' && route.segments.length !== parts.length)) continue;
    const better = !best || score.join() < best.score.join();
    if (better) best = { file: route.file, params, score };
  }
  return best;
}

async function toRequest(req: http.IncomingMessage, url: URL): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const each of value ?? []) headers.append(name, each);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

export type RouteServer = { url: string; close: () => Promise<void> };

/**
 * The app's API route handlers served over HTTP in this process, without a Next.js build: for
 * tests that drive the API as a partner does (curl). Route modules load on their first request.
 */
export async function startRouteServer(): Promise<RouteServer> {
  const routes = routeFiles(path.join(process.cwd(), 'app', 'api'), [{ kind: 'static', value: 'api' }]);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const found = resolve(routes, parts);
    const answer = async () => {
      if (!found) return new Response(null, { status: 404 });
      const module = (await import(found.file)) as Record<string, RouteHandler | undefined>;
      const handler = module[req.method ?? 'GET'];
      if (!handler) return new Response(null, { status: 405 });
      return handler(await toRequest(req, url), { params: Promise.resolve(found.params) });
    };
    answer()
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((e) => (e ? fail(e) : done()));
        server.closeAllConnections();
      }),
  };
}
