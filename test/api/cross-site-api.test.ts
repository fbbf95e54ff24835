import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PUT as grantAdmin,
  DELETE as revokeAdmin,
} from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/dealer-admin/route';
import { POST as resetPassword } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/password-reset/route';
import { POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as listDealers } from '@/app/api/manage/v2/dealer/list/route';
import { POST as payInvoice } from '@/app/api/pay/[token]/route';
import { publicOrigin } from '../../server/core/public-origin';
import { db } from '../../server/db/client';
import { administrators, users } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { callRoute } from '../call-route';
import { createFullAccessClient, createTestTenant, type TestClient, type TestTenant } from '../fixtures';
import { sessionCookieFor } from '../sessions';

const evil = 'https://evil.example';
let tenant: TestTenant;
let client: TestClient;
let adminCookie: string;

beforeAll(async () => {
  tenant = await createTestTenant();
  client = await createFullAccessClient(tenant);
  await db().insert(administrators).values({
    uuid: newUuid(),
    userUuid: tenant.defaultUserUuid,
    role: 'DEALER_ADMIN',
    dealerUuid: tenant.dealerUuid,
  });
  adminCookie = await sessionCookieFor(tenant.defaultUserUuid);
});

const person = () => {
  const params = { dealerUuid: tenant.dealerUuid, userUuid: tenant.advisor.userUuid };
  return { params, path: `/api/admin/v1/dealers/${params.dealerUuid}/people/${params.userUuid}` };
};
const passwordHash = async () =>
  (await db().select().from(users).where(eq(users.uuid, tenant.advisor.userUuid)))[0]?.passwordHash;
const errorCode = (body: Record<string, unknown>) => (body.error as { code?: string } | undefined)?.code;

describe('cookie writes come from our own pages only', () => {
  it('refuses a cross-origin form post with a valid cookie, and changes nothing', async () => {
    const before = await passwordHash();
    const { params, path } = person();
    const refused = await callRoute(resetPassword, {
      path: `${path}/password-reset`,
      params,
      method: 'POST',
      rawBody: 'confirm=1',
      headers: { cookie: adminCookie, origin: evil, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    expect(typeof refused.body.requestId).toBe('string');
    expect(await passwordHash()).toBe(before);
  });

  it('refuses a write with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    const { params, path } = person();
    const tries: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of tries) {
      const refused = await callRoute(grantAdmin, {
        path: `${path}/dealer-admin`,
        params,
        method: 'PUT',
        fromOwnPage: false,
        headers: { cookie: adminCookie, 'content-type': 'application/json', ...headers },
      });
      expect(refused.status).toBe(403);
      expect(errorCode(refused.body)).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('refuses a text/plain write from our own origin, which another site could also send', async () => {
    const { params, path } = person();
    const refused = await callRoute(grantAdmin, {
      path: `${path}/dealer-admin`,
      params,
      method: 'PUT',
      rawBody: '{}',
      headers: { cookie: adminCookie, origin: publicOrigin(), 'content-type': 'text/plain' },
    });
    expect(refused.status).toBe(415);
    expect(errorCode(refused.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const held = await db()
      .select()
      .from(administrators)
      .where(eq(administrators.userUuid, tenant.advisor.userUuid));
    expect(held).toHaveLength(0);
  });

  it('accepts a same-origin JSON write, by Origin or by Sec-Fetch-Site', async () => {
    const { params, path } = person();
    const granted = await callRoute(grantAdmin, {
      path: `${path}/dealer-admin`,
      params,
      method: 'PUT',
      headers: { cookie: adminCookie, origin: publicOrigin(), 'content-type': 'application/json' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({ dealerAdmin: true });
    const revoked = await callRoute(revokeAdmin, {
      path: `${path}/dealer-admin`,
      params,
      method: 'DELETE',
      fromOwnPage: false,
      headers: { cookie: adminCookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
  });

  it('leaves partners with HTTP Basic alone, whatever Origin they send', async () => {
    const listed = await callRoute(listDealers, {
      path: '/api/manage/v2/dealer/list',
      body: { dealerUuids: [tenant.dealerUuid] },
      authorization: client.authorization,
      headers: { origin: evil },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  });

  it('refuses the payment page’s write from another site', async () => {
    const refused = await callRoute(payInvoice, {
      path: '/api/pay/some-token',
      params: { token: 'some-token' },
      body: { cardholderName: 'A' },
      headers: { origin: evil },
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('CROSS_SITE_REQUEST');
  });

  it('refuses next-auth’s sign-in post from another site', async () => {
    const refused = await callRoute(authPost, {
      path: '/api/auth/callback/credentials',
      params: { nextauth: ['callback', 'credentials'] },
      method: 'POST',
      rawBody: 'username=a&password=b&csrfToken=x',
      headers: { origin: evil, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
  });
});
