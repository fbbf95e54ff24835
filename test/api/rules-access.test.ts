import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dealerAudit } from '@/app/api/admin/v1/dealers/[dealerUuid]/audit/route';
import { POST as authorities } from '@/app/api/admin/v1/departments/[departmentUuid]/people/[userUuid]/authorities/route';
import { POST as saveOpcode } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/opcode/route';
import {
  GET as readSettings,
  PUT as saveSettings,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/scheduling-rules/route';
import { db } from '../../server/db/client';
import { administrators } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import type { SchedulingSettings } from '../../server/scheduling/settings.schemas';
import { callRoute } from '../call-route';
import { createTestTenant, type TestTenant } from '../fixtures';
import { sessionCookieFor } from '../sessions';

let t: TestTenant;
let adminCookie: string;
let advisorCookie: string;
const params = () => ({ dealerDepartmentUuid: t.departmentUuid });
const path = () => `/api/appointment/v2/department/${t.departmentUuid}/scheduling-rules`;

beforeAll(async () => {
  t = await createTestTenant();
  await db()
    .insert(administrators)
    .values({ uuid: newUuid(), userUuid: t.defaultUserUuid, role: 'DEALER_ADMIN', dealerUuid: t.dealerUuid });
  adminCookie = await sessionCookieFor(t.defaultUserUuid);
  advisorCookie = await sessionCookieFor(t.advisor.userUuid);
});

async function read(cookie: string): Promise<SchedulingSettings> {
  const res = await callRoute<SchedulingSettings>(readSettings, {
    path: path(),
    params: params(),
    headers: { cookie },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Saves the settings as read, with another minimum notice. */
async function saveNotice(cookie: string, minutes: number) {
  const settings = await read(cookie);
  return callRoute(saveSettings, {
    path: path(),
    params: params(),
    method: 'PUT',
    headers: { cookie, 'x-request-id': `rules-${newUuid()}` },
    body: {
      version: settings.version,
      hoursOfOperation: settings.hoursOfOperation,
      rules: { ...settings.rules, minimumNoticeMinutes: minutes },
    },
  });
}

describe('who may change the scheduling rules and opcodes', () => {
  it('an advisor who is not an administrator reads the settings but saving them is 403', async () => {
    const res = await saveNotice(advisorCookie, 30);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain('FORBIDDEN');
    expect(JSON.stringify(res.body)).toContain('dealership administrators');
  });

  it('nor may they save an opcode', async () => {
    const res = await callRoute(saveOpcode, {
      path: `/api/appointment/v2/department/${t.departmentUuid}/opcode`,
      params: params(),
      headers: { cookie: advisorCookie },
      body: { opcode: { laborOpCode: 'RULES1' }, eventDealerAssociateUuid: t.advisor.dealerAssociateUuid },
    });
    expect(res.status).toBe(403);
  });

  it("an administrator's change is in the audit log with before and after", async () => {
    const res = await saveNotice(adminCookie, 45);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = await callRoute<{
      items: Array<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
    }>(dealerAudit, {
      path: `/api/admin/v1/dealers/${t.dealerUuid}/audit?action=schedulingSettings.`,
      params: { dealerUuid: t.dealerUuid },
      headers: { cookie: adminCookie },
    });
    expect(log.status).toBe(200);
    expect(log.body.items[0]?.before).toMatchObject({ minimumNoticeMinutes: 0 });
    expect(log.body.items[0]?.after).toMatchObject({ minimumNoticeMinutes: 45 });
    expect(log.body.items[0]?.after).not.toHaveProperty('closures');
  });

  it('with the authority to change scheduling settings an advisor may save them', async () => {
    const granted = await callRoute(authorities, {
      path: `/api/admin/v1/departments/${t.departmentUuid}/people/${t.advisor.userUuid}/authorities`,
      params: { departmentUuid: t.departmentUuid, userUuid: t.advisor.userUuid },
      body: { authoritiesToAdd: ['scheduling.settings.manage'] },
      headers: { cookie: adminCookie },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const res = await saveNotice(advisorCookie, 60);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
