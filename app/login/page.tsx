import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Brand } from '@/components/shell/brand';
import { safeCallbackUrl } from '@/components/shell/safe-callback-url';
import { Alert } from '@/components/ui/alert';
import { isSetupOpen } from '@/server/admin/setup-state';
import { getCurrentAdvisor } from '@/server/auth/current-advisor';
import { signInErrors } from '@/server/auth/next-auth';
import { signInErrorMessage } from './error-message';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Sign in' };

// Keyed by the `error` next-auth reports; the wording tells the advisor what to do next.
const errorMessages: Record<string, string> = {
  CredentialsSignin: 'That username and password do not match. Check them and try again.',
  [signInErrors.noDepartment]:
    'This account is not a member of any service department. Ask your service manager to add you.',
  SessionRequired: 'Sign in to continue.',
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  // A new install has nobody to sign in yet: its first operator is created on /setup.
  if (await isSetupOpen()) redirect('/setup');
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getCurrentAdvisor()) redirect(callbackUrl);
  const error = typeof params.error === 'string' ? params.error : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <Brand size="lg" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Sign in to your service department</h1>
        </div>
        {params.passwordChanged && (
          <Alert tone="success" className="mb-4">
            Your password is changed. Sign in with the new one.
          </Alert>
        )}
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <LoginForm
            callbackUrl={callbackUrl}
            errorMessages={errorMessages}
            initialError={error ? signInErrorMessage(error, errorMessages) : null}
          />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Building an integration?{' '}
          <Link href="/docs" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Read the API documentation
          </Link>
        </p>
      </div>
    </main>
  );
}
