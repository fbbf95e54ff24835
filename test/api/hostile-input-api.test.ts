import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyContract } from '../../server/core/contract';
import { buildOpenApiDocument } from '../../server/http/openapi/build-document';
import { errorBodySchemas } from '../../server/http/openapi/error-schemas';
import { allContracts } from '../../server/http/openapi/registry';
import { errorCodeOfBody } from '../error-bodies';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { callRaw, handlerFor } from '../route-modules';

/*
 * Hostile values (NUL, lone surrogates, impossible dates and offsets, over-long strings) in the
 * path, query and body of a representative operation per family are a 400 naming the field; and
 * each family's operations, driven into 400, 404, 409, 413, 415 and 422, answer only statuses
 * their OpenAPI operation lists, with the family's documented error body.
 */

type World = { tenant: TestTenant; customer: TestCustomer; setup: TestServiceSetup; client: TestClient };
type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

const document = buildOpenApiDocument();
const contractOf = (operationId: string): AnyContract => {
  const contract = allContracts.find((c) => c.operationId === operationId);
  if (!contract) throw new Error(`no contract ${operationId}`);
  return contract;
};
type Operation = { responses: object; 'x-error-codes': string[] };
const operationOf = (contract: AnyContract) =>
  document.paths[contract.path]?.[contract.method.toLowerCase()] as Operation;
const documentedStatuses = (contract: AnyContract) => Object.keys(operationOf(contract).responses);

let world: World;

beforeAll(async () => {
  const tenant = await createTestTenant();
  const [customer, setup, client] = await Promise.all([
    createTestCustomer(tenant),
    addServiceSetup(tenant),
    createFullAccessClient(tenant),
  ]);
  world = { tenant, customer, setup, client };
});

async function send(operationId: string, call: Call) {
  const contract = contractOf(operationId);
  const handler = await handlerFor(contract);
  const params = call.params ?? {};
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? '').replace(/[\ud800-\udfff]/g, '\ufffd')),
  );
  const query = new URLSearchParams(call.query ?? {}).toString();
  const rawBody = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const headers: Record<string, string> = { authorization: world.client.authorization };
  if (rawBody !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  const result = await callRaw(handler, {
    method: contract.method,
    path: query ? `${path}?${query}` : path,
    params,
    headers,
    body: rawBody,
  });
  return { ...result, contract };
}

/** The status is one the operation documents, and the error body is its family's. */
function expectDocumented(result: Awaited<ReturnType<typeof send>>, status: number, code?: string) {
  const { contract, body } = result;
  expect(result.status, JSON.stringify(body).slice(0, 400)).toBe(status);
  expect(documentedStatuses(contract), contract.operationId).toContain(String(status));
  const checked = errorBodySchemas[contract.family].safeParse(body);
  expect(checked.success, JSON.stringify(body)).toBe(true);
  const answered = errorCodeOfBody(contract.family, body);
  if (code) expect(answered).toBe(code);
  const listed = operationOf(contract)['x-error-codes'];
  expect(listed, contract.operationId).toContain(answered);
}

const hostile = {
  nul: 'a\u0000b',
  surrogate: 'a\ud800b',
  long: 'x'.repeat(100_000),
};
const day = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

type FieldCase = { family: string; operationId: string; field: string; call: (value: string) => Call };

