import { findActiveClientUsernamesOfDealer, findApiClientByUsername } from '../admin/api-client-records';
import { verifySecret } from '../core/password';
import type { Database } from '../db/client';
import { customers, opcodes, teams, transportOptions } from '../db/schema';
import { findAllDealers } from '../users/dealer-records';
import { findLoginsWithHashes } from '../users/user-records';
import { type DemoInfo, demoAdvisorPassword, demoInfo } from './demo-data';
import { findDepartmentNamesOfDealer, findStoredUuids } from './demo-records';

type DemoDealer = DemoInfo['dealers'][number];
type Credential = { username: string; password: string };

/** The demo client's credentials, only if the client is stored, active and still has the demo password. */
async function storedDemoClient(database: Database, c: Credential): Promise<Credential | null> {
  const client = await findApiClientByUsername(database, c.username);
  return client?.isActive && (await verifySecret(client.secretHash, c.password)) ? c : null;
}

/** One demo dealer as stored now: records that are gone are left out, changed passwords are not shown. */
async function storedDemoDealer(database: Database, d: DemoDealer) {
  const logins = await findLoginsWithHashes(
    database,
    d.advisors.map((a) => a.login),
  );
  const advisors = [];
  for (const a of d.advisors) {
    const stored = logins.find((l) => l.login === a.login);
    if (stored && (await verifySecret(stored.passwordHash, demoAdvisorPassword))) advisors.push(a);
  }
  const [teamIds, optionIds, opcodeIds, customerIds] = await Promise.all([
    findStoredUuids(
      database,
      teams,
      d.teams.map((t) => t.teamUuid),
    ),
    findStoredUuids(
      database,
      transportOptions,
      d.transportOptions.map((t) => t.transportOptionUuid),
    ),
    findStoredUuids(
      database,
      opcodes,
      d.opcodes.map((o) => o.uuid),
    ),
    findStoredUuids(
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
  const all = await findAllDealers(database);
  const result = [];
  for (const d of all.filter((x) => !demoUuids.includes(x.uuid))) {
    const [depts, clients] = await Promise.all([
      findDepartmentNamesOfDealer(database, d.uuid),
      findActiveClientUsernamesOfDealer(database, d.uuid),
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
  const stored = await findAllDealers(database);
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
