import net from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { buildOpenApiDocument } from '../server/http/openapi/build-document';
import { allContracts } from '../server/http/openapi/registry';
import { fromOwnPage } from './demo';

/*
 * Requests around the operations, sent as raw bytes so nothing on the way repairs them: paths
 * with broken percent-encoding, methods no route serves, next-auth's callbackUrl in every form.
 * Whatever the input, the server answers a documented status with a JSON body, never a 5xx.
 * FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per class.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_127);
const runs = Number(process.env.FUZZ_RUNS ?? 40);
const port = Number(process.env.E2E_PORT);
const document = buildOpenApiDocument();

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** One request over its own connection, exactly as written, read until the server closes it. */
function rawRequest(method: string, target: string, extraHeaders: string[] = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${method} ${target}: no answer in 30 s`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1'))));
    const head = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...extraHeaders,
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n`);
  });
}

function parseAnswer(raw: string): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  let body = raw.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(body: string): string {
  let rest = body;
  let out = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** The error envelope of answers outside any operation, as the document describes it. */
function expectErrorBody(answer: RawAnswer, what: string) {
  expect(answer.headers['content-type'] ?? '', what).toContain('application/json');
  const body = JSON.parse(answer.body) as {
    error?: { code?: unknown; message?: unknown };
    requestId?: unknown;
  };
  expect(typeof body.error?.code, what).toBe('string');
  expect(typeof body.error?.message, what).toBe('string');
  expect(typeof body.requestId, what).toBe('string');
}

const brokenEncodings = ['%', '%FF%FE', '%ED%A0%80', '%C3', '%E2%82', '%G0', '%%', '%zz', 'a%', '%C0%AF'];
const documentedOutside = Object.keys(document.components.responses ?? {});

const callbackUrls = () =>
  fc.oneof(
    fc.constantFrom('foo', 'evil.example', 'https://evil.example/x', '//evil.example', '/\\evil.example'),
    fc.constantFrom(
      'javascript:alert(1)',
      '%',
      '%FF',
      'http://[::1',
      '',
      ' ',
      '/admin',
      `http://127.0.0.1:${port}/`,
    ),
    fc.string({ maxLength: 40 }),
  );

/** A sign-in through next-auth's credentials callback, as the login form posts it. */
async function postCredentials(request: APIRequestContext, callbackUrl: string) {
  const csrf = await request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await request.post('/api/auth/callback/credentials', {
    headers: fromOwnPage,
    form: {
      csrfToken,
      username: `nobody-${Math.random().toString(36).slice(2)}`,
      password: 'wrong',
      callbackUrl,
      json: 'true',
    },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const body = (await answer.json().catch(() => ({}))) as { url?: string };
  return { status: answer.status(), location: answer.headers().location, url: body.url };
}

const operationPaths = fc.constantFrom(...allContracts.map((c) => c.path));
const pagePaths = fc.constantFrom('/pay/{x}', '/d/{x}', '/login/{x}', '/{x}', '/admin/{x}', '/docs/{x}');

test.describe('requests around the operations', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: runs in the desktop project');

  test('the document describes the answers outside any operation', () => {
    expect(documentedOutside).toEqual(
      expect.arrayContaining(['BadPathEncoding', 'NotFound', 'MethodNotAllowed', 'HeaderFieldsTooLarge']),
    );
  });

  test('a path with broken percent-encoding answers 400 in the error shape', async () => {
    test.setTimeout(180_000);
    const property = fc.asyncProperty(
      fc.oneof(operationPaths, pagePaths),
      fc.constantFrom(...brokenEncodings),
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
      async (template, broken, method) => {
        // The broken segment takes a parameter's place, or is added to a path that has none.
        const withSegment = template.includes('{') ? template : `${template}/{x}`;
        const target = withSegment.replace(/\{\w+\}/, broken).replace(/\{\w+\}/g, 'x');
        const answer = await rawRequest(method, target, ['Content-Length: 0']);
        expect(answer.status, `${method} ${target}`).toBe(400);
        expectErrorBody(answer, `${method} ${target}`);
      },
    );
    await fc.assert(property, { seed, numRuns: runs });
  });

  test('a method no route serves answers 405 with Allow', async () => {
    const property = fc.asyncProperty(
      fc.oneof(
        operationPaths.map((p) => p.replace(/\{\w+\}/g, 'x')),
        fc.constant('/login'),
      ),
      fc.constantFrom('TRACE', 'TRACK', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE'),
      async (target, method) => {
        const answer = await rawRequest(method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow ?? '', `${method} ${target}`).toContain('GET');
        expectErrorBody(answer, `${method} ${target}`);
      },
    );
    await fc.assert(property, { seed: seed + 1, numRuns: runs });
  });

  test("next-auth's callbackUrl in any form signs in to our own origin, never an error", async () => {
    test.setTimeout(180_000);
    const property = fc.asyncProperty(callbackUrls(), async (callbackUrl) => {
      const target = `/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;
      const answer = await rawRequest('GET', target);
      expect(answer.status, target).toBeLessThan(500);
      const location = answer.headers.location;
      if (location) {
        const resolved = new URL(location, `http://127.0.0.1:${port}`);
        expect(resolved.host, `${target} → ${location}`).toBe(`127.0.0.1:${port}`);
      }
    });
    await fc.assert(property, { seed: seed + 2, numRuns: runs });
  });

  test('the credentials callback with any callbackUrl answers our own origin, never an error', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const property = fc.asyncProperty(callbackUrls(), async (callbackUrl) => {
      const answer = await postCredentials(request, callbackUrl);
      expect(answer.status, callbackUrl).toBeLessThan(500);
      const target = answer.location ?? answer.url;
      if (target) {
        const resolved = new URL(target, `http://127.0.0.1:${port}`);
        expect(resolved.host, `${callbackUrl} → ${target}`).toBe(`127.0.0.1:${port}`);
      }
    });
    // Each post is a failed sign-in for a name nobody has: few enough to stay under the throttle.
    await fc.assert(property, { seed: seed + 3, numRuns: Math.min(runs, 4) });
  });

  test('a request line too long answers the documented 431', async () => {
    const answer = await rawRequest('GET', `/api/health?pad=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
  });
});
