import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import type { NavItem } from '@/components/shell/nav-items';
import { ClockProvider } from '@/components/ui/clock-context';
import { requireCurrentAdvisor, selectAdvisorDepartment } from '@/server/auth/current-advisor';
import { getSignedInUser } from '@/server/auth/current-user';
import { Providers } from '../providers';

async function selectDepartment(formData: FormData): Promise<void> {
  'use server';
  const departmentUuid = formData.get('departmentUuid');
  if (typeof departmentUuid === 'string') await selectAdvisorDepartment(departmentUuid);
}

/** Every page in this group needs a signed-in advisor; anyone else is sent to /login. */
export default async function AdvisorLayout({ children }: { children: ReactNode }) {
  const advisor = await requireCurrentAdvisor();
  // A temporary password is changed before anything else (the API refuses the rest until then).
  const user = await getSignedInUser();
  if (user?.mustChangePassword) redirect('/account/password');
  const accountNav: NavItem[] = [
    ...(user?.administrator ? [{ href: '/admin', label: 'Administration' }] : []),
    { href: '/account', label: 'Account' },
  ];
  const { timeZone, timeFormat } = advisor.department;
  return (
    <Providers>
      <AppShell advisor={advisor} selectDepartment={selectDepartment} extraNavItems={accountNav}>
        <ClockProvider clock={{ timeZone, timeFormat }}>{children}</ClockProvider>
      </AppShell>
    </Providers>
  );
}
