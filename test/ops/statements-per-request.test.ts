import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { GET as byDateRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/date/[date]/route';
import { POST as availabilityRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/availability/route';
import { POST as firstSlotRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/first-available-slot/route';
import { POST as listRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/list/route';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import { GET as defaultDealerAssociateRoute } from '@/app/api/manage/v2/departments/[departmentUUID]/dealerAssociate/default/route';
import { statementsSent } from '../../server/db/statement-count';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { type CallResult, callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { createBookableTenant } from '../support/bookable-tenant';

/**
 * The statements each benchmark scenario's request sends to PostgreSQL (the count `npm run bench`
 * reports per request, `servicebay_db_statements_total`), as upper bounds: a change that adds a
 * round trip to a hot path fails here, whatever the machine's speed. Each scenario is asked once
 * to warm up (the principal read and remembered, statements built), then measured over several
 * requests; the median is compared, so a statement of the process's own (the change listener's
 * check, a client's last-used time written once a minute) does not count against a request.
 */
// Warm availability answers from memory; a look-up reads a page and its service lines.
const bounds = {
  authenticatedTrivial: 0,
  availability21Days: 0,
  firstAvailableSlot: 0,
  getByDate: 2,
  listByFilter: 2,
  create: 18,
  queuedSend: 7,
};

let tenant: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let today: string;

beforeAll(async () => {
  ({ tenant, setup } = await createBookableTenant());
  client = await createFullAccessClient(tenant);
  today = instantToLocalDate(new Date(), 'America/Chicago');
  // A few visits on the day the look-ups read.
  for (let i = 0; i < 3; i++) {
    const customer = await createTestCustomer(tenant);
    expectOk(await create(customer, addDays(today, 1), `${String(9 + i).padStart(2, '0')}:00:00`));
  }
});

function expectOk(result: CallResult): void {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

/** The median of the statements sent by each of `times` calls of `request`, after one to warm up. */
async function statementsPerRequest(request: () => Promise<CallResult>, times = 5): Promise<number> {
  expectOk(await request());
  const counts: number[] = [];
  for (let i = 0; i < times; i++) {
    const before = statementsSent();
    expectOk(await request());
    counts.push(statementsSent() - before);
  }
  counts.sort((a, b) => a - b);
  return counts[Math.floor(times / 2)] as number;
}

const department = () => ({ dealerDepartmentUuid: tenant.departmentUuid });
const availabilityBody = (dates: string[]) => ({
  dates,
  selectedAvailabilityAttributes: { transportOptionUuids: [setup.transportOptionUuid] },
  operationUuidList: [setup.opcodeUuid],
});

let nextSlot = 0;
/** A booking with a service and a transport option, each in a free slot of its own. */
async function create(customer: TestCustomer, date?: string, time?: string) {
  const slot = nextSlot++;
  const day = date ?? addDays(today, 14 + Math.floor(slot / 20));
  const at =
    time ?? `${String(7 + Math.floor((slot % 20) / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}:00`;
  return callRoute(createRoute, {
    path: `/api/appointment/v2/dealer/${tenant.dealerUuid}/appointment`,
    params: { dealerUuid: tenant.dealerUuid },
    authorization: client.authorization,
    body: {
      customerUuid: customer.customerUuid,
      vehicleInformation: { vehicleUuid: customer.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: `${day}T${at}`,
        transportOption: { transportOptionUuid: setup.transportOptionUuid },
        serviceList: [{ operationUuid: setup.opcodeUuid }],
        comments: 'Booked by the partner integration',
      },
    },
  });
}

describe('statements per request of the benchmark scenarios', () => {
  it('authenticated trivial (the Default dealer associate): none once remembered', async () => {
    const count = await statementsPerRequest(() =>
      callRoute(defaultDealerAssociateRoute, {
        path: `/api/manage/v2/departments/${tenant.departmentUuid}/dealerAssociate/default`,
        params: { departmentUUID: tenant.departmentUuid },
        authorization: client.authorization,
      }),
    );
    expect(count).toBeLessThanOrEqual(bounds.authenticatedTrivial);
  });

  it('availability for 21 days and the first available slot', async () => {
    const dates = Array.from({ length: 21 }, (_, i) => addDays(today, i + 1));
    const availability = await statementsPerRequest(() =>
      callRoute(availabilityRoute, {
        path: `/api/appointment/v2/department/${tenant.departmentUuid}/availability?fetchAvailability=true`,
        params: department(),
        authorization: client.authorization,
        body: availabilityBody(dates),
      }),
    );
    expect(availability).toBeLessThanOrEqual(bounds.availability21Days);
    const firstSlot = await statementsPerRequest(() =>
      callRoute(firstSlotRoute, {
        path: `/api/appointment/v2/department/${tenant.departmentUuid}/first-available-slot`,
        params: department(),
        authorization: client.authorization,
        body: availabilityBody([addDays(today, 1)]),
      }),
    );
    expect(firstSlot).toBeLessThanOrEqual(bounds.firstAvailableSlot);
  });

  it('get by date and list by filter', async () => {
    const date = addDays(today, 1);
    const byDate = await statementsPerRequest(() =>
      callRoute(byDateRoute, {
        path: `/api/appointment/v2/dealerDepartment/${tenant.departmentUuid}/date/${date}`,
        params: { departmentUuid: tenant.departmentUuid, date },
        authorization: client.authorization,
      }),
    );
    expect(byDate).toBeLessThanOrEqual(bounds.getByDate);
    const list = await statementsPerRequest(() =>
      callRoute(listRoute, {
        path: `/api/appointment/v2/department/${tenant.departmentUuid}/list`,
        params: department(),
        authorization: client.authorization,
        body: { startDate: today, endDate: addDays(today, 6), pageNumber: 1, pageSize: 100 },
      }),
    );
    expect(list).toBeLessThanOrEqual(bounds.listByFilter);
  });

  it('create with every rule check', async () => {
    // The customers are made before the count starts: only the bookings' own statements are counted.
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestCustomer(tenant)));
    let next = 0;
    const count = await statementsPerRequest(() => create(customers[next++] as TestCustomer));
    expect(count).toBeLessThanOrEqual(bounds.create);
  });

  it('queued send (a text to the customer’s preferred phone)', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestCustomer(tenant)));
    let next = 0;
    const count = await statementsPerRequest(async () => {
      const customer = customers[next++] as TestCustomer;
      const answer = await callRoute(sendRoute, {
        path: `/api/communications/department/${tenant.departmentUuid}/user/DEFAULT/customer/${customer.customerUuid}/message`,
        params: {
          departmentUUID: tenant.departmentUuid,
          userUuid: 'DEFAULT',
          customerUuid: customer.customerUuid,
        },
        authorization: client.authorization,
        body: {
          messageAttributes: {
            body: 'Your vehicle is ready for pickup.',
            isManual: false,
            protocol: 'TEXT',
            type: 'OUTGOING',
          },
          messageSendingAttributes: { sendSynchronously: false },
        },
      });
      // Accepted and queued, not refused: the path every bench send takes.
      expect(answer.body.status, JSON.stringify(answer.body)).toBe('SUCCESS');
      return answer;
    });
    expect(count).toBeLessThanOrEqual(bounds.queuedSend);
  });
});
