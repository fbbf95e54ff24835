import { expect, it } from 'vitest';
import type { Scope } from '../server/core/scopes';
import type { GrantLevel } from '../server/db/schema';
import { type CallOptions, callRoute } from './call-route';
import { basicAuthorization, createTestApiClient, createTestTenant, type TestTenant } from './fixtures';

type RouteHandler = Parameters<typeof callRoute>[0];

export type MatrixCase = {
  name: string;
  handler: RouteHandler;
  scope: Scope;
  level: GrantLevel;
  /** The call to make for a tenant; it must succeed for a client holding the scope there. */
  call: (tenant: TestTenant) => Omit<CallOptions, 'authorization'>;
  /** Reads the error code out of the operation family's body. */
  errorCode: (body: Record<string, unknown>) => unknown;
  successStatus?: number;
};

/**
 * The 401/403 matrix every protected endpoint must pass: no credentials, wrong password, unknown
 * user, missing scope, scope at the wrong level, and another dealer's path.
 */
export function describeAuthMatrix(c: MatrixCase, tenants: () => { own: TestTenant; other: TestTenant }) {
  it(`${c.name}: no credentials → 401 NO_AUTHENTICATION_PROVIDED`, async () => {
    const res = await callRoute(c.handler, c.call(tenants().own));
    expect(res.status).toBe(401);
    expect(c.errorCode(res.body)).toBe('NO_AUTHENTICATION_PROVIDED');
  });

  it(`${c.name}: wrong password → 401 UNAUTHORIZED`, async () => {
    const client = await createTestApiClient([
      { scope: c.scope, level: 'DEALER', dealerUuid: tenants().own.dealerUuid },
    ]);
    const res = await callRoute(c.handler, {
      ...c.call(tenants().own),
      authorization: basicAuthorization(client.username, `${client.password}x`),
    });
    expect(res.status).toBe(401);
    expect(c.errorCode(res.body)).toBe('UNAUTHORIZED');
  });

  it(`${c.name}: unknown user → 401 UNAUTHORIZED`, async () => {
    const res = await callRoute(c.handler, {
      ...c.call(tenants().own),
      authorization: basicAuthorization(`nobody-${Math.random()}`, 'whatever-password'),
    });
    expect(res.status).toBe(401);
    expect(c.errorCode(res.body)).toBe('UNAUTHORIZED');
  });

  it(`${c.name}: malformed Authorization → 401 INVALID_AUTHORITY_KEY_IN_REQUEST`, async () => {
    const res = await callRoute(c.handler, {
      ...c.call(tenants().own),
      authorization: 'Basic !!not-base64!!',
    });
    expect(res.status).toBe(401);
    expect(c.errorCode(res.body)).toBe('INVALID_AUTHORITY_KEY_IN_REQUEST');
  });

  it(`${c.name}: missing scope → 403 FORBIDDEN`, async () => {
    const otherScope: Scope = c.scope === 'appointment.get' ? 'payment.all' : 'appointment.get';
    const client = await createTestApiClient([
      { scope: otherScope, level: 'DEALER', dealerUuid: tenants().own.dealerUuid },
    ]);
    const res = await callRoute(c.handler, { ...c.call(tenants().own), authorization: client.authorization });
    expect(res.status).toBe(403);
    expect(c.errorCode(res.body)).toBe('FORBIDDEN');
  });

  if (c.level === 'DEALER') {
    it(`${c.name}: scope only at department level → 403 FORBIDDEN`, async () => {
      const own = tenants().own;
      const client = await createTestApiClient([
        {
          scope: c.scope,
          level: 'DEPARTMENT',
          dealerUuid: own.dealerUuid,
          departmentUuid: own.departmentUuid,
        },
      ]);
      const res = await callRoute(c.handler, { ...c.call(own), authorization: client.authorization });
      expect(res.status).toBe(403);
      expect(c.errorCode(res.body)).toBe('FORBIDDEN');
    });
  } else {
    it(`${c.name}: scope for another department of the dealer → 403 FORBIDDEN`, async () => {
      const own = tenants().own;
      const other = tenants().other;
      const client = await createTestApiClient([
        {
          scope: c.scope,
          level: 'DEPARTMENT',
          dealerUuid: own.dealerUuid,
          departmentUuid: other.departmentUuid,
        },
      ]);
      const res = await callRoute(c.handler, { ...c.call(own), authorization: client.authorization });
      expect(res.status).toBe(403);
      expect(c.errorCode(res.body)).toBe('FORBIDDEN');
    });
  }

  it(`${c.name}: another dealer's path → 403 FORBIDDEN`, async () => {
    const client = await createTestApiClient([
      { scope: c.scope, level: 'DEALER', dealerUuid: tenants().own.dealerUuid },
    ]);
    const res = await callRoute(c.handler, {
      ...c.call(tenants().other),
      authorization: client.authorization,
    });
    expect(res.status).toBe(403);
    expect(c.errorCode(res.body)).toBe('FORBIDDEN');
  });

  it(`${c.name}: the right grant → ${c.successStatus ?? 200}`, async () => {
    const client = await createTestApiClient([
      {
        scope: c.scope,
        level: c.level,
        dealerUuid: tenants().own.dealerUuid,
        departmentUuid: c.level === 'DEPARTMENT' ? tenants().own.departmentUuid : undefined,
      },
    ]);
    const res = await callRoute(c.handler, { ...c.call(tenants().own), authorization: client.authorization });
    expect(res.status, JSON.stringify(res.body)).toBe(c.successStatus ?? 200);
  });
}

export async function createTenantPair() {
  return {
    own: await createTestTenant(),
    other: await createTestTenant({ timeZone: 'America/Los_Angeles' }),
  };
}

/** Error code readers per family. */
export const manageErrorTitle = (body: Record<string, unknown>) =>
  (body.errors as Array<{ errorTitle: string }> | undefined)?.[0]?.errorTitle;
