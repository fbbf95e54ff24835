import { expect } from 'vitest';
import {
  GET as getRulesRoute,
  PUT as putRulesRoute,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/scheduling-rules/route';
import type { SchedulingRules } from '../../server/scheduling/rules';
import { callRoute } from '../call-route';
import type { TestClient, TestTenant } from '../fixtures';

type Body = Record<string, unknown>;
export type SchedulingSettings = { version: number; rules: SchedulingRules; hoursOfOperation: Body[] };

/** The department's scheduling settings (hours, rules and their version) as the settings route reads them. */
export async function readSchedulingSettings(
  tenant: TestTenant,
  client: TestClient,
): Promise<SchedulingSettings> {
  const res = await callRoute<Body>(getRulesRoute, {
    path: '/x',
    params: { dealerDepartmentUuid: tenant.departmentUuid },
    authorization: client.authorization,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SchedulingSettings;
}

/** Saves a change to the department's rules through the settings route, with the version it read. */
export async function changeSchedulingRules(
  tenant: TestTenant,
  client: TestClient,
  edit: (rules: SchedulingRules) => void,
): Promise<Body> {
  const current = await readSchedulingSettings(tenant, client);
  edit(current.rules);
  const saved = await callRoute<Body>(putRulesRoute, {
    method: 'PUT',
    path: '/x',
    params: { dealerDepartmentUuid: tenant.departmentUuid },
    authorization: client.authorization,
    body: { version: current.version, hoursOfOperation: current.hoursOfOperation, rules: current.rules },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/** The tenant's advisor takes up to 100 a slot on the date: there the department's own limit binds. */
export function roomyAdvisorOn(rules: SchedulingRules, tenant: TestTenant, date: string): void {
  const advisorUuid = tenant.advisor.dealerAssociateUuid;
  rules.advisors = rules.advisors.filter((a) => a.dealerAssociateUuid !== advisorUuid);
  rules.advisors.push({
    dealerAssociateUuid: advisorUuid,
    weeklySchedule: [],
    weeklySlotsOff: [],
    dateSlotsOff: [],
    perWeekday: [],
    perDate: [],
    perSlotPerWeekday: [],
    perSlotPerDate: [{ date, limit: 100 }],
  });
}
