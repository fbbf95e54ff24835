import type http from 'node:http';

/** Connections still open this long after the listener closed are cut (Node's keep-alive timeout). */
const lingerMs = 5_000;

/**
 * Stops taking connections and resolves once the last one has ended: requests in flight were
 * drained before and answered with `Connection: close`, idle keep-alive sockets are closed now.
 */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), lingerMs);
    cutOff.unref();
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}
