import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { administrators, dealerAssociates, departments, roles, users } from '../db/schema';
import { selectDealerAssociatesWithUser } from '../users/dealer-associate-records';

/** Whether anyone can sign in yet. System senders (Default DealerAssociates) have no login. */
export async function anyoneCanSignIn(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ uuid: users.uuid }).from(users).where(isNotNull(users.login)).limit(1);
  return rows.length > 0;
}

export async function loginTaken(tx: Tx, login: string): Promise<boolean> {
  const rows = await tx
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(sql`lower(${users.login})`, login.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** The user, if they belong to a department of the dealer; else USER_NOT_FOUND (never another dealer's). */
/** The people with a membership (current or ended) of one of the dealer's departments. */
const usersOfDealer = (tx: Tx, dealerUuid: string) =>
  tx
    .select({ userUuid: dealerAssociates.userUuid })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(eq(departments.dealerUuid, dealerUuid));

const userOfDealer = (tx: Tx, dealerUuid: string, userUuid: string) =>
  and(eq(users.uuid, userUuid), inArray(users.uuid, usersOfDealer(tx, dealerUuid)));

/** The user, if they belong to a department of the dealer; else USER_NOT_FOUND (never another dealer's). */
export async function findUserOfDealer(tx: Tx, dealerUuid: string, userUuid: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(userOfDealer(tx, dealerUuid, userUuid))
    .limit(1);
  if (!user) throw new DomainError('USER_NOT_FOUND', `Dealer ${dealerUuid} has no user ${userUuid}`);
  return user;
}

/** A temporary password for one of the dealer's people; every session they began ends. */
export async function setTemporaryPassword(
  tx: Tx,
  dealerUuid: string,
  userUuid: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: true, sessionsValidAfter: new Date() })
    .where(userOfDealer(tx, dealerUuid, userUuid));
}

/**
 * Ends every session one of the dealer's people began and, with `deactivate`, keeps them from
 * signing in at all; the stored user afterwards.
 */
export async function stopUserOfDealer(
  tx: Tx,
  dealerUuid: string,
  userUuid: string,
  deactivate: boolean,
): Promise<typeof users.$inferSelect | undefined> {
  const [after] = await tx
    .update(users)
    .set(
      deactivate
        ? { sessionsValidAfter: new Date(), deactivatedAt: sql`now()` }
        : { sessionsValidAfter: new Date() },
    )
    .where(userOfDealer(tx, dealerUuid, userUuid))
    .returning();
  return after;
}

/** The dealer's memberships with their person, role and whether the person administers the dealer. */
export const findPeopleOfDealer = (tx: Tx, dealerUuid: string) =>
  selectDealerAssociatesWithUser(tx, {
    user: users,
    role: roles.roleAcronym,
    isDriver: dealerAssociates.isDriver,
    adminUuid: administrators.uuid,
  })
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .leftJoin(
      administrators,
      and(eq(administrators.userUuid, users.uuid), eq(administrators.dealerUuid, dealerUuid)),
    )
    .where(eq(departments.dealerUuid, dealerUuid))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.uuid));

/** A person's state for the audit log: never the password hash. */
export const userStateOf = (u: typeof users.$inferSelect) => ({
  userUuid: u.uuid,
  username: u.login,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.emailAddress,
  mustChangePassword: u.mustChangePassword,
  deactivated: u.deactivatedAt !== null,
});

/**
 * Marks a person's memberships of the dealer's departments as a driver or not; answers whether
 * anything changed.
 */
export async function setDriverAtDealer(
  tx: Tx,
  dealerUuid: string,
  userUuid: string,
  driver: boolean,
): Promise<boolean> {
  const changed = await tx
    .update(dealerAssociates)
    .set({ isDriver: driver })
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        eq(dealerAssociates.isDriver, !driver),
        inArray(
          dealerAssociates.departmentUuid,
          tx
            .select({ uuid: departments.uuid })
            .from(departments)
            .where(eq(departments.dealerUuid, dealerUuid)),
        ),
      ),
    )
    .returning({ uuid: dealerAssociates.uuid });
  return changed.length > 0;
}
