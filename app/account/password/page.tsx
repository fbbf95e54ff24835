import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/admin/account/change-password-form';
import { passwordHint } from '@/components/admin/account/password-hint';
import { requireSignedInUser } from '@/server/auth/current-user';

export const metadata: Metadata = { title: 'Change your password' };

export default async function ChangePasswordPage() {
  const user = await requireSignedInUser('/account/password');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">
        {user.mustChangePassword ? 'Choose your password' : 'Change your password'}
      </h1>
      <ChangePasswordForm passwordHint={passwordHint} forced={user.mustChangePassword} />
    </div>
  );
}
