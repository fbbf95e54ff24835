import { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { describe, expect, it } from 'vitest';
import { authOptions } from './next-auth';
import {
  cookieHeaderWithAcceptableCallbackUrl,
  isAcceptableCallbackUrl,
  redirectWithinApp,
  withAcceptableCallbackUrl,
} from './safe-callback-url';

const baseUrl = 'http://localhost:3000';

type ApiRequest = {
  method: string;
  query: Record<string, string | string[]>;
  body?: Record<string, string>;
  cookies: Record<string, string>;
  headers: Record<string, string>;
};
type Answer = { status: number; location?: string; body?: unknown };

/** next-auth's API-route entry: the same core as the App Router's, without a Next.js request scope. */
async function askNextAuth(action: string[], request: Partial<ApiRequest>): Promise<Answer> {
  const answer: Answer = { status: 200 };
  const headers = new Map<string, unknown>();
  const res = {
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    setHeader: (name: string, value: unknown) => {
      headers.set(name.toLowerCase(), value);
      if (name.toLowerCase() === 'location') answer.location = String(value);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end: () => undefined,
    json: (body: unknown) => {
      answer.body = body;
      return res;
    },
    send: (body: unknown) => {
      answer.body = body;
      return res;
    },
  };
  const req = { method: 'GET', cookies: {}, headers: { host: 'localhost:3000' }, ...request };
  req.query = { ...request.query, nextauth: action };
  const handler = NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>;
  await handler(req, res, authOptions);
  return answer;
}

describe('where sign-in sends the browser', () => {
  it.each([
    ['/today', `${baseUrl}/today`],
    ['/today?x=1#y', `${baseUrl}/today?x=1#y`],
    [`${baseUrl}/admin`, `${baseUrl}/admin`],
    ['foo', baseUrl],
    ['evil.example', baseUrl],
    ['https://evil.example/', baseUrl],
    ['//evil.example/x', baseUrl],
    ['/\\evil.example', baseUrl],
    ['http://localhost:3001/', baseUrl],
    ['javascript:alert(1)', baseUrl],
    ['http://[', baseUrl],
    ['', baseUrl],
  ])('%s goes to %s', (url, expected) => {
    expect(redirectWithinApp({ url, baseUrl })).toBe(expected);
  });

  it('tells which values next-auth would answer with an error page', () => {
    expect(isAcceptableCallbackUrl('/today')).toBe(true);
    expect(isAcceptableCallbackUrl('https://evil.example/')).toBe(true);
    expect(isAcceptableCallbackUrl('foo')).toBe(false);
    expect(isAcceptableCallbackUrl('javascript:alert(1)')).toBe(false);
  });

  it('drops a callbackUrl next-auth would refuse and keeps the rest of the request', async () => {
    const original = new NextRequest(`${baseUrl}/api/auth/signin?callbackUrl=foo&x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'csrfToken=t',
    });
    const cleaned = withAcceptableCallbackUrl(original) as NextRequest;
    expect(cleaned.nextUrl.searchParams.has('callbackUrl')).toBe(false);
    expect(cleaned.nextUrl.searchParams.get('x')).toBe('1');
    expect(await cleaned.text()).toBe('csrfToken=t');
    const fine = new NextRequest(`${baseUrl}/api/auth/signin?callbackUrl=%2Ftoday`);
    expect(withAcceptableCallbackUrl(fine)).toBe(fine);
  });

  it('answers the sign-in page without an error for a relative callbackUrl', async () => {
    const request = withAcceptableCallbackUrl(
      new NextRequest(`${baseUrl}/api/auth/signin?callbackUrl=foo`),
    ) as NextRequest;
    const answer = await askNextAuth(['signin'], { query: Object.fromEntries(request.nextUrl.searchParams) });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/login?callbackUrl=${encodeURIComponent(baseUrl)}`);
  });

  it('answers the credentials callback without an error for a foreign callbackUrl', async () => {
    const answer = await askNextAuth(['callback', 'credentials'], {
      method: 'POST',
      body: { callbackUrl: 'evil.example', username: 'nobody', password: 'x' },
    });
    expect(answer.status).toBe(302);
    expect(answer.location ?? '').not.toContain('evil.example');
  });
});
describe('the callback-url cookie', () => {
  it('drops one next-auth would refuse and keeps the other cookies', () => {
    expect(
      cookieHeaderWithAcceptableCallbackUrl(
        'a=1; next-auth.callback-url=foo; __Secure-next-auth.callback-url=%2Fx',
      ),
    ).toBe('a=1; __Secure-next-auth.callback-url=%2Fx');
    expect(
      cookieHeaderWithAcceptableCallbackUrl('next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000'),
    ).toBeNull();
    expect(cookieHeaderWithAcceptableCallbackUrl('next-auth.callback-url=%E0%A4%A')).toBe('');
    expect(cookieHeaderWithAcceptableCallbackUrl(null)).toBeNull();
  });

  it('answers the sign-in page without an error once such a cookie is dropped', async () => {
    const header = cookieHeaderWithAcceptableCallbackUrl('next-auth.callback-url=foo') ?? '';
    const cookies = Object.fromEntries(header ? header.split('; ').map((c) => c.split('=')) : []);
    const answer = await askNextAuth(['signin'], { cookies });
    expect(answer.status).toBe(302);
  });
});
