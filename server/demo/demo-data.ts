import { createHmac } from 'node:crypto';
import { demoTransportOptions } from '../admin/new-dealer-defaults';
import type { OptInStatus } from '../db/schema';
import { seededTenantUuid, seededUuid } from '../ids';

/**
 * The demo dealership group: pure data, no database. `seedDemo` writes it; `demoInfo` prints the
 * credentials. Identifiers and passwords are derived from names so both always agree.
 * Demo only: never seed these credentials into a production database.
 */
export const demoAdvisorPassword = 'servicebay-demo';

export const demoApiPassword = (username: string) =>
  createHmac('sha256', 'servicebay-demo-credentials').update(username).digest('base64url').slice(0, 24);

export type DemoAdvisor = {
  firstName: string;
  lastName: string;
  login: string;
  team: 0 | 1;
  manager?: boolean;
  /** Also administers the dealership (/admin): the demo's one dealership administrator. */
  dealerAdmin?: boolean;
};
type DemoCustomer = {
  key: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneOptIn: OptInStatus;
  email: string;
  vehicles: Array<{ vin: string; make: string; model: string; year: number; mileage: number }>;
};
export type DemoOpcode = {
  code: string;
  name: string;
  minutes: number;
  price: string;
  communicationCode: string;
};
export type DemoDealer = {
  key: string;
  name: string;
  timeZone: string;
  phone: string;
  textNumber: string;
  email: string;
  address: { line1: string; city: string; state: string; zip: string };
  slotSizeMinutes: number;
  brands: Array<{ brand: string; fromYear: number; toYear: number }>;
  teams: [string, string];
  advisors: DemoAdvisor[];
  customers: DemoCustomer[];
};

export const demoOpcodes: DemoOpcode[] = [
  { code: 'OIL', name: 'Oil and filter change', minutes: 30, price: '79.95', communicationCode: 'OILCHG' },
  { code: 'ROT', name: 'Tire rotation', minutes: 30, price: '39.95', communicationCode: 'TIREROT' },
  { code: 'BRK', name: 'Brake inspection', minutes: 45, price: '49.00', communicationCode: 'BRAKEINSP' },
  { code: 'ALIGN', name: 'Four-wheel alignment', minutes: 60, price: '129.00', communicationCode: 'ALIGN' },
  { code: 'MPI', name: 'Multi-point inspection', minutes: 30, price: '0.00', communicationCode: 'MPI' },
  { code: '30K', name: '30,000 mile service', minutes: 120, price: '349.00', communicationCode: 'MAINT30K' },
];

/**
 * The demo's open recall campaign (Lakeshore Honda): a fuel pump recall of 2018-2020 Honda
 * Accords, repaired by its own opcode carrying the recall id (hidden from the online services list).
 */
export const demoRecall = {
  dealerKey: 'lakeshore',
  oemRecallId: '23V-001',
  title: 'Fuel pump replacement',
  description: 'The low-pressure fuel pump may fail and stall the engine. We replace it.',
  repair: { code: 'R23V001', name: 'Fuel pump replacement (recall 23V-001)', minutes: 90 },
  make: 'Honda',
  model: 'Accord',
  yearFrom: 2018,
  yearTo: 2020,
} as const;

