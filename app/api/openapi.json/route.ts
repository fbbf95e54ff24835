import { buildOpenApiDocument } from '@/server/http/openapi/build-document';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildOpenApiDocument());
}
