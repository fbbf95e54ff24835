import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST as changePassword } from '@/app/api/admin/v1/account/password/route';
import { POST as createDepartment } from '@/app/api/admin/v1/dealers/[dealerUuid]/departments/route';
import { POST as setup, GET as setupStatus } from '@/app/api/admin/v1/setup/route';
import { POST as createAppointment } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { POST as listAppointments } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/list/route';
import { createFirstOperator } from '../../server/admin/create-first-operator';
import { createFreshDatabase, type FreshDatabase } from '../../server/database-setup/fresh-database';
import { closeDb, db } from '../../server/db/client';
import { setDatabaseUrl } from '../../server/env';
import { adminCli, adminCliFails } from '../admin-cli';
import { callRoute } from '../call-route';
import { basicAuthorization } from '../fixtures';
import { sessionCookieFor, signIn } from '../sessions';

let fresh: FreshDatabase;

/** The administration command line as an operator types it, against the empty install. */
const admin = async (...args: string[]) => (await adminCli(fresh.url, ...args)) as Record<string, string>;
const adminFails = (...args: string[]) => adminCliFails(fresh.url, ...args);

beforeAll(async () => {
  fresh = await createFreshDatabase(inject('serverDatabaseUrl') || undefined);
  await closeDb();
  setDatabaseUrl(fresh.url);
});
afterAll(async () => {
  await closeDb();
  await fresh.drop();
});

const listBody = { startDate: '2030-01-07', endDate: '2030-02-07', pageNumber: 1, pageSize: 10 };
const list = (departmentUuid: string, headers: { authorization?: string; cookie?: string }) =>
  callRoute(listAppointments, {
    path: `/api/appointment/v2/department/${departmentUuid}/list`,
    params: { dealerDepartmentUuid: departmentUuid },
    body: listBody,
    authorization: headers.authorization,
    headers: headers.cookie ? { cookie: headers.cookie } : {},
  });