export const demoDealers: DemoDealer[] = [
  {
    key: 'lakeshore',
    name: 'Lakeshore Honda',
    timeZone: 'America/Chicago',
    phone: '+13125550100',
    textNumber: '+13125550101',
    email: 'service@lakeshore-honda.example',
    address: { line1: '1200 N Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60610' },
    slotSizeMinutes: 30,
    brands: [
      { brand: 'Honda', fromYear: 2005, toYear: 2027 },
      { brand: 'Acura', fromYear: 2010, toYear: 2027 },
    ],
    teams: ['Express team', 'Main shop team'],
    advisors: [
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        login: 'alex.morgan',
        team: 0,
        manager: true,
        dealerAdmin: true,
      },
      { firstName: 'Jordan', lastName: 'Lee', login: 'jordan.lee', team: 0 },
      { firstName: 'Sam', lastName: 'Rivera', login: 'sam.rivera', team: 1 },
      { firstName: 'Taylor', lastName: 'Brooks', login: 'taylor.brooks', team: 1 },
    ],
    customers: [
      {
        key: 'C-1001',
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: '+13125550142',
        phoneOptIn: 'OPTED_IN',
        email: 'maria.lopez@example.com',
        vehicles: [{ vin: '1HGCV1F34LA012345', make: 'Honda', model: 'Accord', year: 2020, mileage: 41250 }],
      },
      {
        key: 'C-1002',
        firstName: 'James',
        lastName: 'Carter',
        phone: '+13125550177',
        phoneOptIn: 'NONE',
        email: 'james.carter@example.com',
        vehicles: [{ vin: '5J6RW2H85LL004321', make: 'Honda', model: 'CR-V', year: 2020, mileage: 28800 }],
      },
      {
        key: 'C-1003',
        firstName: 'Priya',
        lastName: 'Shah',
        phone: '+13125550188',
        phoneOptIn: 'OPTED_OUT',
        email: 'priya.shah@example.com',
        vehicles: [{ vin: '2HGFC2F59MH567890', make: 'Honda', model: 'Civic', year: 2021, mileage: 15600 }],
      },
    ],
  },
  {
    key: 'pacific',
    name: 'Pacific Coast Toyota',
    timeZone: 'America/Los_Angeles',
    phone: '+12135550200',
    textNumber: '+12135550201',
    email: 'service@pacific-toyota.example',
    address: { line1: '800 S Figueroa St', city: 'Los Angeles', state: 'CA', zip: '90017' },
    slotSizeMinutes: 15,
    brands: [
      { brand: 'Toyota', fromYear: 2005, toYear: 2027 },
      { brand: 'Lexus', fromYear: 2012, toYear: 2027 },
    ],
    teams: ['Quick lane', 'Service drive'],
    advisors: [
      { firstName: 'Casey', lastName: 'Nguyen', login: 'casey.nguyen', team: 0, manager: true },
      { firstName: 'Riley', lastName: 'Patel', login: 'riley.patel', team: 0 },
      { firstName: 'Morgan', lastName: 'Diaz', login: 'morgan.diaz', team: 1 },
      { firstName: 'Jamie', lastName: 'Chen', login: 'jamie.chen', team: 1 },
    ],
    customers: [
      {
        key: 'P-2001',
        firstName: 'Daniel',
        lastName: 'Kim',
        phone: '+12135550142',
        phoneOptIn: 'OPTED_IN',
        email: 'daniel.kim@example.com',
        vehicles: [{ vin: '4T1B11HK5KU123456', make: 'Toyota', model: 'Camry', year: 2019, mileage: 52300 }],
      },
      {
        key: 'P-2002',
        firstName: 'Sofia',
        lastName: 'Martinez',
        phone: '+12135550177',
        phoneOptIn: 'NONE',
        email: 'sofia.martinez@example.com',
        vehicles: [{ vin: '2T3W1RFV8MW654321', make: 'Toyota', model: 'RAV4', year: 2021, mileage: 19800 }],
      },
      {
        key: 'P-2003',
        firstName: 'Ethan',
        lastName: 'Walker',
        phone: '+12135550188',
        phoneOptIn: 'OPTED_OUT',
        email: 'ethan.walker@example.com',
        vehicles: [{ vin: '5TFDY5F17MX987654', make: 'Toyota', model: 'Tundra', year: 2021, mileage: 33100 }],
      },
    ],
  },
];

