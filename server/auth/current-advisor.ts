import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import { db } from '../db/client';
import { findAdvisorDepartments } from '../users/dealer-associate-records';
import { getSignedInUser } from './current-user';
import { authOptions } from './next-auth';

/** One department the advisor works in, with what the shell and pages show about it. */
export type AdvisorDepartment = {
  departmentUuid: string;
  departmentName: string;
  dealerUuid: string;
  dealerName: string;
  /** IANA zone of the dealer: wall-clock times of this department are in it. */
  timeZone: string;
  /** How the dealer's pages write times: 12-hour or 24-hour. */
  timeFormat: '12h' | '24h';
  dealerAssociateUuid: string;
};

export type CurrentAdvisor = {
  userUuid: string;
  name: string;
  departments: AdvisorDepartment[];
  /** The department chosen with the switcher, or the first one. */
  department: AdvisorDepartment;
};

const departmentCookie = 'sb_department';

/**
 * The signed-in advisor for server components, or null. Memberships are read on every request, so
 * an advisor removed from all departments loses access at once even though their JWT is still valid.
 * Cached per request: the layout and the page both ask.
 */
export const getCurrentAdvisor = cache(async (): Promise<CurrentAdvisor | null> => {
  const user = await getSignedInUser();
  if (!user) return null;
  const advisorDepartments: AdvisorDepartment[] = await findAdvisorDepartments(db(), user.userUuid);
  const first = advisorDepartments[0];
  if (!first) return null;
  const chosen = (await cookies()).get(departmentCookie)?.value;
  return {
    userUuid: user.userUuid,
    name: user.name,
    departments: advisorDepartments,
    department: advisorDepartments.find((d) => d.departmentUuid === chosen) ?? first,
  };
});

/**
 * For signed-in pages: the advisor, or a redirect. An administrator outside every department (an
 * install's operator) has no advisor pages and goes to administration; anyone else signs in and
 * comes back to the address asked for, query string included (the proxy passes it on; /login
 * checks it is ours).
 */
export async function requireCurrentAdvisor(): Promise<CurrentAdvisor> {
  const advisor = await getCurrentAdvisor();
  if (!advisor) {
    if ((await getSignedInUser())?.administrator) redirect('/admin');
    const asked = (await headers()).get('x-request-path');
    redirect(asked && asked !== '/' ? `/login?callbackUrl=${encodeURIComponent(asked)}` : '/login');
  }
  return advisor;
}

/**
 * Remembers the department chosen with the switcher. Only a department the advisor belongs to is
 * stored; the cookie is a preference, never a grant (API access is checked per request).
 * Call from a server action: cookies can be set only there or in a route handler.
 */
export async function selectAdvisorDepartment(departmentUuid: string): Promise<void> {
  // Not the per-request cache: the page re-rendered after this action must see the new cookie.
  const session = await getServerSession(authOptions);
  if (!session?.userUuid) return;
  const memberships = await findAdvisorDepartments(db(), session.userUuid);
  if (!memberships.some((d) => d.departmentUuid === departmentUuid)) return;
  (await cookies()).set(departmentCookie, departmentUuid, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: 365 * 24 * 60 * 60,
  });
}
