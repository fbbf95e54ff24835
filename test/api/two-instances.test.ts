import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { db } from '../../server/db/client';
import { appointments } from '../../server/db/schema';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestTenant,
} from '../fixtures';
import { createBookableTenant } from '../support/bookable-tenant';
import { otherInstances } from '../support/other-instance';
import { changeSchedulingRules, roomyAdvisorOn } from '../support/scheduling-settings';

type Body = Record<string, unknown>;

/** One instance (test/support/route-server.ts), ready once it prints the port it listens on. */
const startInstance = otherInstances('test/support/route-server.ts', {
  readyLine: /^listening on (\d+)$/,
  // The instances compile the route's whole module graph on start: allow for a loaded machine.
  readyWithinMs: 90_000,
});

let tenant: TestTenant;
let client: TestClient;
let ports: number[] = [];
let date = '';
const slot = '12:00:00';
const capacity = 4;

/** A slot with room for `capacity` on its own date: the department limit is the one that binds. */
async function limitSlot(): Promise<void> {
  await changeSchedulingRules(tenant, client, (rules) => {
    rules.dealerLimits.perSlotPerDate.push({ date, limit: capacity });
    roomyAdvisorOn(rules, tenant, date);
  });
}

const bookingBody = (customer: TestCustomer) => ({
  customerUuid: customer.customerUuid,
  vehicleInformation: { vehicleUuid: customer.vehicleUuid },
  appointmentInformation: { appointmentStartDateTime: `${date}T${slot}` },
});

beforeAll(async () => {
  ({ tenant } = await createBookableTenant());
  client = await createFullAccessClient(tenant);
  date = addDays(instantToLocalDate(new Date(), 'America/Chicago'), 5);
  await limitSlot();
  const instances = await Promise.all([startInstance(), startInstance()]);
  ports = instances.map((instance) => Number(instance.ready[1]));
}, 120_000);

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
