import { otherMethods } from '@/server/http/method-not-allowed';
import { serveMetrics } from '@/server/observability/serve-metrics';

// Read at every scrape: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => serveMetrics(request);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
