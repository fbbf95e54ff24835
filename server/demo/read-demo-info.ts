import { and, eq, inArray } from 'drizzle-orm';
import { verifySecret } from '../auth/password';
import type { Database } from '../db/client';
import {
  apiClientGrants,
  apiClients,
  customers,
  dealers,
  departments,
  opcodes,
  teams,
  transportOptions,
  users,
} from '../db/schema';
import { type DemoInfo, demoAdvisorPassword, demoInfo } from './demo-data';

type DemoDealer = DemoInfo['dealers'][number];
type Credential = { username: string; password: string };

/** The demo client's credentials, only if the client is stored, active and still has the demo password. */
async function storedDemoClient(database: Database, c: Credential): Promise<Credential | null> {
  const [client] = await database.select().from(apiClients).where(eq(apiClients.username, c.username));
  return client?.isActive && (await verifySecret(client.secretHash, c.password)) ? c : null;
}

async function existing(
  database: Database,
  table: typeof teams | typeof transportOptions | typeof opcodes | typeof customers,
  uuids: string[],
) {
  if (uuids.length === 0) return new Set<string>();
  const rows = await database.select({ uuid: table.uuid }).from(table).where(inArray(table.uuid, uuids));
  return new Set(rows.map((r) => r.uuid));
}

/** One demo dealer as stored now: records that are gone are left out, changed passwords are not shown. */
async function storedDemoDealer(database: Database, d: DemoDealer) {
  const logins = await database
    .select({ login: users.login, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.login,
        d.advisors.map((a) => a.login),
      ),
    );
  const advisors = [];
  for (const a of d.advisors) {
    const stored = logins.find((l) => l.login === a.login);
    if (stored && (await verifySecret(stored.passwordHash, demoAdvisorPassword))) advisors.push(a);
  }
  const [teamIds, optionIds, opcodeIds, customerIds] = await Promise.all([
    existing(
      database,
      teams,
      d.teams.map((t) => t.teamUuid),
    ),
    existing(
      database,
      transportOptions,
      d.transportOptions.map((t) => t.transportOptionUuid),
    ),
    existing(
      database,
      opcodes,
      d.opcodes.map((o) => o.uuid),
    ),
    existing(
      database,
      customers,
      d.customers.map((c) => c.customerUuid),
    ),
  ]);
  const limited = await storedDemoClient(database, d.limitedApiClient);
  return {
    ...d,
    apiClient: await storedDemoClient(database, d.apiClient),
    limitedApiClient: limited ? { ...limited, scopes: d.limitedApiClient.scopes } : null,
    advisors,
    teams: d.teams.filter((t) => teamIds.has(t.teamUuid)),
    transportOptions: d.transportOptions.filter((t) => optionIds.has(t.transportOptionUuid)),
    opcodes: d.opcodes.filter((o) => opcodeIds.has(o.uuid)),
    customers: d.customers.filter((c) => customerIds.has(c.customerUuid)),
  };
}

/** Dealers that are not the demo's: identifiers and usernames only (their secrets were shown once). */
async function otherDealers(database: Database, demoUuids: string[]) {
  const all = await database.select().from(dealers);
  const result = [];
  for (const d of all.filter((x) => !demoUuids.includes(x.uuid))) {
    const [depts, clients] = await Promise.all([
      database
        .select({ departmentUuid: departments.uuid, name: departments.name })
        .from(departments)
        .where(eq(departments.dealerUuid, d.uuid)),
      database
        .selectDistinct({ username: apiClients.username })
        .from(apiClients)
        .innerJoin(apiClientGrants, eq(apiClientGrants.apiClientUuid, apiClients.uuid))
        .where(and(eq(apiClientGrants.dealerUuid, d.uuid), eq(apiClients.isActive, true))),
    ]);
    result.push({
      dealerUuid: d.uuid,
      name: d.name,
      timeZone: d.timeZone,
      departments: depts,
      apiClients: clients,
    });
  }
  return result;
}

/**
 * What `npm run demo:info` prints, read from the database: the demo dealers that are stored, with
 * the demo credentials that still verify, and any other dealers. Null when there is no dealer.
 */
export async function readDemoInfo(database: Database) {
  const template = demoInfo();
  const stored = await database.select({ uuid: dealers.uuid }).from(dealers);
  if (stored.length === 0) return null;
  const storedUuids = stored.map((s) => s.uuid);
  const demoDealers = [];
  for (const d of template.dealers.filter((x) => storedUuids.includes(x.dealerUuid))) {
    demoDealers.push(await storedDemoDealer(database, d));
  }
  return {
    apiBase: template.apiBase,
    dealers: demoDealers,
    otherDealers: await otherDealers(
      database,
      template.dealers.map((d) => d.dealerUuid),
    ),
  };
}
