import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from '../../proxy';
import { overrideEnvForTests } from '../env';

const hsts = 'max-age=63072000; includeSubDomains';

afterEach(() => {
  delete process.env.PUBLIC_BASE_URL;
  overrideEnvForTests({});
});

describe('the proxy in front of every answer', () => {
  it('tells browsers to keep to https when the public origin is https', () => {
    overrideEnvForTests({ PUBLIC_BASE_URL: 'https://service.example.com' });
    for (const path of ['/login', '/api/v1/appointments', '/api/auth/session', '/pay/abc']) {
      const response = proxy(new NextRequest(`https://service.example.com${path}`));
      expect(response.headers.get('strict-transport-security')).toBe(hsts);
    }
  });

  it('does not when the public origin is plain http', () => {
    overrideEnvForTests({ PUBLIC_BASE_URL: 'http://localhost:3000' });
    for (const path of ['/login', '/api/v1/appointments']) {
      expect(
        proxy(new NextRequest(`http://localhost:3000${path}`)).headers.has('strict-transport-security'),
      ).toBe(false);
    }
  });

  it('passes sign-in requests on without a callback-url cookie next-auth would refuse', () => {
    const request = new NextRequest('http://localhost:3000/api/auth/signin', {
      headers: { cookie: 'a=1; next-auth.callback-url=foo' },
    });
    const response = proxy(request);
    expect(response.headers.get('x-middleware-request-cookie')).toBe('a=1');
    const untouched = proxy(
      new NextRequest('http://localhost:3000/api/auth/signin', { headers: { cookie: 'a=1' } }),
    );
    expect(untouched.headers.has('x-middleware-request-cookie')).toBe(false);
  });
});
