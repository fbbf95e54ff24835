import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { OwnSessions } from '@/components/admin/account/own-sessions';
import { SignOutEverywhere } from '@/components/admin/account/sign-out-everywhere';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { requireSignedInUser } from '@/server/auth/current-user';
import { env } from '@/server/env';

export const metadata: Metadata = { title: 'Your account' };

const idleHours = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

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
            Where you are signed in now. A session ends after {idleHours(env().SESSION_IDLE_MINUTES)} without
            use, and {env().SESSION_MAX_DAYS} days after signing in at the latest.
          </p>
          <OwnSessions />
          <p className="text-sm text-slate-700">
            Signed in on a device you no longer have, or a shared computer? End every session at once.
          </p>
          <SignOutEverywhere />
        </CardBody>
      </Card>
    </div>
  );
}
