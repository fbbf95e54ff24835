import type { ServerResponse } from 'node:http';
import { isDraining } from '../lifecycle/in-flight';

/**
 * An answer whose head goes out while the process drains says `Connection: close` and ends its
 * socket, so no keep-alive connection is left for the listener's close to cut. Hooked on writeHead:
 * Node calls it for implicit heads too, and the drain may start after the request arrived.
 */
export function closeConnectionWhenDraining(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    if (isDraining()) response.shouldKeepAlive = false;
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
