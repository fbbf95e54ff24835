import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared-once';
import { dealerAssociates, dealers, departments, roles, users } from '../db/schema';
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
  const rows = await selectDealerAssociates(tx)
    .where(and(...conditions))
    .orderBy(users.lastName, users.firstName);
  return rows.map(toDealerAssociateDto);
}

/**
 * The department's default dealer associate, the partner's "who am I sending as" question asked
 * before many sends: prepared once per pool, since building this wide select is most of its cost.
 */
export async function findDefaultDealerAssociate(
  database: Database,
  departmentUuid: string,
): Promise<DealerAssociateDto | undefined> {
  const [row] = await defaultOfDepartment(database).execute({ departmentUuid });
  return row ? toDealerAssociateDto(row) : undefined;
}

const defaultOfDepartment = preparedOnce('find_default_dealer_associate', (tx) =>
  selectDealerAssociates(tx)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, sql.placeholder('departmentUuid')),
        eq(dealerAssociates.isDefault, true),
      ),
    )
    .orderBy(users.lastName, users.firstName),
);

/** Dealer associates with their user, department, dealer, role and teams, one row each. */
function selectDealerAssociates(tx: Tx) {
  return tx
    .select({
      da: {
        uuid: dealerAssociates.uuid,
        userName: dealerAssociates.userName,
        textNumber: dealerAssociates.textNumber,
        isValid: dealerAssociates.isValid,
        isDefault: dealerAssociates.isDefault,
        authorities: dealerAssociates.authorities,
      },
      user: {
        uuid: users.uuid,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.emailAddress,
      },
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
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid));
}

type DealerAssociateRow = Awaited<ReturnType<ReturnType<typeof selectDealerAssociates>['execute']>>[number];

function toDealerAssociateDto({
  da,
  user,
  department,
  dealer,
  role,
  teamUuids,
}: DealerAssociateRow): DealerAssociateDto {
  return {
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
    teamUuids,
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
