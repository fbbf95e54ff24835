import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerAddressHeader } from '../auth/client-address';
import { series } from '../observability/metrics';
import { answerClientError, answerConnect } from './client-error';
import { type AppHandler, handleRequest } from './handle-request';

/** The app behind the server: echoes the peer header it got, or fails on /explode. */
const app: AppHandler = async (request, response) => {
  if (request.url === '/explode') throw new Error('escaped the app');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ peer: request.headers[peerAddressHeader] ?? null }));
};

const hsts = 'max-age=63072000; includeSubDomains';
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(handleRequest(app, { 'strict-transport-security': hsts }));
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request: the target goes out exactly as written (fetch would normalise or refuse it). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** CONNECT over a bare socket: Node's client treats its answer as a tunnel, not a response. */
function sendConnect(): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    );
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const refusedCount = (status: number) =>
  series()
    .requestDuration.get()
    .then((metric) =>
      metric.values
        .filter(
          (v) =>
            v.metricName?.endsWith('_count') &&
            v.labels.operation === 'none' &&
            v.labels.status === String(status),
        )
        .reduce((sum, v) => sum + v.value, 0),
    );

function expectErrorShape(answer: Answer, code: string) {
  const body = JSON.parse(answer.body) as { error: { code: string; message: string }; requestId: string };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.requestId).toBe(answer.headers['x-request-id']);
  expect(answer.body).not.toMatch(/at .*\.ts|escaped the app/);
}

describe('the HTTP server in front of the app', () => {
  it.each([
    '/api/appointment/v2/department/%FF%FE/transportOption/list',
    '/api/appointment/v2/department/%ED%A0%80/transportOption/list',
    '/api/health/%',
    '/pay/%',
  ])('answers 400 MALFORMED_PATH for a path that does not decode: %s', async (path) => {
    const before = await refusedCount(400);
    const answer = await send('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json');
    expectErrorShape(answer, 'MALFORMED_PATH');
    expect(await refusedCount(400)).toBe(before + 1);
  });

  it.each(['TRACE', 'PROPFIND'])('answers 405 with Allow to %s', async (method) => {
    const answer = await send(method, '/api/health');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    expectErrorShape(answer, 'METHOD_NOT_ALLOWED');
  });

  it('answers 405 to CONNECT: no tunnels', async () => {
    const answer = await sendConnect();
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    expectErrorShape(answer, 'METHOD_NOT_ALLOWED');
  });

  it('answers 405 to a method the HTTP parser does not know, before there is a request', async () => {
    const before = await refusedCount(405);
    const answer = await send('TRACK', '/api/health');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    expectErrorShape(answer, 'METHOD_NOT_ALLOWED');
    expect(await refusedCount(405)).toBe(before + 1);
  });

  it('answers 431 in the API shape when the request line and headers exceed 16 KiB', async () => {
    const answer = await send('GET', `/api/health?pad=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expectErrorShape(answer, 'REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('keeps the request id the caller sent', async () => {
    const answer = await send('TRACE', '/', { 'x-request-id': 'trace-1' });
    expect(JSON.parse(answer.body).requestId).toBe('trace-1');
  });

  it('passes absolute-form targets on and refuses `*`', async () => {
    expect((await send('GET', 'http://127.0.0.1/api/health')).status).toBe(200);
    expect((await send('GET', 'http://127.0.0.1/pay/%')).status).toBe(400);
    expect((await send('OPTIONS', '*')).status).toBe(400);
  });

  it('hands the socket peer to the app and drops the value a caller sent', async () => {
    const answer = await send('GET', '/api/health', { [peerAddressHeader]: '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ peer: '127.0.0.1' });
  });

  it('answers 500 in the API shape, without a stack, when something escapes the app', async () => {
    const answer = await send('GET', '/explode');
    expect(answer.status).toBe(500);
    expectErrorShape(answer, 'INTERNAL_SERVER_ERROR');
  });

  it("gives every answer the headers it is told to, the app's and its own refusals alike", async () => {
    expect((await send('GET', '/api/health')).headers['strict-transport-security']).toBe(hsts);
    expect((await send('GET', '/pay/%')).headers['strict-transport-security']).toBe(hsts);
    expect((await send('GET', '/explode')).headers['strict-transport-security']).toBe(hsts);
  });
});
