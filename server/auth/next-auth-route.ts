import NextAuth from 'next-auth';
import { authOptions } from './next-auth';
import { withAcceptableCallbackUrl } from './safe-callback-url';
import { throttledSeconds } from './sign-in-errors';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

/**
 * next-auth answers a refused credentials sign-in with 200 and the error inside a URL (or a redirect
 * to it). A throttled one becomes 429 with Retry-After, like the API's, keeping the body the
 * sign-in form reads the error from.
 */
export async function withThrottleStatus(response: Response): Promise<Response> {
  const location = response.headers.get('location');
  let url: string | null = location;
  if (!url && response.headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') url = body.url;
  }
  if (!url) return response;
  const seconds = throttledSeconds(new URL(url, 'http://localhost').searchParams.get('error'));
  if (seconds === null) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(Math.max(1, seconds)));
  // A redirect stays a redirect (browsers without script follow it); a JSON answer becomes 429.
  if (location) return new Response(response.body, { status: response.status, headers });
  return new Response(response.body, { status: 429, headers });
}

const nextAuth = NextAuth(authOptions) as Handler;

export const handleAuth: Handler = async (request, context) =>
  withThrottleStatus(await nextAuth(withAcceptableCallbackUrl(request), context));
