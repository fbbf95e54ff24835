import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type Mount = { method: string; pattern: RegExp; names: string[]; handler: Handler };

/**
 * A plain HTTP server that dispatches to the app's route handlers, so the benchmark measures real
 * HTTP requests through the same wrapper (authentication, validation, use case) as production.
 */
export async function serveRoutes(mounts: Mount[]): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const mount = mounts.find((m) => m.method === req.method && m.pattern.test(url.pathname));
    if (!mount) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const match = mount.pattern.exec(url.pathname) as RegExpExecArray;
    const params = Object.fromEntries(mount.names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const response = await mount.handler(request, { params: Promise.resolve(params) });
    res.statusCode = response.status;
    response.headers.forEach((value, key) => {
      res.setHeader(key, value);
    });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
