import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { config, proxy } from '../../proxy';
import { overrideEnvForTests } from '../env';

afterEach(() => {
  delete process.env.PUBLIC_BASE_URL;
  overrideEnvForTests({});
});

describe('the proxy in front of every answer', () => {
  it('runs for pages and next-auth, not for the rest of the API or built assets', () => {
    const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const path of ['/', '/login', '/pay/abc', '/docs', '/api/auth/signin', '/api/auth/session']) {
      expect(runsFor(path), path).toBe(true);
    }
    for (const path of ['/api/health', '/api/v3/department/x/url', '/api/metrics', '/_next/static/a.js']) {
      expect(runsFor(path), path).toBe(false);
    }
  });

  it('gives pages their nonce and headers, next-auth its API headers', async () => {
    const page = await proxy(new NextRequest('http://localhost:3000/login'));
    expect(page.headers.get('content-security-policy')).toMatch(/'nonce-/);
    const signIn = await proxy(new NextRequest('http://localhost:3000/api/auth/session'));
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.has('content-security-policy')).toBe(false);
  });

  it('passes sign-in requests on without a callback-url cookie next-auth would refuse', async () => {
    const request = new NextRequest('http://localhost:3000/api/auth/signin', {
      headers: { cookie: 'a=1; next-auth.callback-url=foo' },
    });
    const response = await proxy(request);
    expect(response.headers.get('x-middleware-request-cookie')).toBe('a=1');
    const untouched = await proxy(
      new NextRequest('http://localhost:3000/api/auth/signin', { headers: { cookie: 'a=1' } }),
    );
    expect(untouched.headers.has('x-middleware-request-cookie')).toBe(false);
  });
});
