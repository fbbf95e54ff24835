import { and, asc, eq } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators, dealerAssociates, departments, roles, users } from '../db/schema';

/** The dealer's people with their memberships, roles and authorities; system senders are marked isDefault. */
export async function listPeople(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  const rows = await ctx.db
    .select({
      user: users,
      departmentUuid: dealerAssociates.departmentUuid,
      dealerAssociateUuid: dealerAssociates.uuid,
      role: roles.roleAcronym,
      active: dealerAssociates.isValid,
      isDefault: dealerAssociates.isDefault,
      authorities: dealerAssociates.authorities,
      adminUuid: administrators.uuid,
    })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .leftJoin(
      administrators,
      and(eq(administrators.userUuid, users.uuid), eq(administrators.dealerUuid, dealerUuid)),
    )
    .where(eq(departments.dealerUuid, dealerUuid))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.uuid));
  const people = new Map<string, ReturnType<typeof personOf>>();
  for (const row of rows) {
    const person = people.get(row.user.uuid) ?? personOf(row.user, row.adminUuid !== null);
    person.memberships.push({
      departmentUuid: row.departmentUuid,
      dealerAssociateUuid: row.dealerAssociateUuid,
      role: row.role,
      active: row.active,
      isDefault: row.isDefault,
      authorities: row.authorities,
    });
    people.set(row.user.uuid, person);
  }
  return { people: [...people.values()] };
}

function personOf(user: typeof users.$inferSelect, dealerAdmin: boolean) {
  return {
    userUuid: user.uuid,
    username: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.emailAddress,
    dealerAdmin,
    deactivated: user.deactivatedAt !== null,
    mustChangePassword: user.mustChangePassword,
    memberships: [] as Array<{
      departmentUuid: string;
      dealerAssociateUuid: string;
      role: string | null;
      active: boolean;
      isDefault: boolean;
      authorities: string[];
    }>,
  };
}
