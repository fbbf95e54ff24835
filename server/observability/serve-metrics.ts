import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import { refreshDatabaseSeries } from './database-series';
import { series } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics: the Prometheus text exposition, for a scraper holding METRICS_TOKEN as a
 * bearer token. Without METRICS_TOKEN the endpoint answers 404 as if it did not exist.
 */
export async function serveMetrics(request: Request): Promise<Response> {
  const token = env().METRICS_TOKEN;
  if (!token) return new Response('Not Found', { status: 404 });
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1] ?? '';
  // Compared as digests: equal length, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(token))) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'www-authenticate': 'Bearer realm="metrics"' },
    });
  }
  const { registry } = series();
  await refreshDatabaseSeries(registry);
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
