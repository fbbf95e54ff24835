import type { Metadata } from 'next';
import { AccountShell } from '@/components/admin/account-shell';
import { Forbidden } from '@/components/admin/forbidden';
import { getSignedInUser } from '@/server/auth/current-user';

export const metadata: Metadata = { title: 'Not allowed' };

/** What forbidden() renders, with status 403: today only administration refuses people this way. */
export default async function ForbiddenPage() {
  const user = await getSignedInUser();
  if (!user) return <Forbidden />;
  return (
    <AccountShell name={user.name} administrator={user.administrator}>
      <Forbidden />
    </AccountShell>
  );
}
