import {
  advisorAuthorities,
  demoRoles,
  demoTransportOptions,
  managerAuthorities,
} from '../admin/new-dealer-defaults';
import { hashSecret } from '../core/password';
import { allScopes } from '../core/scopes';
import type { Database, Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  administrators,
  apiClientGrants,
  apiClients,
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealerBrandYears,
  dealers,
  departments,
  hoursOfOperation,
  opcodes,
  roles,
  schedulingRules,
  teamMembers,
  teams,
  transportOptions,
  users,
  vehicles,
} from '../db/schema';
import { instantToLocalDate } from '../time/wall-clock';
import {
  type DemoAdvisor,
  type DemoDealer,
  demoAdvisorPassword,
  demoApiPassword,
  demoApiUsernames,
  demoDealers,
  demoIds,
  demoOpcodes,
  limitedClientScopes,
} from './demo-data';
import { demoSchedulingRules } from './demo-scheduling-rules';
import { seedDemoAppointments } from './seed-demo-appointments';
import { seedDemoMenus } from './seed-demo-menus';
import { seedDemoMessages } from './seed-demo-messages';
import { seedDemoPayments } from './seed-demo-payments';
import { seedDemoRecalls } from './seed-demo-recalls';

const weekdayHours = (slotSizeMinutes: number) => [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '07:00', closesAt: '18:00', slotSizeMinutes })),
  { weekday: 6, opensAt: '08:00', closesAt: '14:00', slotSizeMinutes },
];

/**
 * Writes the demo dealership group. Idempotent: every row has a name-derived identifier and is
 * inserted only when missing, so a second run changes nothing.
 */
export async function seedDemo(database: Database): Promise<void> {
  const advisorHash = await hashSecret(demoAdvisorPassword);
  await pipelinedTransaction(database, async (tx) => {
    for (const d of demoDealers) {
      await seedDealer(tx, d);
      await seedDepartmentSetup(tx, d);
      await seedCatalog(tx, d);
      await seedPeople(tx, d, advisorHash);
      await seedCustomers(tx, d);
      await seedApiClients(tx, d);
    }
    await seedDemoMenus(tx);
    await seedDemoRecalls(tx);
    await seedDemoMessages(tx);
    await seedDemoPayments(tx);
    await seedDemoAppointments(tx);
  });
}

/** The dealer and its service department. */
async function seedDealer(tx: Tx, d: DemoDealer) {
  const dealerUuid = demoIds.dealer(d.key);
  await tx
    .insert(dealers)
    .values({
      uuid: dealerUuid,
      name: d.name,
      timeZone: d.timeZone,
      phoneNumber: d.phone,
      emailAddress: d.email,
      addressLine1: d.address.line1,
      city: d.address.city,
      state: d.address.state,
      zip: d.address.zip,
      features: { schedulerEnabled: true, onlinePaymentsEnabled: true, textingEnabled: true },
    })
    .onConflictDoNothing();
  await tx
    .insert(departments)
    .values({
      uuid: demoIds.department(d.key),
      dealerUuid,
      name: 'Service',
      departmentType: 'SERVICE',
      phoneNumber: d.phone,
      textNumber: d.textNumber,
      emailAddress: d.email,
      footer: `${d.name} Service · ${d.address.line1}, ${d.address.city}`,
      tcpaOptOutText: 'Reply STOP to opt out.',
    })
    .onConflictDoNothing();
}

