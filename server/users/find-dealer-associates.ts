import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerAssociates, dealers, departments, roles, teamMembers, users } from '../db/schema';
import type { DealerAssociateDto } from './manage.schemas';

/** Dealer associates of the given departments as wire objects; always filtered by department. */
export async function findDealerAssociates(
  tx: Tx,
  filter: {
    departmentUuids: string[];
    dealerAssociateUuids?: string[];
    defaultOnly?: boolean;
    userUuid?: string;
  },
): Promise<DealerAssociateDto[]> {
  if (filter.departmentUuids.length === 0) return [];
  const conditions: SQL[] = [inArray(dealerAssociates.departmentUuid, filter.departmentUuids)];
  if (filter.dealerAssociateUuids?.length)
    conditions.push(inArray(dealerAssociates.uuid, filter.dealerAssociateUuids));
  if (filter.defaultOnly) conditions.push(eq(dealerAssociates.isDefault, true));
  if (filter.userUuid) conditions.push(eq(dealerAssociates.userUuid, filter.userUuid));
  const rows = await tx
    .select({ da: dealerAssociates, user: users, department: departments, dealer: dealers, role: roles })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .where(and(...conditions))
    .orderBy(users.lastName, users.firstName);
  const memberships = rows.length
    ? await tx
        .select()
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.dealerAssociateUuid,
            rows.map((r) => r.da.uuid),
          ),
        )
    : [];
  return rows.map(({ da, user, department, dealer, role }) => ({
    uuid: da.uuid,
    userUuid: user.uuid,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: da.userName,
    emailAddress: user.emailAddress,
    textNumber: da.textNumber,
    isValid: da.isValid,
    isDefault: da.isDefault,
    authorities: da.authorities,
    teamUuids: memberships.filter((m) => m.dealerAssociateUuid === da.uuid).map((m) => m.teamUuid),
    department: {
      uuid: department.uuid,
      name: department.name,
      departmentType: department.departmentType,
      phoneNumber: department.phoneNumber,
      textNumber: department.textNumber,
      emailAddress: department.emailAddress,
      dealer: { name: dealer.name, uuid: dealer.uuid, isValid: true },
    },
    role: role ? { roleUuid: role.uuid, roleName: role.roleName, roleAcronym: role.roleAcronym } : null,
  }));
}
