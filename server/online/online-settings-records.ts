import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  dealerAssociates,
  dealers,
  departments,
  type OnlineSchedulingSettings,
  onlineDealerNames,
  onlineSchedulingSettings,
  opcodes,
  serviceMenus,
  transportOptions,
  users,
} from '../db/schema';
import type { OnlineService } from './online.schemas';

export type OnlineDealer = {
  uuid: string;
  name: string;
  timeZone: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  shortName: string | null;
};

/** The dealer a public address names: by uuid, or by the short name its administrator set. */
export async function findOnlineDealer(tx: Tx, ref: string): Promise<OnlineDealer | null> {
  const [row] = await tx
    .select({
      uuid: dealers.uuid,
      name: dealers.name,
      timeZone: dealers.timeZone,
      phoneNumber: dealers.phoneNumber,
      emailAddress: dealers.emailAddress,
      shortName: onlineDealerNames.shortName,
    })
    .from(dealers)
    .leftJoin(onlineDealerNames, eq(onlineDealerNames.dealerUuid, dealers.uuid))
    .where(or(eq(dealers.uuid, ref), eq(onlineDealerNames.shortName, ref.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export type OnlineDepartment = {
  uuid: string;
  name: string;
  textNumber: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  settings: OnlineSchedulingSettings | null;
};

/** The dealer's valid departments with their online settings (none stored: null), by name. */
export async function findOnlineDepartments(tx: Tx, dealerUuid: string): Promise<OnlineDepartment[]> {
  const rows = await tx
    .select({
      uuid: departments.uuid,
      name: departments.name,
      textNumber: departments.textNumber,
      phoneNumber: departments.phoneNumber,
      emailAddress: departments.emailAddress,
      settings: onlineSchedulingSettings,
    })
    .from(departments)
    .leftJoin(onlineSchedulingSettings, eq(onlineSchedulingSettings.departmentUuid, departments.uuid))
    .where(and(eq(departments.dealerUuid, dealerUuid), eq(departments.isValid, true)))
    .orderBy(asc(departments.name), asc(departments.uuid));
  return rows;
}

/** Stores a department's online settings (created on first save). */
export async function saveOnlineSettingsRow(
  tx: Tx,
  row: typeof onlineSchedulingSettings.$inferInsert,
): Promise<OnlineSchedulingSettings | undefined> {
  const { departmentUuid: _key, dealerUuid: _dealer, ...changes } = row;
  const [saved] = await tx
    .insert(onlineSchedulingSettings)
    .values(row)
    .onConflictDoUpdate({ target: onlineSchedulingSettings.departmentUuid, set: changes })
    .returning();
  return saved;
}

/** The dealer's short name, or null to remove it. Answers false when another dealer holds it. */
export async function saveShortName(
  tx: Tx,
  input: { dealerUuid: string; shortName: string | null },
): Promise<boolean> {
  if (input.shortName === null) {
    await tx.delete(onlineDealerNames).where(eq(onlineDealerNames.dealerUuid, input.dealerUuid));
    return true;
  }
  const [holder] = await tx
    .select({ dealerUuid: onlineDealerNames.dealerUuid })
    .from(onlineDealerNames)
    .where(eq(onlineDealerNames.shortName, input.shortName));
  if (holder && holder.dealerUuid !== input.dealerUuid) return false;
  await tx
    .insert(onlineDealerNames)
    .values({ dealerUuid: input.dealerUuid, shortName: input.shortName })
    .onConflictDoUpdate({ target: onlineDealerNames.dealerUuid, set: { shortName: input.shortName } });
  return true;
}

/** The catalog's menus, then single operations, that are flagged for the online scheduler. */
export async function findOnlineServices(tx: Tx, departmentUuid: string): Promise<OnlineService[]> {
  const [menus, operations] = await Promise.all([
    tx
      .select()
      .from(serviceMenus)
      .where(
        and(
          eq(serviceMenus.departmentUuid, departmentUuid),
          eq(serviceMenus.isValid, true),
          eq(serviceMenus.inOnlineScheduler, true),
        ),
      )
      .orderBy(asc(serviceMenus.sortOrder), asc(serviceMenus.name)),
    tx
      .select()
      .from(opcodes)
      .where(
        and(
          eq(opcodes.departmentUuid, departmentUuid),
          eq(opcodes.isValid, true),
          eq(opcodes.inOnlineScheduler, true),
        ),
      )
      .orderBy(asc(opcodes.opCodeName), asc(opcodes.laborOpCode)),
  ]);
  return [
    ...menus.map((m) => ({
      kind: 'MENU' as const,
      uuid: m.uuid,
      code: m.menuCode,
      name: m.name,
      description: m.description,
      price: m.totalPrice,
      durationMinutes: m.durationMinutes,
    })),
    ...operations.map((o) => ({
      kind: 'OPCODE' as const,
      uuid: o.uuid,
      code: o.laborOpCode,
      name: o.opCodeName ?? o.laborOpCode,
      description: o.description,
      price: o.totalPrice,
      durationMinutes: o.durationMinutes,
    })),
  ];
}

export type DepartmentOption = { uuid: string; name: string; optionName: string; showOnline: boolean };

/** The department's valid transport options. */
export async function findDepartmentOptions(tx: Tx, departmentUuid: string): Promise<DepartmentOption[]> {
  return tx
    .select({
      uuid: transportOptions.uuid,
      name: transportOptions.customName,
      optionName: transportOptions.optionName,
      showOnline: transportOptions.showOnline,
    })
    .from(transportOptions)
    .where(and(eq(transportOptions.departmentUuid, departmentUuid), eq(transportOptions.isValid, true)))
    .orderBy(asc(transportOptions.customName));
}

/** The department's valid service advisors with their names. */
export async function findDepartmentAdvisors(
  tx: Tx,
  departmentUuid: string,
): Promise<{ uuid: string; name: string }[]> {
  const rows = await tx
    .select({ uuid: dealerAssociates.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, departmentUuid),
        eq(dealerAssociates.isValid, true),
        eq(dealerAssociates.isAdvisor, true),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ uuid: r.uuid, name: `${r.firstName} ${r.lastName}` }));
}

/** Names of the given advisors (for the review and the answer of a booking). */
export async function findAdvisorNames(tx: Tx, uuids: string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await tx
    .select({ uuid: dealerAssociates.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(inArray(dealerAssociates.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid, `${r.firstName} ${r.lastName}`]));
}

/** Who texts a department's waitlist: the dealer, its public name and zone, the sending number. */
export type WaitlistSender = OnlineDealer & { textNumber: string | null; enabled: boolean };

export async function findWaitlistSender(tx: Tx, departmentUuid: string): Promise<WaitlistSender | null> {
  const [row] = await tx
    .select({
      uuid: dealers.uuid,
      name: dealers.name,
      timeZone: dealers.timeZone,
      phoneNumber: dealers.phoneNumber,
      emailAddress: dealers.emailAddress,
      shortName: onlineDealerNames.shortName,
      textNumber: departments.textNumber,
      enabled: onlineSchedulingSettings.enabled,
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .leftJoin(onlineDealerNames, eq(onlineDealerNames.dealerUuid, dealers.uuid))
    .leftJoin(onlineSchedulingSettings, eq(onlineSchedulingSettings.departmentUuid, departments.uuid))
    .where(eq(departments.uuid, departmentUuid))
    .limit(1);
  return row ? { ...row, enabled: row.enabled === true } : null;
}