/** Roles, hours of operation, scheduling rules, brands serviced and transport options. */
async function seedDepartmentSetup(tx: Tx, d: DemoDealer) {
  const dealerUuid = demoIds.dealer(d.key);
  const departmentUuid = demoIds.department(d.key);
  await tx
    .insert(roles)
    .values(
      demoRoles.map((r) => ({
        uuid: demoIds.role(d.key, r.roleAcronym),
        dealerUuid,
        ...r,
        defaultAuthorities: r.isServiceRole ? advisorAuthorities : [],
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(hoursOfOperation)
    .values(
      weekdayHours(d.slotSizeMinutes).map((h) => ({
        uuid: demoIds.hours(d.key, h.weekday),
        departmentUuid,
        ...h,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(schedulingRules)
    .values({
      departmentUuid,
      rules: demoSchedulingRules({
        today: instantToLocalDate(new Date(), d.timeZone),
        loanerUuid: demoIds.transportOption(d.key, 'LOANER'),
      }),
    })
    .onConflictDoNothing();
  await tx
    .insert(dealerBrandYears)
    .values(d.brands.map((b) => ({ uuid: demoIds.brandYears(d.key, b.brand), dealerUuid, ...b })))
    .onConflictDoNothing();
  await tx
    .insert(transportOptions)
    .values(
      demoTransportOptions.map((t) => ({
        uuid: demoIds.transportOption(d.key, t.optionName),
        departmentUuid,
        ...t,
      })),
    )
    .onConflictDoNothing();
}

/** The department's opcodes. */
async function seedCatalog(tx: Tx, d: DemoDealer) {
  await tx
    .insert(opcodes)
    .values(
      demoOpcodes.map((o, index) => ({
        uuid: demoIds.opcode(d.key, o.code),
        departmentUuid: demoIds.department(d.key),
        laborOpCode: o.code,
        opCodeName: o.name,
        description: o.name,
        durationMinutes: o.minutes,
        totalPrice: o.price,
        laborPrice: o.price,
        communicationCode: o.communicationCode,
        payType: 'Customer',
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/** The service desk (the department's default dealer associate), the teams and the advisors. */
async function seedPeople(tx: Tx, d: DemoDealer, advisorHash: string) {
  const departmentUuid = demoIds.department(d.key);
  await tx
    .insert(users)
    .values({ uuid: demoIds.defaultUser(d.key), firstName: d.name, lastName: 'Service' })
    .onConflictDoNothing();
  await tx
    .insert(dealerAssociates)
    .values({
      uuid: demoIds.defaultDealerAssociate(d.key),
      userUuid: demoIds.defaultUser(d.key),
      departmentUuid,
      userName: `${d.key}-service`,
      isDefault: true,
      authorities: ['sms.send', 'messaging.email.send'],
      textNumber: d.textNumber,
    })
    .onConflictDoNothing();
  await tx
    .insert(teams)
    .values(d.teams.map((name, index) => ({ uuid: demoIds.team(d.key, index), departmentUuid, name })))
    .onConflictDoNothing();
  for (const a of d.advisors) await seedAdvisor(tx, d, a, advisorHash);
}

/** An advisor who can sign in: the user, the dealer associate with the role, the team membership. */
async function seedAdvisor(tx: Tx, d: DemoDealer, a: DemoAdvisor, advisorHash: string) {
  await tx
    .insert(users)
    .values({
      uuid: demoIds.user(a.login),
      firstName: a.firstName,
      lastName: a.lastName,
      emailAddress: `${a.login}@${d.email.split('@')[1]}`,
      login: a.login,
      passwordHash: advisorHash,
    })
    .onConflictDoNothing();
  await tx
    .insert(dealerAssociates)
    .values({
      uuid: demoIds.dealerAssociate(d.key, a.login),
      userUuid: demoIds.user(a.login),
      departmentUuid: demoIds.department(d.key),
      roleUuid: demoIds.role(d.key, a.manager ? 'SM' : 'SA'),
      userName: a.login,
      isAdvisor: true,
      authorities: a.manager ? managerAuthorities : advisorAuthorities,
    })
    .onConflictDoNothing();
  await tx
    .insert(teamMembers)
    .values({
      teamUuid: demoIds.team(d.key, a.team),
      dealerAssociateUuid: demoIds.dealerAssociate(d.key, a.login),
    })
    .onConflictDoNothing();
  if (a.dealerAdmin)
    await tx
      .insert(administrators)
      .values({
        uuid: demoIds.dealerAdmin(d.key, a.login),
        userUuid: demoIds.user(a.login),
        role: 'DEALER_ADMIN',
        dealerUuid: demoIds.dealer(d.key),
      })
      .onConflictDoNothing();
}

/** The demo customers with their preferred phone and email and their vehicles. */
async function seedCustomers(tx: Tx, d: DemoDealer) {
  const dealerUuid = demoIds.dealer(d.key);
  for (const c of d.customers) {
    const customerUuid = demoIds.customer(d.key, c.key);
    await tx
      .insert(customers)
      .values({
        uuid: customerUuid,
        dealerUuid,
        customerKey: c.key,
        firstName: c.firstName,
        lastName: c.lastName,
      })
      .onConflictDoNothing();
    await tx
      .insert(customerPhones)
      .values({
        uuid: demoIds.phone(d.key, c.key),
        customerUuid,
        phoneNumber: c.phone,
        label: 'CELL',
        isPreferred: true,
        optInStatus: c.phoneOptIn,
        optInChangedAt: c.phoneOptIn === 'NONE' ? null : new Date('2026-01-15T15:00:00Z'),
      })
      .onConflictDoNothing();
    await tx
      .insert(customerEmails)
      .values({
        uuid: demoIds.email(d.key, c.key),
        customerUuid,
        emailAddress: c.email,
        isPreferred: true,
      })
      .onConflictDoNothing();
    await tx
      .insert(vehicles)
      .values(
        c.vehicles.map((v) => ({
          uuid: demoIds.vehicle(d.key, v.vin),
          customerUuid,
          dealerUuid,
          vin: v.vin,
          vehicleKey: `VK-${v.vin.slice(-6)}`,
          make: v.make,
          model: v.model,
          year: v.year,
          mileage: v.mileage,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * The dealer's two demo integrations: one with every scope on the dealer, one that may only read
 * appointments of the department. Grants are written only with a newly created client.
 */
async function seedApiClients(tx: Tx, d: DemoDealer) {
  const dealerUuid = demoIds.dealer(d.key);
  const departmentUuid = demoIds.department(d.key);
  const usernames = demoApiUsernames(d.key);
  for (const [username, grants] of [
    [usernames.full, allScopes.map((scope) => ({ scope, level: 'DEALER' as const, departmentUuid: null }))],
    [
      usernames.limited,
      limitedClientScopes.map((scope) => ({ scope, level: 'DEPARTMENT' as const, departmentUuid })),
    ],
  ] as const) {
    const apiClientUuid = demoIds.apiClient(username);
    const inserted = await tx
      .insert(apiClients)
      .values({
        uuid: apiClientUuid,
        username,
        name: `${d.name} demo integration`,
        secretHash: await hashSecret(demoApiPassword(username)),
      })
      .onConflictDoNothing()
      .returning({ uuid: apiClients.uuid });
    if (inserted.length > 0) {
      await tx.insert(apiClientGrants).values(
        grants.map((g) => ({
          uuid: demoIds.apiClient(`${username}:${g.scope}`),
          apiClientUuid,
          dealerUuid,
          ...g,
        })),
      );
    }
  }
}

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const rows = await database.select({ uuid: dealers.uuid }).from(dealers).limit(1);
  return rows.length === 0;
}
