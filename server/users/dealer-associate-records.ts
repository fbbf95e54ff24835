import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client';
import { dealerAssociates, dealers, departments, roles, users } from '../db/schema';
import type { DealerAssociateDto } from './manage.schemas';

/** What every reader of a dealer associate with its person selects: who they are and whether they act. */
export const dealerAssociateWithUserColumns = {
  uuid: dealerAssociates.uuid,
  userUuid: users.uuid,
  departmentUuid: dealerAssociates.departmentUuid,
  userName: dealerAssociates.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  authorities: dealerAssociates.authorities,
  isValid: dealerAssociates.isValid,
  isDefault: dealerAssociates.isDefault,
};

export type DealerAssociateWithUser = {
  uuid: string;
  userUuid: string;
  departmentUuid: string;
  userName: string;
  firstName: string;
  lastName: string;
  authorities: string[];
  isValid: boolean;
  isDefault: boolean;
};

/** The join of a dealer associate to its person, for selects that start from another table. */
export const userOfDealerAssociate = eq(users.uuid, dealerAssociates.userUuid);

/**
 * Dealer associates joined to their person, with the columns above and any `extra` ones; callers
 * add their joins and WHERE (which always names the department or dealer).
 */
export function selectDealerAssociatesWithUser<Extra extends SelectedFields>(tx: Tx, extra: Extra) {
  return tx
    .select({ ...dealerAssociateWithUserColumns, ...extra })
    .from(dealerAssociates)
    .innerJoin(users, userOfDealerAssociate);
}

/** The name a person is shown by. */
export const displayNameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** Dealer associates with their user, department, dealer, role and teams, one row each. */
const selectWireDealerAssociates = (tx: Tx) =>
  selectDealerAssociatesWithUser(tx, {
    emailAddress: users.emailAddress,
    textNumber: dealerAssociates.textNumber,
    isDriver: dealerAssociates.isDriver,
    department: {
      uuid: departments.uuid,
      name: departments.name,
      departmentType: departments.departmentType,
      phoneNumber: departments.phoneNumber,
      textNumber: departments.textNumber,
      emailAddress: departments.emailAddress,
    },
    dealer: { uuid: dealers.uuid, name: dealers.name },
    role: { uuid: roles.uuid, roleName: roles.roleName, roleAcronym: roles.roleAcronym },
    // The teams ride along in the same statement: one round trip for the whole answer.
    teamUuids: sql<string[]>`array(select tm.team_uuid from team_members tm
        where tm.dealer_associate_uuid = dealer_associates.uuid order by tm.team_uuid)`,
  })
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid));

type WireRow = Awaited<ReturnType<typeof selectWireDealerAssociates>>[number];

function toDealerAssociateDto(row: WireRow): DealerAssociateDto {
  const { department, dealer, role } = row;
  return {
    uuid: row.uuid,
    userUuid: row.userUuid,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    emailAddress: row.emailAddress,
    textNumber: row.textNumber,
    isValid: row.isValid,
    isDefault: row.isDefault,
    isDriver: row.isDriver,
    authorities: row.authorities,
    teamUuids: row.teamUuids,
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
  };
}

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
  const rows = await selectWireDealerAssociates(tx)
    .where(and(...conditions))
    .orderBy(users.lastName, users.firstName);
  return rows.map(toDealerAssociateDto);
}

const prepareDefaultOfDepartment = (database: Database) =>
  selectWireDealerAssociates(database)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, sql.placeholder('departmentUuid')),
        eq(dealerAssociates.isDefault, true),
      ),
    )
    .orderBy(users.lastName, users.firstName)
    .prepare('find_default_dealer_associate');

const defaultOfDepartment = new WeakMap<Database, ReturnType<typeof prepareDefaultOfDepartment>>();

/**
 * The department's default dealer associate, the partner's "who am I sending as" question asked
 * before many sends: prepared once per pool, since building this wide select is most of its cost.
 */
export async function findDefaultDealerAssociate(
  database: Database,
  departmentUuid: string,
): Promise<DealerAssociateDto | undefined> {
  let prepared = defaultOfDepartment.get(database);
  if (!prepared) {
    prepared = prepareDefaultOfDepartment(database);
    defaultOfDepartment.set(database, prepared);
  }
  const [row] = await prepared.execute({ departmentUuid });
  return row ? toDealerAssociateDto(row) : undefined;
}

/** The user's membership of the department, locked for a change of its authorities. */
export async function findMembershipForUpdate(tx: Tx, departmentUuid: string, userUuid: string) {
  const [da] = await tx
    .select()
    .from(dealerAssociates)
    .where(and(eq(dealerAssociates.departmentUuid, departmentUuid), eq(dealerAssociates.userUuid, userUuid)))
    .for('update');
  return da;
}