/** A representative operation per family, with a field in its path, query or body. */
const fieldCases = (): FieldCase[] => {
  const { tenant, customer } = world;
  const dept = tenant.departmentUuid;
  const dealer = tenant.dealerUuid;
  const thread = {
    departmentUUID: dept,
    userUuid: tenant.advisor.userUuid,
    customerUuid: customer.customerUuid,
  };
  return [
    {
      family: 'manage',
      operationId: 'updateDealerAssociateAuthoritiesPartial',
      field: 'userUuid',
      call: (v) => ({
        params: { departmentUUID: dept, userUuid: v },
        body: { authoritiesToAdd: [{ authority: 'sms.send' }] },
      }),
    },
    {
      family: 'manage',
      operationId: 'listDealers',
      field: 'dealerUuids',
      call: (v) => ({ body: { dealerUuids: [v] } }),
    },
    {
      family: 'customer',
      operationId: 'getCustomer',
      field: 'customerUUID',
      call: (v) => ({ params: { departmentUUID: dept, customerUUID: v } }),
    },
    {
      family: 'customer',
      operationId: 'searchCustomers',
      field: 'searchTerm',
      call: (v) => ({ params: { departmentUUID: dept }, query: { searchTerm: v } }),
    },
    {
      family: 'customer',
      operationId: 'saveCustomer',
      field: 'lastName',
      call: (v) => ({
        params: { departmentUUID: dept },
        body: { customer: { firstName: 'A', lastName: v } },
      }),
    },
    {
      family: 'appointment',
      operationId: 'createAppointment',
      field: 'dealerUuid',
      call: (v) => ({ params: { dealerUuid: v }, body: {} }),
    },
    {
      family: 'appointment',
      operationId: 'getHoursOfOperation',
      field: 'departmentUuid',
      call: (v) => ({ params: { dealerUuid: dealer }, query: { departmentUuid: v } }),
    },
    {
      family: 'appointment',
      operationId: 'createAppointment',
      field: 'appointmentKey',
      call: (v) => ({
        params: { dealerUuid: dealer },
        body: { customerUuid: customer.customerUuid, appointmentInformation: { appointmentKey: v } },
      }),
    },
    {
      family: 'appointmentLookup',
      operationId: 'getAppointmentsForCustomer',
      field: 'fromDate',
      call: (v) => ({
        params: { departmentUuid: dept, customerUuid: customer.customerUuid },
        query: { fromDate: v },
      }),
    },
    {
      family: 'appointmentLookup',
      operationId: 'getAppointmentByUuid',
      field: 'appointmentUuid',
      call: (v) => ({ params: { departmentUuid: dept, appointmentUuid: v } }),
    },
    {
      family: 'transport',
      operationId: 'listTransportOptions',
      field: 'dealerDepartmentUUID',
      call: (v) => ({ params: { dealerDepartmentUUID: v } }),
    },
    {
      family: 'partner',
      operationId: 'updatePartnerAppointmentWithTrip',
      field: 'sarUUID',
      call: (v) => ({ params: { dealerUuid: dealer, sarUUID: v }, body: {} }),
    },
    {
      family: 'partner',
      operationId: 'deletePartnerAppointmentWithTrip',
      field: 'updatedByDAUUID',
      call: (v) => ({
        params: { dealerDepartmentUUID: dept, appointmentUuid: crypto.randomUUID() },
        query: { updatedByDAUUID: v },
      }),
    },
    {
      family: 'partner',
      operationId: 'createPartnerAppointmentWithTrip',
      field: 'locale',
      call: (v) => ({ params: { dealerUuid: dealer }, body: { locale: v } }),
    },
    {
      family: 'messaging',
      operationId: 'sendMessage',
      field: 'body',
      call: (v) => ({
        params: thread,
        body: { messageAttributes: { body: v, isManual: true, protocol: 'TEXT', type: 'OUTGOING' } },
      }),
    },
    {
      family: 'messaging',
      operationId: 'listInboxThreads',
      field: 'search',
      call: (v) => ({ params: { departmentUUID: dept }, query: { search: v } }),
    },
    {
      family: 'messaging',
      operationId: 'postInternalNote',
      field: 'customerUuid',
      call: (v) => ({
        params: { departmentUUID: dept, customerUuid: v },
        body: { editor: { uuid: tenant.advisor.userUuid }, messageAttributes: { body: 'note' } },
      }),
    },
    {
      family: 'envelope',
      operationId: 'getOpcode',
      field: 'operationUuid',
      call: (v) => ({ params: { dealerUUID: dealer, operationUuid: v } }),
    },
    {
      family: 'envelope',
      operationId: 'searchOpcodes',
      field: 'searchTerm',
      call: (v) => ({ params: { dealerUUID: dealer }, body: { searchTerm: v } }),
    },
    {
      family: 'payment',
      operationId: 'createPaymentUrl',
      field: 'orderRef',
      call: (v) => ({
        params: { serviceSubscriberDepartmentToken: dept },
        body: { orderRef: v, paymentDetails: { amount: 10 } },
      }),
    },
    {
      family: 'payment',
      operationId: 'payInvoice',
      field: 'token',
      call: (v) => ({ params: { token: v }, body: {} }),
    },
  ];
};

