import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GET as getCustomerRoute,
  PUT as updateCustomerRoute,
} from '@/app/api/customer/v2/department/[departmentUUID]/customer/[customerUUID]/route';
import { GET as searchRoute } from '@/app/api/customer/v2/department/[departmentUUID]/customer/list/route';
import {
  PUT as savePutRoute,
  POST as saveRoute,
} from '@/app/api/customer/v2/department/[departmentUUID]/customer/route';
import {
  getCustomerContract,
  saveCustomerContract,
  searchCustomersContract,
  updateCustomerContract,
} from '../../server/customers/contracts';
import { db } from '../../server/db/client';
import { customerPhones, customers } from '../../server/db/schema';
import { createTenantPair, describeAuthMatrix, manageErrorTitle } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';

type Body = Record<string, unknown>;
type Warning = { warningCode: number; warningTitle: string; warningMessage: string };
type Phone = {
  phoneNumber: string;
  isPreferred: boolean;
  optInStatus: string;
  okToText: boolean;
  label: string;
};
type Email = { emailAddress: string; isPreferred: boolean };
type Vehicle = { vehicleUuid: string; vin: string | null; vehicleKey: string | null; isNew?: boolean };
type CustomerWire = {
  customerUuid: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  customerKey: string | null;
  preferredLocale: string;
  phoneNumbers: Phone[];
  emails: Email[];
};
type CustomerWithVehicles = { customer: CustomerWire; vehicles: Vehicle[] };

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let otherClient: TestClient;
let matrixCustomerUuid: string;

const tenants = () => ({ own, other });
const suffix = () => randomBytes(4).toString('hex');
/** A random valid Chicago number, 10-digit US form. */
const phone = () => `312${String(2000000 + Math.floor(Math.random() * 7999999)).padStart(7, '0')}`;
const vin = () => {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
};
const collectionPath = (t: TestTenant) => `/api/customer/v2/department/${t.departmentUuid}/customer`;

