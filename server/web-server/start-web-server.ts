import http from 'node:http';
import next from 'next';
import { publicOrigin } from '../core/public-origin';
import { alsoStopLast } from '../lifecycle/stop-on-signal';
import { log } from '../log';
import { answerClientError, answerConnect } from './client-error';
import { closeServer } from './close-server';
import { type AppHandler, handleRequest } from './handle-request';
import { transportSecurityHeaders } from './transport-security';

export type WebServerOptions = { dev: boolean; port: number; hostname?: string };

/**
 * The app through the project's own HTTP server (Next.js's custom-server API): the production
 * build for `npm start`, the compiling dev server for `npm run dev`. Resolves once it listens.
 */
export async function startWebServer(options: WebServerOptions): Promise<http.Server> {
  const app = next({ dev: options.dev, hostname: options.hostname ?? 'localhost', port: options.port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const server = http.createServer(
    handleRequest(nextHandler as AppHandler, transportSecurityHeaders(publicOrigin())),
  );
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  alsoStopLast({ name: 'http server', stop: () => closeServer(server) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info('listening', { port: options.port, mode: options.dev ? 'development' : 'production' });
  return server;
}