describe('hostile values are a 400 naming the field, in every family', () => {
  it.each(['nul', 'surrogate', 'long'] as const)('%s', async (kind) => {
    for (const c of fieldCases()) {
      // A URL cannot carry a lone surrogate: it arrives as U+FFFD, which is storable.
      if (kind === 'surrogate' && c.call('').query) continue;
      const result = await send(c.operationId, c.call(hostile[kind]));
      const where = `${c.family} ${c.operationId} ${c.field} ${kind}`;
      expect(result.status, `${where}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(400);
      expect(JSON.stringify(result.body), where).toContain(c.field);
      expectDocumented(result, 400);
    }
  });
});

describe('impossible dates, hours and offsets are a 400 naming the field', () => {
  const bad = ['2026-02-30T10:00:00', '2026-01-01T25:00:00', '2026-01-01T10:00:00+99:00'];

  it('in a query (appointment lookup by customer: fromDate)', async () => {
    for (const value of bad) {
      const result = await send('getAppointmentsForCustomer', {
        params: { departmentUuid: world.tenant.departmentUuid, customerUuid: world.customer.customerUuid },
        query: { fromDate: value },
      });
      expectDocumented(result, 400, 'INVALID_DATE_FORMAT');
    }
  });

  it('in a path (appointments of a day: 2026-02-30)', async () => {
    const result = await send('getAppointmentsByDate', {
      params: { departmentUuid: world.tenant.departmentUuid, date: '2026-02-30' },
    });
    expectDocumented(result, 400, 'INVALID_DATE_FORMAT');
  });

  it('in a body, with or without an offset (partner, conversations, appointment, draft)', async () => {
    const { tenant, customer } = world;
    for (const value of [...bad, '2027-03-04T10:00:00+18:01', '2027-03-04T10:00:00+0960']) {
      const partner = await send('createPartnerAppointmentWithTrip', {
        params: { dealerUuid: tenant.dealerUuid },
        body: {
          customerUUID: customer.customerUuid,
          dealerDepartmentUUID: tenant.departmentUuid,
          appointmentDateTime: value,
          appointmentInformation: { comments: 'x' },
          pickupTripInformation: { originAddress: '1 Main St' },
          source: 'WEB',
        },
      });
      expectDocumented(partner, 400, 'INVALID_APPT_START_DATE_TIME');
      expect(JSON.stringify(partner.body)).toContain('appointmentDateTime');
      const conversations = await send('listConversations', {
        params: {
          departmentUUID: tenant.departmentUuid,
          userUuid: tenant.advisor.userUuid,
          customerUuid: customer.customerUuid,
        },
        body: { lastMessageReceivedOn: value },
      });
      expectDocumented(conversations, 400, 'INVALID_REQUEST');
      expect(JSON.stringify(conversations.body)).toContain('lastMessageReceivedOn');
    }
    for (const value of bad.slice(0, 2)) {
      const created = await send('createAppointment', {
        params: { dealerUuid: tenant.dealerUuid },
        body: {
          customerUuid: customer.customerUuid,
          vehicleInformation: { vehicleUuid: customer.vehicleUuid },
          appointmentInformation: { appointmentStartDateTime: value },
        },
      });
      expectDocumented(created, 400, 'INVALID_APPT_START_DATE_TIME');
      expect(JSON.stringify(created.body)).toContain('appointmentStartDateTime');
      const draft = await send('createDraftAppointment', {
        params: { dealerUuid: tenant.dealerUuid },
        body: {
          customerDetails: { customerUuid: customer.customerUuid },
          appointmentStartDateTime: `${day()}T09:00:00`,
          expiry: value,
        },
      });
      expectDocumented(draft, 400, 'INVALID_DATE_FORMAT');
      expect(JSON.stringify(draft.body)).toContain('expiry');
    }
  });
});

const bodyOperations = [
  'listDealers',
  'saveCustomer',
  'createAppointment',
  'listAppointmentsByFilter',
  'createPartnerAppointmentWithTrip',
  'sendMessage',
  'searchOpcodes',
  'createPaymentUrl',
] as const;

function paramsFor(operationId: string): Record<string, string> {
  const { tenant, customer } = world;
  const all: Record<string, string> = {
    dealerUuid: tenant.dealerUuid,
    dealerUUID: tenant.dealerUuid,
    departmentUUID: tenant.departmentUuid,
    dealerDepartmentUUID: tenant.departmentUuid,
    serviceSubscriberDepartmentToken: tenant.departmentUuid,
    userUuid: tenant.advisor.userUuid,
    customerUuid: customer.customerUuid,
  };
  const names = [...contractOf(operationId).path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return Object.fromEntries(names.map((n) => [n, all[n] ?? crypto.randomUUID()]));
}

describe('each family answers only documented statuses, with its documented error body', () => {
  it.each(bodyOperations)('%s: 413 for an oversized body, 415 for a body that is not JSON', async (id) => {
    const params = paramsFor(id);
    expectDocumented(await send(id, { params, rawBody: `{"pad":"${'x'.repeat(1_100_000)}"}` }), 413);
    expectDocumented(await send(id, { params, rawBody: '{}', contentType: 'text/plain' }), 415);
    expectDocumented(await send(id, { params, rawBody: '{"unterminated' }), 400, 'MALFORMED_JSON');
  });

  it('404 in every family that names a resource in its path', async () => {
    const { tenant } = world;
    const unknown = crypto.randomUUID();
    const dept = tenant.departmentUuid;
    expectDocumented(
      await send('getCustomer', { params: { departmentUUID: dept, customerUUID: unknown } }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    expectDocumented(
      await send('getAppointmentByUuid', { params: { departmentUuid: dept, appointmentUuid: unknown } }),
      404,
    );
    expectDocumented(
      await send('getOpcode', { params: { dealerUUID: tenant.dealerUuid, operationUuid: unknown } }),
      404,
      'INCORRECT_OPCODE',
    );
    expectDocumented(
      await send('sendMessage', {
        params: { departmentUUID: dept, userUuid: tenant.advisor.userUuid, customerUuid: unknown },
        body: { messageAttributes: { body: 'hi', isManual: true, protocol: 'TEXT', type: 'OUTGOING' } },
      }),
      404,
      'INVALID_CUSTOMER',
    );
    expectDocumented(await send('confirmDraftAppointment', { params: { token: 'x'.repeat(32) } }), 404);
    const card = { cardholderName: 'A', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
    expectDocumented(
      await send('payInvoice', { params: { token: 'x'.repeat(43) }, body: card }),
      404,
      'PAYMENT_LINK_NOT_FOUND',
    );
  });

  it('409 for a conflict with stored state (appointment and manage families)', async () => {
    const { tenant } = world;
    const opcode = { opcode: { laborOpCode: `DUP${Date.now()}` }, errorOnDuplicate: true };
    const params = { dealerDepartmentUuid: tenant.departmentUuid };
    expect((await send('saveOpcode', { params, body: opcode })).status).toBe(200);
    expectDocumented(await send('saveOpcode', { params, body: opcode }), 409, 'OPCODE_ALREADY_EXISTS');
    const user = {
      dealerUUID: tenant.dealerUuid,
      departmentUUID: tenant.departmentUuid,
      roleUUID: tenant.integrationRoleUuid,
      firstName: 'Int',
      lastName: 'Egration',
      username: tenant.advisor.login,
    };
    expectDocumented(await send('createUserForPartner', { body: user }), 409, 'USERNAME_ALREADY_EXISTS');
  });

  it('422 where a valid request cannot be served (payment family)', async () => {
    const result = await send('createPaymentUrl', {
      params: { serviceSubscriberDepartmentToken: world.tenant.departmentUuid },
      body: { customerIdentifiers: { customerId: crypto.randomUUID() }, paymentDetails: { amount: 10 } },
    });
    expectDocumented(result, 422, 'INVALID_CUSTOMER_ID');
  });

  it('the hours of operation answer the service department, with its slot size', async () => {
    const result = await send('getHoursOfOperation', { params: { dealerUuid: world.tenant.dealerUuid } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const body = result.body as Record<string, unknown>;
    expect(body).toMatchObject({ dealerDepartmentUuid: world.tenant.departmentUuid, slotSizeInMins: 30 });
    expect(body.hoursOfOperation).toHaveLength(7);
    expect((body.hoursOfOperation as Array<Record<string, unknown>>)[1]).toMatchObject({
      dayOfWeek: 'MONDAY',
      open: true,
      openingTime: '07:00:00',
      closingTime: '18:00:00',
      slotSizeInMins: 30,
    });
    const other = await createTestTenant();
    expectDocumented(
      await send('getHoursOfOperation', {
        params: { dealerUuid: world.tenant.dealerUuid },
        query: { departmentUuid: other.departmentUuid },
      }),
      400,
      'INVALID_DEPT_UUID',
    );
  });
});
