import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { BlockedDestinationError, guardedLookup, isPublicAddress } from './ssrf-guard';

export type PostResult = { status: number; body: string };

/** POSTs JSON with a timeout through the SSRF-guarded lookup. */
export function postJson(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostResult> {
  const client = url.protocol === 'https:' ? https : http;
  // An address written in the URL is connected to without a lookup, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) {
    return Promise.reject(new BlockedDestinationError(`${literal} is a non-public address`));
  }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'ServiceBay-Webhooks/1', ...headers },
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 4096) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
