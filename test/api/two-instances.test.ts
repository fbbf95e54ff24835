import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import {
  GET as getRulesRoute,
  PUT as putRulesRoute,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/scheduling-rules/route';
import { db } from '../../server/db/client';
import { appointments, dealers } from '../../server/db/schema';
import type { SchedulingRules } from '../../server/scheduling/rules';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestCustomer,
  type TestTenant,
} from '../fixtures';

type Body = Record<string, unknown>;

const root = path.resolve(import.meta.dirname, '../..');
const instances: ChildProcess[] = [];

/** Starts one instance (test/support/route-server.ts) and resolves with its port once it listens. */
function startInstance(deadlineMs: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/route-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instances.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no port within ${deadlineMs} ms:\n${output}`)),
      deadlineMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the instance exited (${code}) before listening:\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within the deadline. */
async function stopInstance(child: ChildProcess, deadlineMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
  await exited;
  clearTimeout(timer);
}

let tenant: TestTenant;
let client: TestClient;
let ports: number[] = [];
let date = '';
const slot = '12:00:00';
const capacity = 4;

/** A slot with room for `capacity` on its own date: the department limit is the one that binds. */
async function limitSlot(): Promise<void> {
  const read = await callRoute<{ version: number; rules: SchedulingRules; hoursOfOperation: Body[] }>(
    getRulesRoute,
    {
      path: '/x',
      params: { dealerDepartmentUuid: tenant.departmentUuid },
      authorization: client.authorization,
    },
  );
  const rules = read.body.rules;
  rules.dealerLimits.perSlotPerDate.push({ date, limit: capacity });
  rules.advisors = rules.advisors.filter((a) => a.dealerAssociateUuid !== tenant.advisor.dealerAssociateUuid);
  rules.advisors.push({
    dealerAssociateUuid: tenant.advisor.dealerAssociateUuid,
    weeklySchedule: [],
    weeklySlotsOff: [],
    dateSlotsOff: [],
    perWeekday: [],
    perDate: [],
    perSlotPerWeekday: [],
    perSlotPerDate: [{ date, limit: 100 }],
  });
  const saved = await callRoute<Body>(putRulesRoute, {
    method: 'PUT',
    path: '/x',
    params: { dealerDepartmentUuid: tenant.departmentUuid },
    authorization: client.authorization,
    body: { version: read.body.version, hoursOfOperation: read.body.hoursOfOperation, rules },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const bookingBody = (customer: TestCustomer) => ({
  customerUuid: customer.customerUuid,
  vehicleInformation: { vehicleUuid: customer.vehicleUuid },
  appointmentInformation: { appointmentStartDateTime: `${date}T${slot}` },
});

beforeAll(async () => {
  tenant = await createTestTenant();
  client = await createFullAccessClient(tenant);
  await addServiceSetup(tenant);
  await db()
    .update(dealers)
    .set({ features: { schedulerEnabled: true, maxFutureAppointmentsPerCustomer: 1000 } })
    .where(eq(dealers.uuid, tenant.dealerUuid));
  date = addDays(instantToLocalDate(new Date(), 'America/Chicago'), 5);
  await limitSlot();
  // The instances compile the route's whole module graph on start: allow for a loaded machine.
  ports = await Promise.all([startInstance(90_000), startInstance(90_000)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((child) => stopInstance(child, 5_000)));
});

describe('two app instances on one database', () => {
  it('a 40-way race across both instances for the last places of a slot books exactly its capacity', async () => {
    // One place is taken beforehand, so the race is for the last ones.
    const early = await createTestCustomer(tenant);
    const first = await callRoute<Body>(createRoute, {
      path: '/x',
      params: { dealerUuid: tenant.dealerUuid },
      authorization: client.authorization,
      body: bookingBody(early),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const customers = await Promise.all(Array.from({ length: 40 }, () => createTestCustomer(tenant)));
    const results = await Promise.all(
      customers.map(async (customer, i) => {
        const port = ports[i % 2];
        const response = await fetch(
          `http://127.0.0.1:${port}/api/appointment/v2/dealer/${tenant.dealerUuid}/appointment`,
          {
            method: 'POST',
            headers: { authorization: client.authorization, 'content-type': 'application/json' },
            body: JSON.stringify(bookingBody(customer)),
          },
        );
        return { port, status: response.status, body: (await response.json()) as Body };
      }),
    );
    const booked = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(booked).toHaveLength(capacity - 1);
    expect(
      refused.map((r) => [r.status, (r.body.errors as Array<{ errorCode: string }>)[0]?.errorCode]),
    ).toEqual(Array.from({ length: 40 - (capacity - 1) }, () => [409, 'SLOT_UNAVAILABLE']));
    const stored = await db()
      .select({ uuid: appointments.uuid })
      .from(appointments)
      .where(
        and(
          eq(appointments.departmentUuid, tenant.departmentUuid),
          inArray(
            appointments.customerUuid,
            [early, ...customers].map((c) => c.customerUuid),
          ),
        ),
      );
    expect(stored).toHaveLength(capacity);
    // Both instances answered their half of the race.
    expect(new Set(results.map((r) => r.port)).size).toBe(2);
  });
});
