import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requireCurrentAdvisor, selectAdvisorDepartment } from '@/server/auth/current-advisor';

async function selectDepartment(formData: FormData): Promise<void> {
  'use server';
  const departmentUuid = formData.get('departmentUuid');
  if (typeof departmentUuid === 'string') await selectAdvisorDepartment(departmentUuid);
}

/** Every page in this group needs a signed-in advisor; anyone else is sent to /login. */
export default async function AdvisorLayout({ children }: { children: ReactNode }) {
  const advisor = await requireCurrentAdvisor();
  return (
    <AppShell advisor={advisor} selectDepartment={selectDepartment}>
      {children}
    </AppShell>
  );
}
