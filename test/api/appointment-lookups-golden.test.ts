import { beforeAll, describe, expect, it } from 'vitest';
import { GET as byCustomerRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/customer/[customerUuid]/route';
import { GET as byDateRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/date/[date]/route';
import { GET as byOrderRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/order/[orderUuid]/route';
import { GET as getRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/uuid/[appointmentUuid]/route';
import { POST as listRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/list/route';
import { allScopes } from '../../server/core/scopes';
import { db } from '../../server/db/client';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  repairOrders,
  teams,
  transportOptions,
  users,
  vehicles,
} from '../../server/db/schema';
import { statementsSent } from '../../server/db/statement-count';
import { seededTenantUuid, seededUuid } from '../../server/ids';
import { createTestApiClient, type TestClient } from '../fixtures';

/**
 * The partner look-ups' answers, byte for byte, for a fixed data set: every identifier and
 * timestamp below is fixed, so the answers are too. The files under golden/ were written by the
 * look-ups as they were before they were rewritten to read appointments and their service lines
 * apart; any change to a byte of an answer fails here.
 */

const id = (name: string) => seededUuid(`golden:${name}`);
const dealerUuid = seededTenantUuid('golden-dealer');
const departmentUuid = seededTenantUuid('golden-department');
const at = (iso: string) => new Date(iso);
let client: TestClient;

async function seedDealer() {
  const database = db();
  await database.insert(dealers).values({
    uuid: dealerUuid,
    name: 'Golden Motors',
    timeZone: 'America/Chicago',
    phoneNumber: '+13125550100',
    emailAddress: 'service@golden.example.com',
    features: { schedulerEnabled: true },
  });
  await database.insert(departments).values({
    uuid: departmentUuid,
    dealerUuid,
    name: 'Service',
    departmentType: 'SERVICE',
    textNumber: '+13125550101',
    emailAddress: 'service@golden.example.com',
  });
  await database.insert(users).values([
    { uuid: id('user-desk'), firstName: 'Service', lastName: 'Desk' },
    { uuid: id('user-advisor'), firstName: 'Zoë', lastName: "O'Brien" },
  ]);
  await database.insert(dealerAssociates).values([
    {
      uuid: id('da-desk'),
      userUuid: id('user-desk'),
      departmentUuid,
      userName: 'golden-desk',
      isDefault: true,
    },
    {
      uuid: id('da-advisor'),
      userUuid: id('user-advisor'),
      departmentUuid,
      userName: 'golden-advisor',
      isAdvisor: true,
    },
  ]);
  await database.insert(teams).values({ uuid: id('team'), departmentUuid, name: 'Blue team' });
  await database.insert(transportOptions).values([
    { uuid: id('waiter'), departmentUuid, optionName: 'WAITER', customName: 'Wait at the dealership' },
    { uuid: id('loaner'), departmentUuid, optionName: 'LOANER', customName: 'Loaner "vehicle"' },
  ]);
}

async function seedCustomers() {
  const database = db();
  const created = at('2030-12-01T08:00:00.000Z');
  await database.insert(customers).values([
    {
      uuid: id('c1'),
      dealerUuid,
      customerKey: 'CK-1',
      firstName: 'Ana',
      lastName: 'Núñez',
      preferredLocale: 'es-us',
      createdAt: created,
      updatedAt: created,
    },
    {
      uuid: id('c2'),
      dealerUuid,
      company: 'Fleet & Co. <Ltd>',
      isBusiness: true,
      createdAt: created,
      updatedAt: created,
    },
    { uuid: id('c3'), dealerUuid, firstName: 'Bo', lastName: 'Li', createdAt: created, updatedAt: created },
  ]);
  await database.insert(customerPhones).values([
    { uuid: id('c1-phone'), customerUuid: id('c1'), phoneNumber: '+13125550123', isPreferred: true },
    { uuid: id('c1-phone-2'), customerUuid: id('c1'), phoneNumber: '+13125550199', isPreferred: false },
    { uuid: id('c3-phone'), customerUuid: id('c3'), phoneNumber: '+13125550177', isPreferred: true },
  ]);
  await database.insert(customerEmails).values([
    { uuid: id('c1-email'), customerUuid: id('c1'), emailAddress: 'ana@example.com', isPreferred: true },
    { uuid: id('c3-email'), customerUuid: id('c3'), emailAddress: 'bo@example.com', isPreferred: false },
  ]);
  await database.insert(vehicles).values([
    {
      uuid: id('v1'),
      customerUuid: id('c1'),
      dealerUuid,
      vin: '1HGCV1F30LA000001',
      vehicleKey: 'VK-1',
      make: 'Honda',
      model: 'Accord',
      year: 2021,
      trim: 'EX-L',
      engine: '1.5L I4',
      mileage: 23456,
    },
    { uuid: id('v3'), customerUuid: id('c3'), dealerUuid, make: 'Toyota', model: 'Corolla' },
  ]);
}

type NewAppointment = typeof appointments.$inferInsert;

/** An appointment of the golden department; start and end are UTC instants of the Chicago day `localDate`. */
const appointment = (name: string, values: Partial<NewAppointment>): NewAppointment => ({
  uuid: id(name),
  dealerUuid,
  departmentUuid,
  customerUuid: id('c1'),
  status: 'Scheduled',
  startAt: at('2031-03-10T14:00:00.000Z'),
  endAt: at('2031-03-10T15:00:00.000Z'),
  localDate: '2031-03-10',
  platform: 'API',
  createdAt: at('2031-01-02T03:04:05.678Z'),
  updatedAt: at('2031-01-03T04:05:06.789Z'),
  ...values,
});

async function seedAppointments() {
  const database = db();
  await database.insert(appointments).values([
    appointment('a1', {
      vehicleUuid: id('v1'),
      appointmentKey: 'AK-1',
      assignedDealerAssociateUuid: id('da-advisor'),
      creatorDealerAssociateUuid: id('da-desk'),
      teamUuid: id('team'),
      transportOptionUuid: id('waiter'),
      bookingId: 'BK-77',
      comments: 'Rattle "front left"\nand a squeak — ✓ 🚗',
      internalNotes: 'Check \\ twice',
      mileageText: '23,456 mi',
      preferences: { textConfirmation: true, confirmationPhoneNumber: '+13125550188' },
      metaData: { source: 'golden', nested: { n: 1.5, list: [1, 'two', null] } },
      source: 'API',
    }),
    // Same start as a1: the order between them is by uuid.
    appointment('a2', {
      customerUuid: id('c2'),
      status: 'Cancelled',
      altTransportation: 'Rideshare',
      platform: 'online',
      createdAt: at('2031-01-05T00:00:00.000Z'),
      updatedAt: at('2031-01-05T00:00:00.000Z'),
    }),
    appointment('a3', {
      vehicleUuid: id('v1'),
      startAt: at('2031-03-10T19:30:00.000Z'),
      endAt: at('2031-03-10T20:00:00.000Z'),
      transportOptionUuid: id('loaner'),
      bookInThirdParty: true,
      recall: true,
      pushToDms: true,
      reminderCount: 2,
      isOverridden: true,
      overrideFutureNoPrefAppointment: true,
      draftUuid: id('draft'),
      sdSessionId: 'sd-123',
      pdrToOpcodes: [{ pdr: 'P1', opcodes: ['OIL'] }],
      deferredRecallList: [{ recallId: 'R-9', title: 'Airbag' }],
      pickupDeliveryTripEvent: { pickup: { address: '1 Main St', at: '2031-03-10T13:30:00' } },
      metaData: { campaign: 'spring' },
      status: 'Confirmed',
      platform: 'dealerapp',
      createdAt: at('2031-01-04T00:00:00.000Z'),
    }),
    appointment('a4', {
      customerUuid: id('c2'),
      startAt: at('2031-03-11T13:00:00.000Z'),
      endAt: at('2031-03-11T13:30:00.000Z'),
      localDate: '2031-03-11',
      appointmentKey: 'AK-4',
      platform: 'DMS',
      status: 'Show',
      createdAt: at('2031-01-06T00:00:00.000Z'),
    }),
    appointment('a5', {
      customerUuid: id('c3'),
      vehicleUuid: id('v3'),
      startAt: at('2031-03-12T22:30:00.000Z'),
      endAt: at('2031-03-12T23:00:00.000Z'),
      localDate: '2031-03-12',
      assignedDealerAssociateUuid: id('da-advisor'),
      preferences: { emailConfirmation: false },
      createdAt: at('2031-01-01T00:00:00.000Z'),
    }),
    appointment('a6', {
      startAt: at('2031-03-09T15:00:00.000Z'),
      endAt: at('2031-03-09T16:00:00.000Z'),
      localDate: '2031-03-09',
      teamUuid: id('team'),
      createdAt: at('2031-01-07T00:00:00.000Z'),
    }),
  ]);
}

async function seedServiceLinesAndOrders() {
  const database = db();
  const line = (name: string, appointmentName: string, sortOrder: number, values = {}) => ({
    uuid: id(name),
    appointmentUuid: id(appointmentName),
    sortOrder,
    ...values,
  });
  await database.insert(appointmentServices).values([
    line('a1-s2', 'a1', 2, {
      title: 'Brake inspection',
      laborOpCode: 'BRK',
      operationType: 'MENU',
      operationUuid: id('op-brk'),
      menuUuid: id('menu'),
      parentTitle: 'Spring menu',
      parentOpcodeUuid: id('op-menu'),
      price: '0.50',
      laborTotal: '100',
      partsTotal: '12.34',
      shopFees: '1.00',
      taxes: '0',
      payType: 'Warranty',
      durationMinutes: 45,
    }),
    line('a1-s1', 'a1', 1, {
      title: 'Oil change',
      laborOpCode: 'OIL',
      description: 'Oil & filter "synthetic"',
      opCodeName: 'Oil change',
      operationUuid: id('op-oil'),
      price: '79.95',
      payType: 'Customer',
      recallId: 'R-1',
      durationMinutes: 30,
    }),
    line('a1-s3', 'a1', 3, { title: 'Noise when braking', isCustomConcern: true, operationType: 'CONCERN' }),
    line('a3-s1', 'a3', 1, { title: 'Tire rotation' }),
    // Two lines with the same sort order: the order between them is by uuid.
    line('a4-x', 'a4', 5, { title: 'Wipers', price: '19.99' }),
    line('a4-y', 'a4', 5, { title: 'Cabin filter', price: '1234567890.12' }),
    line('a5-s1', 'a5', 1, { title: 'Recall', recallId: 'R-9', durationMinutes: 0 }),
  ]);
  await database.insert(repairOrders).values([
    {
      uuid: id('ro1'),
      dealerUuid,
      departmentUuid,
      orderNumber: 'RO-1001',
      orderDate: '2031-03-10',
      customerUuid: id('c1'),
      appointmentUuid: id('a1'),
    },
    { uuid: id('ro2'), dealerUuid, departmentUuid, orderNumber: 'RO-1002', orderDate: '2031-03-11' },
  ]);
  await database.insert(appointmentHistory).values([
    {
      uuid: id('a1-h1'),
      appointmentUuid: id('a1'),
      event: 'CREATED',
      toStatus: 'Scheduled',
      actorKind: 'API_CLIENT',
      actorName: 'Golden partner',
      platform: 'API',
      occurredAt: at('2031-01-02T03:04:05.678Z'),
    },
    {
      uuid: id('a1-h2'),
      appointmentUuid: id('a1'),
      event: 'UPDATED',
      changes: { comments: { from: null, to: 'Rattle' } },
      actorKind: 'USER',
      actorName: "Zoë O'Brien",
      platform: 'dealerapp',
      occurredAt: at('2031-01-03T04:05:06.789Z'),
    },
  ]);
}

beforeAll(async () => {
  await seedDealer();
  await seedCustomers();
  await seedAppointments();
  await seedServiceLinesAndOrders();
  client = await createTestApiClient(
    allScopes.map((scope) => ({ scope, level: 'DEALER' as const, dealerUuid })),
  );
});

type Handler = Parameters<typeof import('../call-route').callRoute>[0];

/** The status and the exact body text of a call, as a partner receives them. */
async function answer(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  body?: unknown,
): Promise<string> {
  const headers: Record<string, string> = { authorization: client.authorization };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = 'https://partner.example.com';
  }
  const request = new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return `${response.status} ${response.headers.get('content-type')}\n${await response.text()}\n`;
}

const byDate = (date: string) => answer(byDateRoute, `/date/${date}`, { departmentUuid, date });
const byOrder = (name: string) =>
  answer(byOrderRoute, `/order/${id(name)}`, { departmentUuid, orderUuid: id(name) });
const byCustomer = (name: string, query = '') =>
  answer(byCustomerRoute, `/customer/${id(name)}${query}`, { departmentUuid, customerUuid: id(name) });
const byUuid = (name: string) =>
  answer(getRoute, `/uuid/${id(name)}`, { departmentUuid, appointmentUuid: id(name) });
const list = (body: Record<string, unknown>) =>
  answer(listRoute, `/department/${departmentUuid}/list`, { dealerDepartmentUuid: departmentUuid }, body);

const golden = (name: string) => `./golden/appointment-lookups/${name}.txt`;

describe('appointment look-ups: answers byte for byte on a fixed data set', () => {
  it('by date: a day with several visits, the next day, and a day without any', async () => {
    await expect(await byDate('2031-03-10')).toMatchFileSnapshot(golden('by-date-2031-03-10'));
    await expect(await byDate('2031-03-11')).toMatchFileSnapshot(golden('by-date-2031-03-11'));
    await expect(await byDate('2031-03-13')).toMatchFileSnapshot(golden('by-date-2031-03-13'));
  });

  it('by order: a linked repair order and one without an appointment', async () => {
    await expect(await byOrder('ro1')).toMatchFileSnapshot(golden('by-order-linked'));
    await expect(await byOrder('ro2')).toMatchFileSnapshot(golden('by-order-unlinked'));
  });

  it('by customer: all, the latest only, from a local time, and a business customer', async () => {
    await expect(await byCustomer('c1')).toMatchFileSnapshot(golden('by-customer-c1'));
    await expect(await byCustomer('c1', '?fetchOnlyLatestAppointment=true')).toMatchFileSnapshot(
      golden('by-customer-c1-latest'),
    );
    await expect(await byCustomer('c1', '?fromDate=2031-03-10T12:00:00')).toMatchFileSnapshot(
      golden('by-customer-c1-from'),
    );
    await expect(await byCustomer('c2')).toMatchFileSnapshot(golden('by-customer-c2'));
  });

  it('by uuid: with history, cancelled without lines, and with every optional field', async () => {
    for (const name of ['a1', 'a2', 'a3', 'a4']) {
      await expect(await byUuid(name)).toMatchFileSnapshot(golden(`by-uuid-${name}`));
    }
  });

  it('list: pages of a date range, past the end, sorted otherwise, and by each filter kind', async () => {
    const week = { startDate: '2031-03-09', endDate: '2031-03-12' };
    for (const pageNumber of [1, 2, 3, 4]) {
      await expect(await list({ ...week, pageNumber, pageSize: 2 })).toMatchFileSnapshot(
        golden(`list-week-page-${pageNumber}`),
      );
    }
    await expect(await list({ ...week, pageNumber: 1, pageSize: 100 })).toMatchFileSnapshot(
      golden('list-week-all'),
    );
    await expect(
      await list({ ...week, pageNumber: 1, pageSize: 100, orderBy: 'status', sortAscending: false }),
    ).toMatchFileSnapshot(golden('list-week-by-status-descending'));
    await expect(
      await list({ customerUuids: [id('c1')], pageNumber: 1, pageSize: 10, orderBy: 'createdDateTime' }),
    ).toMatchFileSnapshot(golden('list-customer'));
    await expect(
      await list({ appointmentUuids: [id('a3'), id('a1')], pageNumber: 1, pageSize: 10 }),
    ).toMatchFileSnapshot(golden('list-uuids'));
    await expect(
      await list({ appointmentKeys: ['AK-4'], createdBy: 'DMS', pageNumber: 1, pageSize: 10 }),
    ).toMatchFileSnapshot(golden('list-keys-and-created-by'));
    await expect(
      await list({
        startCreatedDate: '2031-01-04',
        endCreatedDate: '2031-01-06',
        pageNumber: 1,
        pageSize: 10,
        orderBy: 'updatedDateTime',
      }),
    ).toMatchFileSnapshot(golden('list-created'));
    await expect(
      await list({ teamUuids: [id('team')], pageNumber: 1, pageSize: 10, orderBy: 'appointmentKey' }),
    ).toMatchFileSnapshot(golden('list-team'));
  });
});

describe('appointment look-ups: statements sent to PostgreSQL per request', () => {
  /** The statements one call sends once its caller and department are known (a repeated call). */
  async function statementsOf(call: () => Promise<string>): Promise<number> {
    await call();
    const before = statementsSent();
    const text = await call();
    expect(text.startsWith('200 ')).toBe(true);
    const sent = statementsSent() - before;
    // Every look-up reads something: a count of none would mean statements went uncounted.
    expect(sent).toBeGreaterThan(0);
    return sent;
  }

  it('appointments and their service lines in a fixed number of statements, whatever their number', async () => {
    // The appointments with their related records, and their service lines: two statements.
    expect(await statementsOf(() => byDate('2031-03-10'))).toBeLessThanOrEqual(2);
    expect(await statementsOf(() => byDate('2031-03-13'))).toBeLessThanOrEqual(2);
    const week = { startDate: '2031-03-09', endDate: '2031-03-12', pageSize: 100 };
    expect(await statementsOf(() => list({ ...week, pageNumber: 1 }))).toBeLessThanOrEqual(2);
    // A page past the end counts the matches apart.
    expect(await statementsOf(() => list({ ...week, pageNumber: 2 }))).toBeLessThanOrEqual(2);
    // Plus the history; plus the repair order; plus the customer.
    expect(await statementsOf(() => byUuid('a1'))).toBeLessThanOrEqual(3);
    expect(await statementsOf(() => byOrder('ro1'))).toBeLessThanOrEqual(3);
    expect(await statementsOf(() => byCustomer('c1'))).toBeLessThanOrEqual(3);
  });
});
