import { otherMethods } from '@/server/http/method-not-allowed';
import { buildOpenApiDocument } from '@/server/http/openapi/build-document';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildOpenApiDocument());
}
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