/** The authorities of the user's membership of the department, if any. */
export async function findAuthoritiesInDepartment(tx: Tx, departmentUuid: string, userUuid: string) {
  const [row] = await tx
    .select({ authorities: dealerAssociates.authorities })
    .from(dealerAssociates)
    .where(and(eq(dealerAssociates.departmentUuid, departmentUuid), eq(dealerAssociates.userUuid, userUuid)));
  return row?.authorities;
}

export async function setAuthorities(
  tx: Tx,
  departmentUuid: string,
  dealerAssociateUuid: string,
  authorities: string[],
): Promise<void> {
  await tx
    .update(dealerAssociates)
    .set({ authorities, updatedAt: sql`now()` })
    .where(
      and(
        eq(dealerAssociates.uuid, dealerAssociateUuid),
        eq(dealerAssociates.departmentUuid, departmentUuid),
      ),
    );
}

/** Whether the department already has a dealer associate of that username (case aside). */
export async function userNameTakenInDepartment(
  tx: Tx,
  departmentUuid: string,
  userName: string,
): Promise<boolean> {
  const [taken] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, departmentUuid),
        eq(sql`lower(${dealerAssociates.userName})`, userName.toLowerCase()),
      ),
    );
  return taken !== undefined;
}

export async function insertDealerAssociate(
  tx: Tx,
  row: typeof dealerAssociates.$inferInsert,
): Promise<void> {
  await tx.insert(dealerAssociates).values(row);
}

/** The departments a person works in now (membership and department current), for the advisor pages. */
export const findAdvisorDepartments = (tx: Tx, userUuid: string) =>
  tx
    .select({
      departmentUuid: departments.uuid,
      departmentName: departments.name,
      dealerUuid: dealers.uuid,
      dealerName: dealers.name,
      timeZone: dealers.timeZone,
      timeFormat: dealers.timeFormat,
      dealerAssociateUuid: dealerAssociates.uuid,
    })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        eq(dealerAssociates.isValid, true),
        eq(departments.isValid, true),
      ),
    )
    .orderBy(asc(dealers.name), asc(departments.name), asc(departments.uuid));

/** How many current memberships of current departments the person has. */
export async function countCurrentMemberships(tx: Tx, userUuid: string): Promise<number> {
  const [row] = await tx
    .select({ memberships: count() })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        eq(dealerAssociates.isValid, true),
        eq(departments.isValid, true),
      ),
    );
  return row?.memberships ?? 0;
}

/** The person's current memberships with their dealer, role and authorities (what their grants come from). */
export const findCurrentMembershipsWithRole = (tx: Tx, userUuid: string) =>
  tx
    .select({
      departmentUuid: dealerAssociates.departmentUuid,
      dealerUuid: departments.dealerUuid,
      roleAcronym: roles.roleAcronym,
      authorities: dealerAssociates.authorities,
    })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .where(and(eq(dealerAssociates.userUuid, userUuid), eq(dealerAssociates.isValid, true)));

/** The authorities of the person's membership `dealerAssociateUuid`, if it is theirs. */
export async function findAuthoritiesOfMembership(
  tx: Tx,
  userUuid: string,
  dealerAssociateUuid: string,
): Promise<string[] | undefined> {
  const [row] = await tx
    .select({ authorities: dealerAssociates.authorities })
    .from(dealerAssociates)
    .where(and(eq(dealerAssociates.uuid, dealerAssociateUuid), eq(dealerAssociates.userUuid, userUuid)));
  return row?.authorities;
}

/** Whether the person has a current membership of one of the dealer's departments and is not deactivated. */
export async function isActiveAtDealer(tx: Tx, dealerUuid: string, userUuid: string): Promise<boolean> {
  const [active] = await selectDealerAssociatesWithUser(tx, {})
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        eq(departments.dealerUuid, dealerUuid),
        eq(dealerAssociates.isValid, true),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return active !== undefined;
}

/** Whether the dealer associate's membership is current and their person not deactivated. */
export async function isActiveDealerAssociate(tx: Tx, dealerAssociateUuid: string): Promise<boolean> {
  const [active] = await selectDealerAssociatesWithUser(tx, {})
    .where(
      and(
        eq(dealerAssociates.uuid, dealerAssociateUuid),
        eq(dealerAssociates.isValid, true),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return active !== undefined;
}

/** Ends the person's memberships of the dealer's departments (not those of other dealers). */
export async function endMembershipsAtDealer(tx: Tx, dealerUuid: string, userUuid: string): Promise<void> {
  const dealerDepartments = tx
    .select({ uuid: departments.uuid })
    .from(departments)
    .where(eq(departments.dealerUuid, dealerUuid));
  await tx
    .update(dealerAssociates)
    .set({ isValid: false })
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        inArray(dealerAssociates.departmentUuid, dealerDepartments),
      ),
    );
}

/** Whether the person still has a current membership anywhere. */
export async function hasCurrentMembership(tx: Tx, userUuid: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(and(eq(dealerAssociates.userUuid, userUuid), eq(dealerAssociates.isValid, true)))
    .limit(1);
  return row !== undefined;
}
