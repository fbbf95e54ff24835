import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SignOutEverywhere } from '@/components/admin/account/sign-out-everywhere';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { requireSignedInUser } from '@/server/auth/current-user';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountPage() {
  const user = await requireSignedInUser('/account');
  if (user.mustChangePassword) redirect('/account/password');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Your account</h1>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardBody>
          <Link
            href="/account/password"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Change your password
          </Link>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
        </CardHeader>
        <CardBody className="space-y-3">
          <p className="text-sm text-slate-700">
            Signed in on a device you no longer have, or a shared computer? End every session at once.
          </p>
          <SignOutEverywhere />
        </CardBody>
      </Card>
    </div>
  );
}
