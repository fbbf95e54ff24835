import { randomBytes } from 'node:crypto';
import { hashSecret } from '../server/core/password';
import type { Scope } from '../server/core/scopes';
import { allScopes } from '../server/core/scopes';
import { db } from '../server/db/client';
import {
  apiClientGrants,
  apiClients,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  type GrantLevel,
  hoursOfOperation,
  opcodes,
  roles,
  teamMembers,
  teams,
  transportOptions,
  users,
  vehicles,
} from '../server/db/schema';
import { newTenantUuid, newUuid } from '../server/ids';

export type TestTenant = {
  dealerUuid: string;
  departmentUuid: string;
  defaultDealerAssociateUuid: string;
  defaultUserUuid: string;
  advisor: { userUuid: string; dealerAssociateUuid: string; login: string; password: string };
  serviceRoleUuid: string;
  integrationRoleUuid: string;
  teamUuid: string;
};

/** A dealer with one service department, its Default DealerAssociate, one advisor and roles. */
export async function createTestTenant(
  options: { timeZone?: string; name?: string } = {},
): Promise<TestTenant> {
  const database = db();
  const dealerUuid = newTenantUuid();
  const departmentUuid = newTenantUuid();
  const suffix = randomBytes(4).toString('hex');
  await database.insert(dealers).values({
    uuid: dealerUuid,
    name: options.name ?? `Test Motors ${suffix}`,
    timeZone: options.timeZone ?? 'America/Chicago',
    phoneNumber: '+13125550100',
    emailAddress: `service-${suffix}@example.com`,
    features: { schedulerEnabled: true },
  });
  await database.insert(departments).values({
    uuid: departmentUuid,
    dealerUuid,
    name: 'Service',
    departmentType: 'SERVICE',
    textNumber: '+13125550101',
    emailAddress: `service-${suffix}@example.com`,
  });
  const serviceRoleUuid = newUuid();
  const integrationRoleUuid = newUuid();
  await database.insert(roles).values([
    {
      uuid: serviceRoleUuid,
      dealerUuid,
      roleName: 'Service Advisor',
      roleAcronym: 'SA',
      isServiceRole: true,
    },
    {
      uuid: integrationRoleUuid,
      dealerUuid,
      roleName: 'Integration',
      roleAcronym: 'INT',
      isServiceRole: false,
    },
  ]);
  const defaultUserUuid = newUuid();
  const advisorUserUuid = newUuid();
  const login = `advisor-${suffix}`;
  const password = `pw-${suffix}-secret`;
  await database.insert(users).values([
    { uuid: defaultUserUuid, firstName: 'Service', lastName: 'Desk' },
    {
      uuid: advisorUserUuid,
      firstName: 'Alex',
      lastName: `Advisor${suffix}`,
      login,
      passwordHash: await hashSecret(password),
    },
  ]);
  const defaultDealerAssociateUuid = newUuid();
  const advisorDealerAssociateUuid = newUuid();
  await database.insert(dealerAssociates).values([
    {
      uuid: defaultDealerAssociateUuid,
      userUuid: defaultUserUuid,
      departmentUuid,
      userName: `default-${suffix}`,
      isDefault: true,
      authorities: ['sms.send'],
    },
    {
      uuid: advisorDealerAssociateUuid,
      userUuid: advisorUserUuid,
      departmentUuid,
      roleUuid: serviceRoleUuid,
      userName: login,
      isAdvisor: true,
      authorities: ['sms.send', 'messaging.text.send.manual'],
    },
  ]);
  const teamUuid = newUuid();
  await database.insert(teams).values({ uuid: teamUuid, departmentUuid, name: 'Blue team' });
  await database.insert(teamMembers).values({ teamUuid, dealerAssociateUuid: advisorDealerAssociateUuid });
  return {
    dealerUuid,
    departmentUuid,
    defaultDealerAssociateUuid,
    defaultUserUuid,
    advisor: { userUuid: advisorUserUuid, dealerAssociateUuid: advisorDealerAssociateUuid, login, password },
    serviceRoleUuid,
    integrationRoleUuid,
    teamUuid,
  };
}

