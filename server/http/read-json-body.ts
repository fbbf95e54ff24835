import { DomainError } from '../core/errors';

/**
 * Reads a JSON body within a byte limit. Oversized, non-JSON and malformed bodies become clear
 * 4xx codes instead of reaching the use case (or becoming a 500).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    throw new DomainError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`);
  }
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DomainError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new DomainError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON with Content-Type: application/json',
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DomainError(
      'MALFORMED_JSON',
      `The request body is not valid JSON: ${(error as Error).message}`,
    );
  }
}
