import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import type { Administration } from '../core/principal';
import { db } from '../db/client';
import { findUserName } from '../users/user-records';
import { isAdministrator, loadAdministration } from './administration';
import { authOptions } from './next-auth';

/** Whoever is signed in, advisor or not (an operator of a new install belongs to no department). */
export type SignedInUser = {
  userUuid: string;
  name: string;
  mustChangePassword: boolean;
  administration: Administration;
  administrator: boolean;
};

/** For server components; cached per request because layouts and pages both ask. */
export const getSignedInUser = cache(async (): Promise<SignedInUser | null> => {
  const session = await getServerSession(authOptions);
  if (!session?.userUuid) return null;
  const user = await findUserName(db(), session.userUuid);
  if (!user) return null;
  const administration = await loadAdministration(db(), session.userUuid);
  return {
    userUuid: session.userUuid,
    name: `${user.firstName} ${user.lastName}`.trim(),
    mustChangePassword: session.mustChangePassword,
    administration,
    administrator: isAdministrator(administration),
  };
});

/** The signed-in user, or a redirect to sign in and come back to `returnTo`. */
export async function requireSignedInUser(returnTo: string): Promise<SignedInUser> {
  const user = await getSignedInUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
