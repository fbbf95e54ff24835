import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountShell } from '@/components/admin/account-shell';
import { getCurrentAdvisor } from '@/server/auth/current-advisor';
import { requireSignedInUser } from '@/server/auth/current-user';
import { Providers } from '../providers';

export const metadata: Metadata = { title: 'Administration' };

/**
 * Dealership administrators and operators only (others get app/forbidden.tsx with status 403); the
 * operations check the same roles again.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInUser('/admin');
  if (user.mustChangePassword) redirect('/account/password');
  if (!user.administrator) forbidden();
  const advisor = (await getCurrentAdvisor()) !== null;
  return (
    <Providers>
      <AccountShell name={user.name} administrator={user.administrator} advisor={advisor}>
        {children}
      </AccountShell>
    </Providers>
  );
}
