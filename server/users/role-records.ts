import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Role, roles } from '../db/schema';

export async function findRoleOfDealer(
  tx: Tx,
  dealerUuid: string,
  roleUuid: string,
): Promise<Role | undefined> {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.uuid, roleUuid), eq(roles.dealerUuid, dealerUuid)));
  return role;
}

/** The dealer's Service Advisor role, else any service role. */
export async function findAdvisorRoleOfDealer(tx: Tx, dealerUuid: string): Promise<Role | undefined> {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.dealerUuid, dealerUuid), eq(roles.isServiceRole, true)))
    .orderBy(desc(eq(roles.roleAcronym, 'SA')), asc(roles.roleName))
    .limit(1);
  return role;
}

export const findRolesOfDealers = (tx: Tx, dealerUuids: string[]) =>
  tx.select().from(roles).where(inArray(roles.dealerUuid, dealerUuids)).orderBy(asc(roles.roleName));

export async function insertRoles(tx: Tx, rows: (typeof roles.$inferInsert)[]): Promise<void> {
  await tx.insert(roles).values(rows);
}