/** Identifiers of the demo records, derived from their names. */
export const demoIds = {
  dealer: (d: string) => seededTenantUuid(`dealer:${d}`),
  department: (d: string) => seededTenantUuid(`department:${d}:service`),
  role: (d: string, acronym: string) => seededUuid(`role:${d}:${acronym}`),
  user: (login: string) => seededUuid(`user:${login}`),
  dealerAssociate: (d: string, login: string) => seededUuid(`da:${d}:${login}`),
  defaultUser: (d: string) => seededUuid(`user:${d}:service-desk`),
  defaultDealerAssociate: (d: string) => seededUuid(`da:${d}:service-desk`),
  team: (d: string, index: number) => seededUuid(`team:${d}:${index}`),
  customer: (d: string, key: string) => seededUuid(`customer:${d}:${key}`),
  phone: (d: string, key: string) => seededUuid(`phone:${d}:${key}`),
  email: (d: string, key: string) => seededUuid(`email:${d}:${key}`),
  vehicle: (d: string, vin: string) => seededUuid(`vehicle:${d}:${vin}`),
  transportOption: (d: string, name: string) => seededUuid(`transport:${d}:${name}`),
  opcode: (d: string, code: string) => seededUuid(`opcode:${d}:${code}`),
  hours: (d: string, weekday: number) => seededUuid(`hours:${d}:${weekday}`),
  brandYears: (d: string, brand: string) => seededUuid(`brand-years:${d}:${brand}`),
  apiClient: (username: string) => seededUuid(`api-client:${username}`),
  dealerAdmin: (d: string, login: string) => seededUuid(`dealer-admin:${d}:${login}`),
  recallCampaign: (d: string, oemRecallId: string) => seededUuid(`recall:${d}:${oemRecallId}`),
};

export const demoApiUsernames = (d: string) => ({ full: `${d}-partner`, limited: `${d}-readonly` });
export const limitedClientScopes = ['appointment.get'] as const;

/** What `npm run demo:info` prints: enough to try the API and the browser app at once. */
export function demoInfo() {
  return { apiBase: '/api', dealers: demoDealers.map(demoDealerInfo) };
}

function demoDealerInfo(d: DemoDealer) {
  return {
    dealerUuid: demoIds.dealer(d.key),
    name: d.name,
    timeZone: d.timeZone,
    departmentUuid: demoIds.department(d.key),
    ...demoApiClientsInfo(d),
    advisors: d.advisors.map((a) => ({
      dealerAssociateUuid: demoIds.dealerAssociate(d.key, a.login),
      userUuid: demoIds.user(a.login),
      name: `${a.firstName} ${a.lastName}`,
      login: a.login,
      password: demoAdvisorPassword,
    })),
    teams: d.teams.map((name, index) => ({ teamUuid: demoIds.team(d.key, index), name })),
    customers: d.customers.map((c) => demoCustomerInfo(d, c)),
    transportOptions: demoTransportOptions.map((t) => ({
      transportOptionUuid: demoIds.transportOption(d.key, t.optionName),
      optionName: t.optionName,
    })),
    opcodes: demoOpcodes.map((o) => ({ uuid: demoIds.opcode(d.key, o.code), laborOpCode: o.code })),
  };
}

/** The dealer's two integrations with their passwords: every scope, and read-only appointments. */
function demoApiClientsInfo(d: DemoDealer) {
  const usernames = demoApiUsernames(d.key);
  return {
    apiClient: { username: usernames.full, password: demoApiPassword(usernames.full) },
    limitedApiClient: {
      username: usernames.limited,
      password: demoApiPassword(usernames.limited),
      scopes: [...limitedClientScopes],
    },
  };
}

function demoCustomerInfo(d: DemoDealer, c: DemoCustomer) {
  return {
    customerUuid: demoIds.customer(d.key, c.key),
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    phoneOptIn: c.phoneOptIn,
    email: c.email,
    vehicles: c.vehicles.map((v) => ({ vehicleUuid: demoIds.vehicle(d.key, v.vin), vin: v.vin })),
  };
}

export type DemoInfo = ReturnType<typeof demoInfo>;