export type TestGrant = { scope: Scope; level: GrantLevel; dealerUuid: string; departmentUuid?: string };
export type TestClient = { username: string; password: string; authorization: string };

export async function createTestApiClient(grants: TestGrant[]): Promise<TestClient> {
  const database = db();
  const uuid = newUuid();
  const username = `client-${randomBytes(6).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  await database
    .insert(apiClients)
    .values({ uuid, username, name: username, secretHash: await hashSecret(password) });
  if (grants.length > 0) {
    await database.insert(apiClientGrants).values(
      grants.map((g) => ({
        uuid: newUuid(),
        apiClientUuid: uuid,
        scope: g.scope,
        level: g.level,
        dealerUuid: g.dealerUuid,
        departmentUuid: g.departmentUuid ?? null,
      })),
    );
  }
  return { username, password, authorization: basicAuthorization(username, password) };
}

/** Every scope at dealer level for the tenant's dealer: what a full partner integration holds. */
export const createFullAccessClient = (tenant: TestTenant) =>
  createTestApiClient(allScopes.map((scope) => ({ scope, level: 'DEALER', dealerUuid: tenant.dealerUuid })));

export const basicAuthorization = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export type TestCustomer = { customerUuid: string; vehicleUuid: string; vin: string; phone: string };

/** A customer of the tenant's dealer with one vehicle and a preferred phone number. */
export async function createTestCustomer(
  tenant: TestTenant,
  options: { optInStatus?: 'OPTED_IN' | 'OPTED_OUT' | 'NONE'; lastName?: string } = {},
): Promise<TestCustomer> {
  const database = db();
  const customerUuid = newUuid();
  const vehicleUuid = newUuid();
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  const vin = `1HGCV1F3${digits}${randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 17);
  const phone = `+1312555${digits}`;
  await database.insert(customers).values({
    uuid: customerUuid,
    dealerUuid: tenant.dealerUuid,
    firstName: 'Casey',
    lastName: options.lastName ?? `Customer${digits}`,
  });
  await database.insert(customerPhones).values({
    uuid: newUuid(),
    customerUuid,
    phoneNumber: phone,
    isPreferred: true,
    optInStatus: options.optInStatus ?? 'OPTED_IN',
  });
  await database.insert(vehicles).values({
    uuid: vehicleUuid,
    customerUuid,
    dealerUuid: tenant.dealerUuid,
    vin,
    vehicleKey: `VK-${digits}`,
    make: 'Honda',
    model: 'Accord',
    year: 2021,
  });
  return { customerUuid, vehicleUuid, vin, phone };
}

export type TestServiceSetup = {
  transportOptionUuid: string;
  loanerUuid: string;
  opcodeUuid: string;
  opcodeCode: string;
};

/**
 * Opening hours every day 07:00–18:00 in 30-minute slots (so tests never depend on the weekday),
 * two transport options and one opcode.
 */
export async function addServiceSetup(tenant: TestTenant): Promise<TestServiceSetup> {
  const database = db();
  await database.insert(hoursOfOperation).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      uuid: newUuid(),
      departmentUuid: tenant.departmentUuid,
      weekday,
      opensAt: '07:00',
      closesAt: '18:00',
      slotSizeMinutes: 30,
    })),
  );
  const transportOptionUuid = newUuid();
  const loanerUuid = newUuid();
  await database.insert(transportOptions).values([
    {
      uuid: transportOptionUuid,
      departmentUuid: tenant.departmentUuid,
      optionName: 'WAITER',
      customName: 'Wait at the dealership',
    },
    {
      uuid: loanerUuid,
      departmentUuid: tenant.departmentUuid,
      optionName: 'LOANER',
      customName: 'Loaner vehicle',
    },
  ]);
  const opcodeUuid = newUuid();
  await database.insert(opcodes).values({
    uuid: opcodeUuid,
    departmentUuid: tenant.departmentUuid,
    laborOpCode: 'OIL',
    opCodeName: 'Oil change',
    description: 'Oil and filter change',
    durationMinutes: 30,
    totalPrice: '79.95',
    payType: 'Customer',
  });
  return { transportOptionUuid, loanerUuid, opcodeUuid, opcodeCode: 'OIL' };
}
