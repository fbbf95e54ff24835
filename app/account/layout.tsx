import type { ReactNode } from 'react';
import { AccountShell } from '@/components/admin/account-shell';
import { ClockProvider } from '@/components/ui/clock-context';
import { getCurrentAdvisor } from '@/server/auth/current-advisor';
import { requireSignedInUser } from '@/server/auth/current-user';
import { Providers } from '../providers';

/**
 * Anyone signed in: their own account. Times are in their dealership's zone and format; someone in
 * no department (an install's operator) reads them in UTC, named.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInUser('/account');
  const department = (await getCurrentAdvisor())?.department;
  const shell = (
    <AccountShell
      name={user.name}
      administrator={user.administrator && !user.mustChangePassword}
      advisor={department !== undefined && !user.mustChangePassword}
    >
      {children}
    </AccountShell>
  );
  return (
    <Providers>
      {department ? (
        <ClockProvider clock={{ timeZone: department.timeZone, timeFormat: department.timeFormat }}>
          {shell}
        </ClockProvider>
      ) : (
        shell
      )}
    </Providers>
  );
}