function save(body: Body, options: { tenant?: TestTenant; as?: TestClient; method?: 'POST' | 'PUT' } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(options.method === 'PUT' ? savePutRoute : saveRoute, {
    path: collectionPath(tenant),
    method: options.method ?? 'POST',
    params: { departmentUUID: tenant.departmentUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

function update(customerUuid: string, body: Body, options: { tenant?: TestTenant; as?: TestClient } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(updateCustomerRoute, {
    path: `${collectionPath(tenant)}/${customerUuid}`,
    method: 'PUT',
    params: { departmentUUID: tenant.departmentUuid, customerUUID: customerUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

function read(customerUuid: string, options: { tenant?: TestTenant; as?: TestClient; query?: string } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(getCustomerRoute, {
    path: `${collectionPath(tenant)}/${customerUuid}${options.query ?? ''}`,
    params: { departmentUUID: tenant.departmentUuid, customerUUID: customerUuid },
    authorization: (options.as ?? client).authorization,
  });
}

function search(query: Record<string, string>, options: { tenant?: TestTenant; as?: TestClient } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(searchRoute, {
    path: `${collectionPath(tenant)}/list?${new URLSearchParams(query)}`,
    params: { departmentUUID: tenant.departmentUuid },
    authorization: (options.as ?? client).authorization,
  });
}

const customerOf = (res: CallResult) => (res.body.customerWithVehicles as CustomerWithVehicles).customer;
const vehiclesOf = (res: CallResult) => (res.body.customerWithVehicles as CustomerWithVehicles).vehicles;
const warningTitles = (res: CallResult) => (res.body.warnings as Warning[]).map((w) => w.warningTitle);
const matches = (res: CallResult) => res.body.matchingCustomers as CustomerWithVehicles[];

/** A person as partners send one: every wire field present, like the documented examples. */
function person(overrides: { lastName?: string; phoneNumber?: string; vin?: string } & Body = {}) {
  const { phoneNumber, vin: vehicleVin, ...customer } = overrides;
  const vehicles: Body[] = [
    {
      vin: vehicleVin ?? vin(),
      vehicleYear: '2019',
      vehicleMake: 'Honda',
      vehicleModel: 'Civic',
      vehicleEngine: '2.0L',
      estimatedMileage: '42000',
      vehicleKey: null,
      vehicleTrim: 'EX',
      licensePlate: 'ABC123',
      color: 'Blue',
      isValid: true,
    },
  ];
  return {
    requesterUserUUID: null,
    dealerUUIDList: [],
    customer: {
      customerKey: null,
      firstName: 'Maria',
      middleName: null,
      lastName: `Garcia${suffix()}`,
      company: null,
      isBusiness: false,
      addresses: [
        {
          line1: '1 Main St',
          line2: null,
          city: 'Chicago',
          zip: '60601',
          addressType: 'HOME',
          type: 'PRIMARY',
          country: 'US',
          isValid: true,
          isPreferred: true,
          state: 'IL',
        },
      ],
      preferredLocale: 'en-us',
      customerUuid: null,
      emails: [],
      phoneNumbers: [
        {
          phoneNumber: phoneNumber ?? phone(),
          label: 'CELL',
          okToCall: true,
          okToText: true,
          isPreferred: true,
        },
      ],
      ...customer,
    },
    vehicles,
    validateVin: true,
    searchForDuplicate: true,
  };
}

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  otherClient = await createFullAccessClient(other);
  const created = await save(person());
  matrixCustomerUuid = created.body.customerUuid as string;
});

describe('customer API: authentication and scope matrix', () => {
  describeAuthMatrix(
    {
      name: 'save customer (POST)',
      handler: saveRoute,
      scope: 'customer.update',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: collectionPath(t),
        params: { departmentUUID: t.departmentUuid },
        body: person(),
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'save customer (PUT)',
      handler: savePutRoute,
      scope: 'customer.update',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: collectionPath(t),
        method: 'PUT',
        params: { departmentUUID: t.departmentUuid },
        body: person(),
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'update customer',
      handler: updateCustomerRoute,
      scope: 'customer.update',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `${collectionPath(t)}/${matrixCustomerUuid}`,
        method: 'PUT',
        params: { departmentUUID: t.departmentUuid, customerUUID: matrixCustomerUuid },
        body: person(),
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'read customer',
      handler: getCustomerRoute,
      scope: 'customer.search',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `${collectionPath(t)}/${matrixCustomerUuid}`,
        params: { departmentUUID: t.departmentUuid, customerUUID: matrixCustomerUuid },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'search customers',
      handler: searchRoute,
      scope: 'customer.search',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `${collectionPath(t)}/list?searchTerm=Maria`,
        params: { departmentUUID: t.departmentUuid },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );

  it('reading needs customer.search: customer.update alone is not enough', async () => {
    const { createTestApiClient } = await import('../fixtures');
    const writer = await createTestApiClient([
      {
        scope: 'customer.update',
        level: 'DEPARTMENT',
        dealerUuid: own.dealerUuid,
        departmentUuid: own.departmentUuid,
      },
    ]);
    const res = await read(matrixCustomerUuid, { as: writer });
    expect(res.status).toBe(403);
    expect(manageErrorTitle(res.body)).toBe('FORBIDDEN');
  });
});

describe('obtaining customer and vehicle uuids (spec: save with searchForDuplicate true)', () => {
  it('creates a customer and returns its uuid and the vehicle uuids', async () => {
    const body = person({
      emails: [
        { emailAddress: 'Maria.Garcia@Example.com', label: 'HOME', okToEmail: true, isPreferred: true },
      ],
    });
    const res = await save(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = saveCustomerContract.response.parse(res.body);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.apiRequestId).toBe(res.headers.get('x-request-id'));
    expect(parsed.isNewCustomer).toBe(true);
    expect(parsed.vehicles).toEqual([
      { vehicleUuid: expect.any(String), vin: body.vehicles[0]?.vin, vehicleKey: null, isNew: true },
    ]);

    const stored = await read(parsed.customerUuid);
    expect(stored.status).toBe(200);
    getCustomerContract.response.parse(stored.body);
    const customer = customerOf(stored);
    expect(Object.keys(customer).sort()).toEqual(
      [
        'customerUuid',
        'customerKey',
        'firstName',
        'middleName',
        'lastName',
        'company',
        'isBusiness',
        'preferredLocale',
        'preferredCommunication',
        'emails',
        'phoneNumbers',
      ].sort(),
    );
    expect(customer).toMatchObject({
      customerUuid: parsed.customerUuid,
      firstName: 'Maria',
      lastName: body.customer.lastName,
      preferredLocale: 'en-us',
    });
    expect(customer.emails).toEqual([
      {
        emailUuid: expect.any(String),
        emailAddress: 'maria.garcia@example.com',
        label: 'HOME',
        okToEmail: true,
        isPreferred: true,
        comments: null,
      },
    ]);
    expect(customer.phoneNumbers).toEqual([
      {
        phoneUuid: expect.any(String),
        phoneNumber: `+1${body.customer.phoneNumbers[0]?.phoneNumber}`,
        label: 'CELL',
        okToCall: true,
        okToText: true,
        isPreferred: true,
        optInStatus: 'NONE',
        comments: null,
      },
    ]);
    expect(vehiclesOf(stored)).toEqual([
      {
        vehicleUuid: parsed.vehicles[0]?.vehicleUuid,
        vin: body.vehicles[0]?.vin,
        vehicleKey: null,
        vehicleMake: 'Honda',
        vehicleModel: 'Civic',
        vehicleYear: 2019,
        vehicleTrim: 'EX',
        vehicleEngine: '2.0L',
        estimatedMileage: 42000,
        licensePlate: 'ABC123',
        color: 'Blue',
        isValid: true,
      },
    ]);
  });

  it('saving the same person again (phone in another format, last name in another case) returns the same uuids', async () => {
    const number = phone();
    const first = await save(person({ lastName: `Nguyen${suffix()}`, phoneNumber: number }));
    const firstBody = first.body as { customerUuid: string; vehicles: Vehicle[] };
    const lastName = ((await read(firstBody.customerUuid)).body.customerWithVehicles as CustomerWithVehicles)
      .customer.lastName as string;

    const again = person({
      lastName: lastName.toUpperCase(),
      phoneNumber: `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`,
      vin: firstBody.vehicles[0]?.vin as string,
      emails: [{ emailAddress: 'second@example.com', label: 'WORK', okToEmail: true, isPreferred: false }],
    });
    const newVin = vin();
    again.vehicles.push({ ...again.vehicles[0], vin: newVin });
    const res = await save(again);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customerUuid).toBe(firstBody.customerUuid);
    expect(res.body.isNewCustomer).toBe(false);
    expect(res.body.vehicles).toEqual([
      {
        vehicleUuid: firstBody.vehicles[0]?.vehicleUuid,
        vin: firstBody.vehicles[0]?.vin,
        vehicleKey: null,
        isNew: false,
      },
      { vehicleUuid: expect.any(String), vin: newVin, vehicleKey: null, isNew: true },
    ]);

    const stored = await read(firstBody.customerUuid);
    const customer = customerOf(stored);
    expect(customer.phoneNumbers.map((p) => p.phoneNumber)).toEqual([`+1${number}`]);
    expect(customer.emails.map((e) => e.emailAddress)).toEqual(['second@example.com']);
    expect(customer.emails[0]?.isPreferred).toBe(true);
    expect(vehiclesOf(stored)).toHaveLength(2);
  });

  it('matches by customerKey, and a vehicle by vehicleKey when no VIN is sent', async () => {
    const customerKey = `DMS-${suffix()}`;
    const body = person({ customerKey });
    body.vehicles[0] = { ...body.vehicles[0], vin: null, vehicleKey: `VK-${suffix()}` };
    const first = await save(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const renamed = person({ customerKey, firstName: 'Mariana', lastName: 'Other' });
    renamed.vehicles[0] = { ...body.vehicles[0], color: 'Red' };
    const res = await save(renamed);
    expect(res.body.customerUuid).toBe(first.body.customerUuid);
    expect((res.body.vehicles as Vehicle[])[0]?.vehicleUuid).toBe(
      (first.body.vehicles as Vehicle[])[0]?.vehicleUuid,
    );
    const stored = await read(first.body.customerUuid as string);
    expect(customerOf(stored)).toMatchObject({ firstName: 'Mariana', lastName: 'Other', customerKey });
    expect(customerOf(stored).phoneNumbers).toHaveLength(2);
    expect(vehiclesOf(stored)).toEqual([expect.objectContaining({ color: 'Red', vin: null })]);
  });

  it('matches a business by email and company name', async () => {
    const company = `Acme Fleet ${suffix()}`;
    const business = {
      ...person(),
      customer: {
        isBusiness: true,
        company,
        emails: [{ emailAddress: `fleet-${suffix()}@acme.example`, isPreferred: true }],
      },
      vehicles: [],
    };
    const first = await save(business);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await save({
      ...business,
      customer: { ...business.customer, company: company.toLowerCase(), emails: business.customer.emails },
    });
    expect(again.body.customerUuid).toBe(first.body.customerUuid);
    expect(again.body.isNewCustomer).toBe(false);
  });

  it('the same phone with another last name is another customer', async () => {
    const number = phone();
    const first = await save(person({ phoneNumber: number }));
    const second = await save(person({ phoneNumber: number }));
    expect(second.body.isNewCustomer).toBe(true);
    expect(second.body.customerUuid).not.toBe(first.body.customerUuid);
  });

  it('without searchForDuplicate a save always creates', async () => {
    const body = person();
    const first = await save(body);
    const second = await save({ ...body, searchForDuplicate: false });
    expect(second.status).toBe(200);
    expect(second.body.isNewCustomer).toBe(true);
    expect(second.body.customerUuid).not.toBe(first.body.customerUuid);
  });

  it('customer.customerUuid names the customer to update', async () => {
    const created = await save(person());
    const res = await save({
      ...person({ firstName: 'Renamed', customerUuid: created.body.customerUuid }),
      searchForDuplicate: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ customerUuid: created.body.customerUuid, isNewCustomer: false });
    expect(customerOf(await read(created.body.customerUuid as string)).firstName).toBe('Renamed');
  });

  it('concurrent dedupe-saves of the same new person create one customer', async () => {
    const body = person();
    const results = await Promise.all([save(body), save(body), save(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.customerUuid)).size).toBe(1);
    expect(results.filter((r) => r.body.isNewCustomer)).toHaveLength(1);
    const vehicleUuids = results.map((r) => (r.body.vehicles as Vehicle[])[0]?.vehicleUuid);
    expect(new Set(vehicleUuids).size).toBe(1);
  });

  it('PUT on the collection path behaves like POST (older clients)', async () => {
    const body = person();
    const created = await save(body, { method: 'PUT' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.isNewCustomer).toBe(true);
    const again = await save(body, { method: 'PUT' });
    expect(again.body.customerUuid).toBe(created.body.customerUuid);
  });
});

describe('updating a customer by uuid', () => {
  it('updates the customer of the path, merging phones and keeping what was not sent', async () => {
    const created = await save(person({ middleName: 'Luisa', preferredCommunication: 'text' }));
    const uuid = created.body.customerUuid as string;
    const decoy = await save(person());
    const extra = phone();
    const body = person({
      firstName: 'Marisol',
      middleName: null,
      customerUuid: decoy.body.customerUuid,
      preferredLocale: 'fr-ca',
      phoneNumbers: [
        { phoneNumber: `+1${extra}`, label: 'WORK', okToCall: true, okToText: false, isPreferred: false },
      ],
    });
    body.vehicles = [];
    const res = await update(uuid, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    updateCustomerContract.response.parse(res.body);
    expect(res.body).toMatchObject({ customerUuid: uuid, isNewCustomer: false, vehicles: [] });

    const customer = customerOf(await read(uuid));
    expect(customer).toMatchObject({
      firstName: 'Marisol',
      middleName: 'Luisa',
      preferredLocale: 'fr-ca',
      preferredCommunication: 'text',
    });
    expect(customer.phoneNumbers).toHaveLength(2);
    expect(customer.phoneNumbers[0]?.isPreferred).toBe(true);
    expect(customer.phoneNumbers[1]).toMatchObject({
      phoneNumber: `+1${extra}`,
      isPreferred: false,
      okToText: false,
    });
    expect(customerOf(await read(decoy.body.customerUuid as string)).firstName).toBe('Maria');
  });

  it("never changes a stored number's opt-in status; new numbers start as NONE", async () => {
    const number = phone();
    const created = await save(person({ phoneNumber: number }));
    const uuid = created.body.customerUuid as string;
    await db()
      .update(customerPhones)
      .set({ optInStatus: 'OPTED_IN' })
      .where(and(eq(customerPhones.customerUuid, uuid), eq(customerPhones.phoneNumber, `+1${number}`)));

    const second = phone();
    const body = person({
      phoneNumbers: [
        { phoneNumber: number, label: 'HOME', okToCall: true, okToText: false, isPreferred: false },
        { phoneNumber: second, label: 'CELL', okToCall: true, okToText: true, isPreferred: true },
      ],
    });
    const res = await update(uuid, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const phones = customerOf(await read(uuid)).phoneNumbers;
    expect(phones).toEqual([
      expect.objectContaining({ phoneNumber: `+1${second}`, optInStatus: 'NONE', isPreferred: true }),
      expect.objectContaining({
        phoneNumber: `+1${number}`,
        optInStatus: 'OPTED_IN',
        isPreferred: false,
        label: 'HOME',
      }),
    ]);
  });

  it('keeps exactly one preferred phone: the first marked preferred, else the first', async () => {
    const [a, b, c] = [phone(), phone(), phone()];
    const created = await save(
      person({
        phoneNumbers: [
          { phoneNumber: a, isPreferred: false },
          { phoneNumber: b, isPreferred: true },
          { phoneNumber: c, isPreferred: true },
        ],
      }),
    );
    const uuid = created.body.customerUuid as string;
    const preferred = async () =>
      customerOf(await read(uuid))
        .phoneNumbers.filter((p) => p.isPreferred)
        .map((p) => p.phoneNumber);
    expect(await preferred()).toEqual([`+1${b}`]);

    const unmarked = await save(
      person({
        phoneNumbers: [{ phoneNumber: phone() }],
        emails: [{ emailAddress: `x${suffix()}@example.com` }],
      }),
    );
    expect(
      customerOf(await read(unmarked.body.customerUuid as string)).phoneNumbers.map((p) => p.isPreferred),
    ).toEqual([true]);
    expect(
      customerOf(await read(unmarked.body.customerUuid as string)).emails.map((e) => e.isPreferred),
    ).toEqual([true]);

    await update(uuid, person({ phoneNumbers: [{ phoneNumber: c, isPreferred: true }] }));
    expect(await preferred()).toEqual([`+1${c}`]);
    await update(uuid, person({ phoneNumbers: [{ phoneNumber: phone(), isPreferred: false }] }));
    expect(await preferred()).toEqual([`+1${c}`]);
  });

  it('skips unusable phones and emails with warnings and saves the rest', async () => {
    const res = await save(
      person({
        phoneNumbers: [{ phoneNumber: '555-0100' }, { phoneNumber: '' }],
        emails: [{ emailAddress: 'maria at example' }, { emailAddress: 'Maria@Example.com' }],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings).toEqual([
      {
        warningCode: 10015,
        warningTitle: 'INCORRECT_PHONE_FORMAT',
        warningMessage: expect.stringContaining('555-0100'),
      },
      { warningCode: 10011, warningTitle: 'EMPTY_PHONE_NUMBER', warningMessage: expect.any(String) },
      { warningCode: 10013, warningTitle: 'NO_VALID_PHONE_FOUND', warningMessage: expect.any(String) },
      { warningCode: 10201, warningTitle: 'INCORRECT_EMAIL_FORMAT', warningMessage: expect.any(String) },
    ]);
    const customer = customerOf(await read(res.body.customerUuid as string));
    expect(customer.phoneNumbers).toEqual([]);
    expect(customer.emails.map((e) => e.emailAddress)).toEqual(['maria@example.com']);
  });
});

describe('reading a customer', () => {
  it('leaves vehicles out with excludeVehicles=true', async () => {
    const uuid = (await save(person())).body.customerUuid as string;
    const res = await read(uuid, { query: '?excludeVehicles=true' });
    expect(res.status).toBe(200);
    expect(customerOf(res).customerUuid).toBe(uuid);
    expect(vehiclesOf(res)).toEqual([]);
    const withVehicles = await read(uuid, { query: '?excludeVehicles=false' });
    expect(vehiclesOf(withVehicles)).toHaveLength(1);
  });
});

describe('searching customers', () => {
  const tag = suffix();
  const number = phone();
  const vinA = vin();
  let ana: string;
  let bruno: string;

  beforeAll(async () => {
    const a = await save(
      person({
        firstName: 'Ana',
        lastName: `Zed${tag}`,
        phoneNumber: number,
        vin: vinA,
        emails: [{ emailAddress: `ana.${tag}@example.com` }],
      }),
    );
    ana = a.body.customerUuid as string;
    const b = await save(person({ firstName: 'Bruno', lastName: `Zed${tag}` }));
    bruno = b.body.customerUuid as string;
    // Same name in another dealer: must never show up in this dealer's results.
    await save(person({ firstName: 'Ana', lastName: `Zed${tag}` }), { tenant: other, as: otherClient });
  });

  const uuidsOf = (res: CallResult) => matches(res).map((m) => m.customer.customerUuid);

  it('finds by partial last name, case-insensitive, only in the dealer, with vehicles', async () => {
    const res = await search({ searchTerm: `ZED${tag}`.slice(0, -2) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = searchCustomersContract.response.parse(res.body);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.matchingCount).toBe(2);
    expect(uuidsOf(res)).toEqual([ana, bruno]);
    expect(matches(res)[0]?.vehicles.map((v) => v.vin)).toEqual([vinA]);
    expect(matches(res)[0]?.customer.phoneNumbers[0]?.phoneNumber).toBe(`+1${number}`);
  });

  it('finds by first and last name together (every word must match)', async () => {
    const res = await search({ searchTerm: `bruno ZED${tag}` });
    expect(uuidsOf(res)).toEqual([bruno]);
    const either = await search({ searchTerm: `bruno ZED${tag}`, queryOperator: 'OR' });
    expect(uuidsOf(either)).toEqual([ana, bruno]);
  });

  it.each([
    ['10-digit', (n: string) => n],
    ['punctuated', (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`],
    ['E.164', (n: string) => `+1${n}`],
    ['last digits', (n: string) => n.slice(-6)],
  ])('finds by phone number (%s)', async (_name, format) => {
    const res = await search({ searchTerm: format(number) });
    expect(uuidsOf(res)).toEqual([ana]);
  });

  it('finds by partial VIN and by email', async () => {
    expect(uuidsOf(await search({ searchTerm: vinA.slice(3, 14).toLowerCase() }))).toEqual([ana]);
    expect(
      uuidsOf(await search({ searchTerm: vinA.slice(3, 14), searchPreference: 'vehicle', maxResults: '5' })),
    ).toEqual([ana]);
    expect(uuidsOf(await search({ searchTerm: `ana.${tag}@example` }))).toEqual([ana]);
  });

  it('searches only the fields asked for', async () => {
    expect(uuidsOf(await search({ searchTerm: 'Bruno', fieldsToBeSearched: 'lname,company' }))).toEqual([]);
    expect(uuidsOf(await search({ searchTerm: `Zed${tag}`, fieldsToBeSearched: 'fname' }))).toEqual([]);
    expect(uuidsOf(await search({ searchTerm: `Zed${tag}`, fieldsToBeSearched: 'fname,lname' }))).toEqual([
      ana,
      bruno,
    ]);
    expect(uuidsOf(await search({ searchTerm: `Zed${tag}`, searchPreference: 'vehicle' }))).toEqual([]);
  });

  it('maxResults limits the page, matchingCount counts all matches', async () => {
    const res = await search({ searchTerm: `Zed${tag}`, maxResults: '1' });
    expect(res.body.matchingCount).toBe(2);
    expect(uuidsOf(res)).toEqual([ana]);
  });

  it('clamps maxResults and ignores an unknown searchPreference, with warnings', async () => {
    const res = await search({ searchTerm: `Zed${tag}`, maxResults: '500', searchPreference: 'dealer' });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      { warningCode: 10004, warningTitle: 'INVALID_SEARCH_PREFERENCE', warningMessage: expect.any(String) },
      {
        warningCode: 10002,
        warningTitle: 'INVALID_MAXRESULTS',
        warningMessage: expect.stringContaining('100'),
      },
    ]);
    expect(uuidsOf(res)).toEqual([ana, bruno]);
  });

  it('no match is 200 with matchingCount 0 and warning NO_CUSTOMER_FOUND', async () => {
    const res = await search({ searchTerm: `nobody${tag}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ errors: [], matchingCount: 0, matchingCustomers: [] });
    expect(res.body.warnings).toEqual([
      { warningCode: 10001, warningTitle: 'NO_CUSTOMER_FOUND', warningMessage: expect.any(String) },
    ]);
  });

  it('treats % and _ in the term as characters, not wildcards', async () => {
    expect((await search({ searchTerm: '%' })).body.matchingCount).toBe(0);
    expect((await search({ searchTerm: '_' })).body.matchingCount).toBe(0);
    expect(warningTitles(await search({ searchTerm: `Zed${tag.slice(0, 2)}_${tag.slice(3)}` }))).toEqual([
      'NO_CUSTOMER_FOUND',
    ]);
  });
});

describe("another dealer's customers are out of reach", () => {
  let theirs: { customerUuid: string; lastName: string; phoneNumber: string };

  beforeAll(async () => {
    const body = person();
    const res = await save(body, { tenant: other, as: otherClient });
    theirs = {
      customerUuid: res.body.customerUuid as string,
      lastName: body.customer.lastName,
      phoneNumber: body.customer.phoneNumbers[0]?.phoneNumber as string,
    };
  });

  const theirCustomer = async () =>
    customerOf(await read(theirs.customerUuid, { tenant: other, as: otherClient }));

  it('cannot be read', async () => {
    const res = await read(theirs.customerUuid);
    expect(res.status).toBe(404);
    expect(manageErrorTitle(res.body)).toBe('CUSTOMER_NOT_FOUND');
  });

  it('cannot be updated by uuid', async () => {
    const res = await update(theirs.customerUuid, person({ firstName: 'Hijacked' }));
    expect(res.status).toBe(404);
    expect(manageErrorTitle(res.body)).toBe('CUSTOMER_NOT_FOUND');
    expect((await theirCustomer()).firstName).toBe('Maria');
  });

  it('cannot be named as customerUuid of a save, and nothing is created', async () => {
    const lastName = `Hijack${suffix()}`;
    const res = await save(person({ customerUuid: theirs.customerUuid, firstName: 'Hijacked', lastName }));
    expect(res.status).toBe(404);
    expect(manageErrorTitle(res.body)).toBe('INVALID_CUSTOMER_UUID');
    expect((await theirCustomer()).firstName).toBe('Maria');
    expect((await search({ searchTerm: lastName })).body.matchingCount).toBe(0);
  });

  it('is never matched by searchForDuplicate: the same person becomes a customer of this dealer', async () => {
    const res = await save(
      person({ lastName: theirs.lastName, phoneNumber: theirs.phoneNumber, firstName: 'Copy' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.isNewCustomer).toBe(true);
    expect(res.body.customerUuid).not.toBe(theirs.customerUuid);
    expect((await theirCustomer()).firstName).toBe('Maria');
    const [row] = await db()
      .select()
      .from(customers)
      .where(eq(customers.uuid, res.body.customerUuid as string));
    expect(row?.dealerUuid).toBe(own.dealerUuid);
  });

  it('never shows up in search results', async () => {
    const res = await search({ searchTerm: theirs.phoneNumber });
    expect(uuidsOf(res)).not.toContain(theirs.customerUuid);
  });

  const uuidsOf = (res: CallResult) => matches(res).map((m) => m.customer.customerUuid);
});

describe('customer API errors', () => {
  const errorNumbers: Record<string, number> = {
    INVALID_REQUEST: 100009,
    MALFORMED_JSON: 100008,
    INVALID_DEPT_UUID: 101002,
    CUSTOMER_NOT_FOUND: 10101,
    INVALID_CUSTOMER_UUID: 10102,
    CUSTOMER_NAME_REQUIRED: 10103,
    INVALID_VEHICLE: 10104,
    INVALID_SEARCH_TERM: 10105,
    CUSTOMER_KEY_CONFLICT: 10106,
  };
  const takenKey = `TAKEN-${suffix()}`;
  beforeAll(async () => {
    await save(person({ customerKey: takenKey }));
  });

  const withCustomer = (customer: Body) => {
    const body = person();
    return { ...body, customer: { ...body.customer, ...customer } };
  };
  const withVehicle = (vehicle: Body, validateVin = true) => {
    const body = person();
    return { ...body, validateVin, vehicles: [{ ...body.vehicles[0], ...vehicle }] };
  };

  const cases: Array<{ name: string; call: () => Promise<CallResult>; status: number; code: string }> = [
    {
      name: 'no first or last name',
      call: () => save(withCustomer({ firstName: null, lastName: '' })),
      status: 400,
      code: 'CUSTOMER_NAME_REQUIRED',
    },
    {
      name: 'a company without isBusiness and without names',
      call: () => save(withCustomer({ firstName: null, lastName: null, company: 'Acme' })),
      status: 400,
      code: 'CUSTOMER_NAME_REQUIRED',
    },
    {
      name: 'a vehicle with neither VIN nor make, model and year',
      call: () => save(withVehicle({ vin: null, vehicleYear: null })),
      status: 400,
      code: 'INVALID_VEHICLE',
    },
    {
      name: 'a VIN with the letter O when validateVin is true',
      call: () => save(withVehicle({ vin: '1HGCM82633O004352' })),
      status: 400,
      code: 'INVALID_VEHICLE',
    },
    {
      name: 'a 16-character VIN when validateVin is true',
      call: () => save(withVehicle({ vin: '1HGCM82633A00435' })),
      status: 400,
      code: 'INVALID_VEHICLE',
    },
    {
      name: 'an impossible model year',
      call: () => save(withVehicle({ vehicleYear: 1700 })),
      status: 400,
      code: 'INVALID_VEHICLE',
    },
    {
      name: 'an unknown customerUuid',
      call: () => save(withCustomer({ customerUuid: 'no-such-customer' })),
      status: 404,
      code: 'INVALID_CUSTOMER_UUID',
    },
    {
      name: 'a customerKey of another customer without searchForDuplicate',
      call: () => save({ ...withCustomer({ customerKey: takenKey }), searchForDuplicate: false }),
      status: 409,
      code: 'CUSTOMER_KEY_CONFLICT',
    },
    {
      name: 'moving a customerKey onto another customer by update',
      call: async () => update(matrixCustomerUuid, withCustomer({ customerKey: takenKey })),
      status: 409,
      code: 'CUSTOMER_KEY_CONFLICT',
    },
    {
      name: 'no customer object',
      call: () => save({ vehicles: [], searchForDuplicate: true }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'an unknown preferredLocale format',
      call: () => save(withCustomer({ preferredLocale: 'english' })),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'a vehicleYear that is not a number',
      call: () => save(withVehicle({ vehicleYear: 'twenty' })),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'malformed JSON',
      call: () =>
        callRoute(saveRoute, {
          path: collectionPath(own),
          params: { departmentUUID: own.departmentUuid },
          authorization: client.authorization,
          rawBody: '{"customer": {',
        }),
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'an unknown department',
      call: () => save(person(), { tenant: { ...own, departmentUuid: 'd'.repeat(64) } }),
      status: 400,
      code: 'INVALID_DEPT_UUID',
    },
    {
      name: 'updating an unknown customer',
      call: () => update('no-such-customer', person()),
      status: 404,
      code: 'CUSTOMER_NOT_FOUND',
    },
    {
      name: 'reading an unknown customer',
      call: () => read('no-such-customer'),
      status: 404,
      code: 'CUSTOMER_NOT_FOUND',
    },
    {
      name: 'excludeVehicles that is not true or false',
      call: () => read(matrixCustomerUuid, { query: '?excludeVehicles=maybe' }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    { name: 'search without searchTerm', call: () => search({}), status: 400, code: 'INVALID_SEARCH_TERM' },
    {
      name: 'search with a blank searchTerm',
      call: () => search({ searchTerm: '   ' }),
      status: 400,
      code: 'INVALID_SEARCH_TERM',
    },
    {
      name: 'search with a 31-character searchTerm',
      call: () => search({ searchTerm: 'x'.repeat(31) }),
      status: 400,
      code: 'INVALID_SEARCH_TERM',
    },
    {
      name: 'search in an unknown field',
      call: () => search({ searchTerm: 'Maria', fieldsToBeSearched: 'fname,ssn' }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'search with queryOperator XOR',
      call: () => search({ searchTerm: 'Maria', queryOperator: 'XOR' }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.status} ${c.code}`, async () => {
      const res = await c.call();
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      const [error] = res.body.errors as Array<{
        errorCode: number;
        errorTitle: string;
        errorMessage: string;
      }>;
      expect(error).toEqual({
        errorCode: errorNumbers[c.code],
        errorTitle: c.code,
        errorMessage: expect.any(String),
      });
      expect(res.body.warnings).toEqual([]);
      expect(res.body.apiRequestId).toBe(res.headers.get('x-request-id'));
    });
  }

  it('a rejected save writes nothing', async () => {
    const lastName = `Rejected${suffix()}`;
    const body = person({ lastName });
    const res = await save({ ...body, vehicles: [...body.vehicles, { vin: null, vehicleMake: 'Ford' }] });
    expect(res.status).toBe(400);
    expect((await search({ searchTerm: lastName })).body.matchingCount).toBe(0);
  });
});
