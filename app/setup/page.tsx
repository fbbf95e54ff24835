import type { Metadata } from 'next';
import Link from 'next/link';
import { passwordHint } from '@/components/admin/account/password-hint';
import { SetupForm } from '@/components/admin/account/setup-form';
import { CenteredPage } from '@/components/admin/centered-page';
import { buttonClasses } from '@/components/ui/button';
import { isSetupOpen } from '@/server/admin/setup-state';

export const metadata: Metadata = { title: 'Set up ServiceBay' };

/** Once, on a new install: the operator account. Afterwards only a way to sign in. */
export default async function SetupPage() {
  if (!(await isSetupOpen()))
    return (
      <CenteredPage title="This install is set up">
        <p className="text-sm text-slate-700">
          Its people sign in with their own accounts. Ask an administrator if you need one.
        </p>
        <Link href="/login" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
          Sign in
        </Link>
      </CenteredPage>
    );
  return (
    <CenteredPage title="Set up ServiceBay">
      <p className="mb-4 text-sm text-slate-700">
        Create the operator account. The operator creates the dealerships and their administrators; this page
        is shown only until it exists.
      </p>
      <SetupForm passwordHint={passwordHint} />
    </CenteredPage>
  );
}
