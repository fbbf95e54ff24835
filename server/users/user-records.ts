import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type User, users } from '../db/schema';

export async function findUser(tx: Tx, userUuid: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.uuid, userUuid)).limit(1);
  return user;
}

/** The user who signs in with that login (case aside). */
export async function findUserByLogin(tx: Tx, login: string): Promise<User | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.login})`, login.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserName(tx: Tx, userUuid: string) {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  return user;
}

/** The logins among `logins` that are stored, with their password hashes. */
export const findLoginsWithHashes = (tx: Tx, logins: string[]) =>
  tx
    .select({ login: users.login, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.login, logins));

export async function insertUser(tx: Tx, row: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(row);
}

/** The person's own new password; every session begun before it ends. */
export async function setOwnPassword(tx: Tx, userUuid: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: false, sessionsValidAfter: new Date() })
    .where(eq(users.uuid, userUuid));
}

/** Ends every session the person began until now; their login, or undefined when there is no such user. */
export async function endEverySessionOf(tx: Tx, userUuid: string) {
  const [user] = await tx
    .update(users)
    .set({ sessionsValidAfter: new Date() })
    .where(eq(users.uuid, userUuid))
    .returning({ login: users.login });
  return user;
}
