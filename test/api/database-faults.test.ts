import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST as noteRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/message/route';
import { GET as getCustomerRoute } from '@/app/api/customer/v2/department/[departmentUUID]/customer/[customerUUID]/route';
import { type CallResult, callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestTenant,
} from '../fixtures';

let tenant: TestTenant;
let client: TestClient;
let customerUuid: string;
let admin: postgres.Sql;

beforeAll(async () => {
  tenant = await createTestTenant();
  client = await createFullAccessClient(tenant);
  ({ customerUuid } = await createTestCustomer(tenant));
  admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await admin.end();
});

const read = () =>
  callRoute(getCustomerRoute, {
    path: `/api/customer/v2/department/${tenant.departmentUuid}/customer/${customerUuid}`,
    params: { departmentUUID: tenant.departmentUuid, customerUUID: customerUuid },
    authorization: client.authorization,
  });

const write = () =>
  callRoute(noteRoute, {
    path: `/api/communications/department/${tenant.departmentUuid}/customer/${customerUuid}/message`,
    params: { departmentUUID: tenant.departmentUuid, customerUuid },
    authorization: client.authorization,
    body: {
      editor: { uuid: tenant.advisor.userUuid, departmentUuid: tenant.departmentUuid, type: 'USER' },
      messageAttributes: {
        body: JSON.stringify({ text: [], version: 1, previewText: 'Prefers mornings' }),
        type: 'NOTE',
        protocol: 'NONE',
        isManual: true,
      },
    },
  });

/** Ends every other session of the test database, as a failover or an administrator would. */
async function terminateBackends(): Promise<number> {
  const killed = await admin`
    select pg_terminate_backend(pid) as killed from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`;
  return killed.filter((row) => row.killed).length;
}

const describeAnswer = (res: CallResult) => `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;

describe('database connections that die', () => {
  // postgres.js 3.4.9 can leave a pooled connection unable to send after its socket died
  // (porsager/postgres#1208, #1154): the pool that lost one is destroyed at once, so no request of
  // this load waits on such a connection (server/db/client.ts, replacePoolAfterLostConnection).
  it('under load, requests are answered 200 or 503 with Retry-After, never 500', async () => {
    expect((await read()).status).toBe(200);
    const answers: CallResult[] = [];
    let killed = 0;
    for (let round = 0; round < 6; round++) {
      // The backends are ended while the requests are on their way: some are mid-statement.
      const load = Array.from({ length: 30 }, (_, i) => (i % 4 === 3 ? write() : read()));
      await new Promise((resolve) => setImmediate(resolve));
      killed += await terminateBackends();
      answers.push(...(await Promise.all(load)));
    }
    expect(killed).toBeGreaterThan(0);
    const unexpected = answers.filter((res) => res.status !== 200 && res.status !== 503);
    expect(unexpected.map(describeAnswer)).toEqual([]);
    for (const res of answers.filter((a) => a.status === 503)) {
      expect(res.headers.get('retry-after'), describeAnswer(res)).toBeTruthy();
      expect(JSON.stringify(res.body)).toContain('SERVICE_UNAVAILABLE');
    }
    // The dead connections left the pool: the next requests find live ones.
    expect((await read()).status).toBe(200);
    expect((await write()).status).toBe(200);
  });

  it('a read whose connection died is retried once on another connection', async () => {
    expect((await read()).status).toBe(200);
    await terminateBackends();
    const res = await read();
    expect(res.status, describeAnswer(res)).toBe(200);
  });
});
