import type { ReactNode } from 'react';
import { AccountShell } from '@/components/admin/account-shell';
import { requireSignedInUser } from '@/server/auth/current-user';
import { Providers } from '../providers';

/** Anyone signed in: their own account. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInUser('/account');
  return (
    <Providers>
      <AccountShell name={user.name} administrator={user.administrator && !user.mustChangePassword}>
        {children}
      </AccountShell>
    </Providers>
  );
}
