import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/fixtures';
import type { UseCaseContext } from '../core/context';
import { db } from '../db/client';
import { onlineDealerNames } from '../db/schema';
import { pageSecurityHeaders } from '../http/security-headers';
import { bookingPageDealer, frameAncestorsFor } from './frame-ancestors';
import { getEmbedOrigins } from './get-embed-origins';
import { saveEmbedOrigins } from './save-embed-origins';
import { embedOriginsBody, httpsOriginOf } from './visit.schemas';

let tenant: TestTenant;
beforeAll(async () => {
  tenant = await createTestTenant();
});

const ctx = (): UseCaseContext => ({
  requestId: 'embed-test',
  principal: null,
  tenants: [{ dealerUuid: tenant.dealerUuid, departmentUuid: null }],
  db: db(),
  idempotencyKey: null,
  systemActor: 'test',
});

const headersFor = (pathname: string, frameAncestors: readonly string[]) =>
  pageSecurityHeaders(pathname, { nonce: 'n', development: false, paymentStyleOrigins: [], frameAncestors });

describe('embedding origins', () => {
  it('accepts https origins only, written as the browser writes them', () => {
    expect(httpsOriginOf('https://www.example.com')).toBe('https://www.example.com');
    expect(httpsOriginOf('https://www.example.com/')).toBe('https://www.example.com');
    expect(httpsOriginOf('https://shop.example.com:8443')).toBe('https://shop.example.com:8443');
    for (const refused of [
      'http://www.example.com',
      'https://*.example.com',
      'https://www.example.com/book',
      'https://www.example.com?x=1',
      'https://user@www.example.com',
      'https://localhost',
      "https://a.com; script-src 'unsafe-inline'",
      'https://a.com https://b.com',
      'javascript:alert(1)',
      'WWW.EXAMPLE.COM',
    ]) {
      expect(httpsOriginOf(refused), refused).toBeNull();
    }
    expect(embedOriginsBody.safeParse({ origins: Array(21).fill('https://a.example.com') }).success).toBe(
      false,
    );
  });

  it('frames the booking page from the listed origins only; every other page from none', () => {
    const listed = ['https://www.example.com', 'https://shop.example.com'];
    const booking = headersFor('/book-online/abc', listed);
    expect(booking['content-security-policy']).toContain(
      'frame-ancestors https://www.example.com https://shop.example.com',
    );
    expect(booking['x-frame-options']).toBeUndefined();
    for (const path of ['/v/abcdefghijklmnopqrstuvwx', '/login', '/pay/x', '/']) {
      const other = headersFor(path, listed);
      expect(other['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(other['x-frame-options']).toBe('DENY');
    }
    const unlisted = headersFor('/book-online/abc', []);
    expect(unlisted['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(unlisted['x-frame-options']).toBe('DENY');
    expect(headersFor('/v/abcdefghijklmnopqrstuvwx', [])['referrer-policy']).toBe('no-referrer');
  });

  it('names the dealer of a booking page path, not of the embed script', () => {
    expect(bookingPageDealer('/book-online/lakeshore')).toBe('lakeshore');
    expect(bookingPageDealer('/book-online/lakeshore/review')).toBe('lakeshore');
    expect(bookingPageDealer('/book-online/embed.js')).toBeNull();
    expect(bookingPageDealer('/v/abc')).toBeNull();
  });

  it('keeps the administrator’s list and the page reads it at once', async () => {
    expect(await frameAncestorsFor(tenant.dealerUuid)).toEqual([]);
    const saved = await saveEmbedOrigins(ctx(), {
      body: { origins: ['https://www.example.com', 'https://shop.example.com', 'https://www.example.com'] },
    });
    expect(saved.origins).toEqual(['https://shop.example.com', 'https://www.example.com']);
    expect(await getEmbedOrigins(ctx())).toEqual(saved);
    expect(await frameAncestorsFor(tenant.dealerUuid)).toEqual(saved.origins);
    // The booking page's short name reads the same list.
    const shortName = `embed-${tenant.dealerUuid.slice(0, 8)}`;
    await db().insert(onlineDealerNames).values({ dealerUuid: tenant.dealerUuid, shortName });
    expect(await frameAncestorsFor(shortName.toUpperCase())).toEqual(saved.origins);
    await saveEmbedOrigins(ctx(), { body: { origins: [] } });
    expect(await frameAncestorsFor(tenant.dealerUuid)).toEqual([]);
  });
});
