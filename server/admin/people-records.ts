import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { dealerAssociates, departments, users } from '../db/schema';

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
export async function findUserOfDealer(tx: Tx, dealerUuid: string, userUuid: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.uuid, userUuid),
        inArray(
          users.uuid,
          tx
            .select({ userUuid: dealerAssociates.userUuid })
            .from(dealerAssociates)
            .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
            .where(eq(departments.dealerUuid, dealerUuid)),
        ),
      ),
    )
    .limit(1);
  if (!user) throw new DomainError('USER_NOT_FOUND', `Dealer ${dealerUuid} has no user ${userUuid}`);
  return user;
}

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
