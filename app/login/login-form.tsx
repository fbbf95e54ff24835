'use client';

import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signInErrorMessage } from './error-message';

const unreachable = 'ServiceBay could not be reached. Check the connection and try again.';

/**
 * redirect: false because next-auth would send the browser to NEXTAUTH_URL's host, which is not
 * necessarily the one the advisor opened; the callback URL is a checked local path.
 */
const signInWith = (form: FormData, callbackUrl: string) =>
  signIn('credentials', {
    username: String(form.get('username') ?? ''),
    password: String(form.get('password') ?? ''),
    redirect: false,
    callbackUrl,
  });

export function LoginForm({
  callbackUrl,
  errorMessages,
  initialError,
}: {
  callbackUrl: string;
  errorMessages: Record<string, string>;
  initialError: string | null;
}) {
  const router = useRouter();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signInWith(form, callbackUrl);
      if (result?.ok && !result.error) {
        router.replace(callbackUrl);
        router.refresh();
        return; // stay busy until the next page shows
      }
      setError(signInErrorMessage(result?.error ?? '', errorMessages));
    } catch {
      setError(unreachable);
    }
    setPending(false);
    passwordRef.current?.select();
  }

  return (
    // method="post": if the form is submitted before the page is interactive, the password must not
    // end up in the address bar, history and server logs as a query string.
    <form
      method="post"
      onSubmit={onSubmit}
      className="space-y-4"
      aria-describedby={error ? 'login-error' : undefined}
    >
      {error && (
        <Alert tone="error" id="login-error">
          {error}
        </Alert>
      )}
      <Field id="username" label="Username">
        <Input
          id="username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Field id="password" label="Password">
        <Input
          ref={passwordRef}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