// Each step runs the administration command line as its own process and waits for it to exit: on
// a loaded 2-core machine a start (tsx compiling the CLI) takes several seconds.
describe('going live from an empty install, without SQL', { timeout: 180_000 }, () => {
  let dealerUuid: string;
  let departmentUuid: string;
  let operatorCookie: string;

  it('set-up is open on the empty install; the command line creates the first operator and closes it', async () => {
    expect((await callRoute(setupStatus, { path: '/api/admin/v1/setup' })).body).toEqual({ open: true });
    const operator = await admin('operator', 'create', '--username', 'ops.lead');
    expect(operator).toEqual({ username: 'ops.lead', temporaryPassword: expect.any(String) });
    expect((await callRoute(setupStatus, { path: '/api/admin/v1/setup' })).body).toEqual({ open: false });
    const again = await callRoute(setup, {
      path: '/api/admin/v1/setup',
      body: { username: 'intruder', password: 'a-long-enough-password' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'SETUP_CLOSED' }, requestId: expect.any(String) });
    expect((await adminFails('operator', 'create', '--username', 'second')).code).toBe(1);
    const signedIn = await signIn('ops.lead', operator.temporaryPassword ?? '');
    expect(signedIn?.mustChangePassword).toBe(true);
    operatorCookie = await sessionCookieFor(signedIn?.id ?? '');
  });

  it('creates a dealer (again: the same one) and an advisor who must change the temporary password', async () => {
    const dealer = await admin(
      'dealer',
      'create',
      '--name',
      'Riverside Kia',
      '--time-zone',
      'America/Denver',
    );
    dealerUuid = dealer.dealerUuid ?? '';
    departmentUuid = dealer.departmentUuid ?? '';
    expect(
      await admin('dealer', 'create', '--name', 'Riverside Kia', '--time-zone', 'America/Denver'),
    ).toMatchObject({ dealerUuid, departmentUuid, created: false });
    const advisor = await admin(
      'advisor',
      'create',
      '--department',
      departmentUuid,
      '--username',
      'dana.reyes',
      '--first-name',
      'Dana',
      '--last-name',
      'Reyes',
    );
    expect(advisor).toMatchObject({ username: 'dana.reyes', userUuid: expect.any(String) });

    const first = await signIn('dana.reyes', advisor.temporaryPassword ?? '');
    expect(first).toMatchObject({ id: advisor.userUuid, mustChangePassword: true });
    const cookie = await sessionCookieFor(advisor.userUuid ?? '', { mustChangePassword: true });
    const refused = await list(departmentUuid, { cookie });
    expect(refused.status).toBe(403);
    const changed = await callRoute(changePassword, {
      path: '/api/admin/v1/account/password',
      body: { currentPassword: advisor.temporaryPassword, newPassword: 'dana-chooses-a-long-one' },
      headers: { cookie },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await list(departmentUuid, { cookie })).status).toBe(401);
    expect(await signIn('dana.reyes', advisor.temporaryPassword ?? '')).toBeNull();
    const second = await signIn('dana.reyes', 'dana-chooses-a-long-one');
    expect(second?.mustChangePassword).toBe(false);
    const listed = await list(departmentUuid, { cookie: await sessionCookieFor(advisor.userUuid ?? '') });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.serviceAppointments).toEqual([]);
  });

  it('a department-level appointment.get client lists its department only; rotate, grace and revoke', async () => {
    const client = await admin(
      'api-client',
      'create',
      '--dealer',
      dealerUuid,
      '--department',
      departmentUuid,
      '--name',
      'Booking partner',
      '--scopes',
      'appointment.get',
      '--level',
      'department',
    );
    const basic = (password: string | undefined) => basicAuthorization(client.username ?? '', password ?? '');
    expect((await list(departmentUuid, { authorization: basic(client.password) })).status).toBe(200);

    const other = await callRoute<{ departmentUuid: string }>(createDepartment, {
      path: `/api/admin/v1/dealers/${dealerUuid}/departments`,
      params: { dealerUuid },
      body: { name: 'Express' },
      headers: { cookie: operatorCookie },
    });
    expect(other.status).toBe(403); // the operator has not changed the temporary password yet
    const [op] = await db().execute<{ uuid: string }>(sql`select uuid from users where login = 'ops.lead'`);
    await db().execute(sql`update users set must_change_password = false where login = 'ops.lead'`);
    const express = await callRoute<{ departmentUuid: string }>(createDepartment, {
      path: `/api/admin/v1/dealers/${dealerUuid}/departments`,
      params: { dealerUuid },
      body: { name: 'Express' },
      headers: { cookie: await sessionCookieFor(op?.uuid ?? '') },
    });
    expect(express.status, JSON.stringify(express.body)).toBe(201);
    expect((await list(express.body.departmentUuid, { authorization: basic(client.password) })).status).toBe(
      403,
    );
    const create = await callRoute(createAppointment, {
      path: `/api/appointment/v2/dealer/${dealerUuid}/appointment`,
      params: { dealerUuid },
      body: {},
      authorization: basic(client.password),
    });
    expect(create.status).toBe(403);

    const rotated = await admin('api-client', 'rotate', '--username', client.username ?? '');
    expect((await list(departmentUuid, { authorization: basic(client.password) })).status).toBe(401);
    expect((await list(departmentUuid, { authorization: basic(rotated.password) })).status).toBe(200);

    const graced = await admin(
      'api-client',
      'rotate',
      '--username',
      client.username ?? '',
      '--grace-minutes',
      '10',
    );
    expect((await list(departmentUuid, { authorization: basic(rotated.password) })).status).toBe(200);
    expect((await list(departmentUuid, { authorization: basic(graced.password) })).status).toBe(200);
    await db().execute(sql`update api_client_secrets set expires_at = now() - interval '1 second'`);
    expect((await list(departmentUuid, { authorization: basic(rotated.password) })).status).toBe(401);
    expect((await list(departmentUuid, { authorization: basic(graced.password) })).status).toBe(200);

    expect(await admin('api-client', 'revoke', '--username', client.username ?? '')).toEqual({
      username: client.username,
      revoked: true,
    });
    expect((await list(departmentUuid, { authorization: basic(graced.password) })).status).toBe(401);
    const listed = await admin('api-client', 'list', '--dealer', dealerUuid);
    expect(listed.apiClients).toEqual([
      expect.objectContaining({ username: client.username, revoked: true, lastUsedAt: expect.any(String) }),
    ]);
  });

  // The README's own partner steps (customer, then booking) run verbatim in test/ops/readme-examples.test.ts.

  it('usage errors exit 2 with the reason on stderr', async () => {
    const missing = await adminFails('dealer', 'create', '--name', 'No zone');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--time-zone');
    expect(
      (await adminFails('api-client', 'create', '--dealer', dealerUuid, '--name', 'x', '--scopes', 'nope'))
        .code,
    ).toBe(2);
  });
});

describe('set-up races', { timeout: 180_000 }, () => {
  it('two concurrent first operators: exactly one wins', async () => {
    const other = await createFreshDatabase(inject('serverDatabaseUrl') || undefined);
    await closeDb();
    setDatabaseUrl(other.url);
    try {
      const ctx = { requestId: 'race', principal: null, tenants: [], db: db(), idempotencyKey: null };
      const attempt = (username: string) =>
        createFirstOperator(ctx, {
          body: { username, firstName: 'A', lastName: 'B', password: 'long-enough-password' },
        });
      const results = await Promise.allSettled([attempt('first.one'), attempt('second.one')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.code).toBe('SETUP_CLOSED');
    } finally {
      await closeDb();
      await other.drop();
      setDatabaseUrl(fresh.url);
    }
  });
});
