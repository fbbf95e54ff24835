import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountShell } from '@/components/admin/account-shell';
import { Forbidden } from '@/components/admin/forbidden';
import { requireSignedInUser } from '@/server/auth/current-user';

export const metadata: Metadata = { title: 'Administration' };

/** Dealership administrators and operators only; the operations check the same roles again. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInUser('/admin');
  if (user.mustChangePassword) redirect('/account/password');
  return (
    <AccountShell name={user.name} administrator={user.administrator}>
      {user.administrator ? children : <Forbidden />}
    </AccountShell>
  );
}
