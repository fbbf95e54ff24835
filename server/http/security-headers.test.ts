import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { apiSecurityHeaders, contentSecurityPolicy, newNonce, pageSecurityHeaders } from './security-headers';

const options = { nonce: 'abc123', development: false, paymentStyleOrigins: ['https://skins.example.com'] };

describe('page security headers', () => {
  it('builds a nonce-based CSP that Next.js scripts and inline styles work with', () => {
    const csp = contentSecurityPolicy('/login', options);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('skins.example.com');
  });

  it('allows eval only in development', () => {
    expect(contentSecurityPolicy('/', { ...options, development: true })).toContain("'unsafe-eval'");
  });

  it('lets the payment page load stylesheets from the allowed origins only', () => {
    expect(contentSecurityPolicy('/pay/tok', options)).toContain(
      "style-src 'self' 'unsafe-inline' https://skins.example.com",
    );
  });

  it('sends no referrer from token pages and a cross-origin-safe one elsewhere', () => {
    expect(pageSecurityHeaders('/pay/tok', options)['referrer-policy']).toBe('no-referrer');
    expect(pageSecurityHeaders('/d/tok', options)['referrer-policy']).toBe('no-referrer');
    expect(pageSecurityHeaders('/docs', options)['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(pageSecurityHeaders('/dashboard', options)['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('forbids framing, sniffing and device access', () => {
    const headers = pageSecurityHeaders('/login', options);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });

  it('marks API answers not cacheable and not sniffable', () => {
    expect(apiSecurityHeaders).toEqual({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
  });

  it('are what the configuration sets on every API answer, which skip the proxy', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules.map((r) => r.source)).toEqual(['/api/:path*']);
    expect(Object.fromEntries(rules[0]?.headers.map((h) => [h.key, h.value]) ?? [])).toEqual(
      apiSecurityHeaders,
    );
  });

  it('makes a new nonce every time', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
