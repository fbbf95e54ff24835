import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { resetRequestsForTests, startDraining } from '../lifecycle/in-flight';
import { closeServer } from './close-server';
import { type AppHandler, handleRequest } from './handle-request';

afterEach(() => resetRequestsForTests());

type Answer = { status: number; connection: string | undefined };

/** A server whose /held answers wait until the test lets them go; others answer at once. */
async function startServer() {
  const held: Array<() => void> = [];
  const app: AppHandler = async (request, response) => {
    if (request.url === '/held') await new Promise<void>((resolve) => held.push(resolve));
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  };
  const server = http.createServer(handleRequest(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const errors: Error[] = [];
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      request.on('error', (error) => {
        errors.push(error);
        reject(error);
      });
    });
  const heldCount = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    server,
    agent,
    errors,
    get,
    heldCount,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

describe('the HTTP server while the process drains', () => {
  it('answers with Connection: close, then closes the listener once the last answer is out, resetting nothing', async () => {
    const s = await startServer();
    // Keep-alive sockets from before the drain: one idle, one with an answer still to come.
    expect((await s.get('/before')).connection).toBe('keep-alive');
    const inFlight = s.get('/held');
    await s.heldCount(1);

    startDraining();
    const duringDrain = await s.get('/during');
    expect(duringDrain).toEqual({ status: 200, connection: 'close' });
    s.release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close' });

    await closeServer(s.server);
    expect(s.server.listening).toBe(false);
    expect(s.errors).toEqual([]);
    s.agent.destroy();
  });
});
