import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as createAppointment } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { closeDb } from '@/server/db/client';

/**
 * One web instance for tests, without a production build: the appointment create route served
 * over node:http in a process of its own (its own connection pool and memory, as a second
 * deployment would have). Run with `npx tsx test/support/route-server.ts` and DATABASE_URL set;
 * prints `listening on <port>` once it takes requests and stops on SIGTERM or at the end of its
 * standard input.
 */
const createPath = /^\/api\/appointment\/v2\/dealer\/([^/]+)\/appointment$/;

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const match = createPath.exec(url.pathname);
  if (!match?.[1] || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const each of value ?? []) headers.append(name, each);
  }
  const response = await createAppointment(
    new Request(url, { method: 'POST', headers, body: Buffer.concat(chunks) }),
    { params: Promise.resolve({ dealerUuid: decodeURIComponent(match[1]) }) },
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`listening on ${(server.address() as AddressInfo).port}`);
});

const stop = () => {
  server.close();
  closeDb().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
// Started by a test (otherInstances), it stops when the test ends its standard input.
process.stdin.on('end', stop).resume();
