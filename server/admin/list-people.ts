import { tenantOf, type UseCaseContext } from '../core/context';
import type { users } from '../db/schema';
import { findPeopleOfDealer } from './people-records';

/** The dealer's people with their memberships, roles and authorities; system senders are marked isDefault. */
export async function listPeople(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  const rows = await findPeopleOfDealer(ctx.db, dealerUuid);
  const people = new Map<string, ReturnType<typeof personOf>>();
  for (const row of rows) {
    const person = people.get(row.user.uuid) ?? personOf(row.user, row.adminUuid !== null);
    person.memberships.push({
      departmentUuid: row.departmentUuid,
      dealerAssociateUuid: row.uuid,
      role: row.role,
      active: row.isValid,
      isDefault: row.isDefault,
      driver: row.isDriver,
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
      driver: boolean;
      authorities: string[];
    }>,
  };
}
