'use client';

import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminApi } from '../api';
import { type FormErrors, formErrorsOf, noFormErrors, passwordRepeatErrors } from '../form-errors';
import { TextField, textOf } from '../text-field';

const fields = ['username', 'firstName', 'lastName', 'password'] as const;

/** Creates the install's operator with a chosen password, then signs them in. */
export function SetupForm({ passwordHint }: { passwordHint: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeatErrors = passwordRepeatErrors(form, 'password', 'passwordAgain');
    if (repeatErrors) {
      setErrors(repeatErrors);
      return;
    }
    setPending(true);
    setErrors(noFormErrors);
    const username = textOf(form, 'username') ?? '';
    try {
      await adminApi.createFirstOperator({
        username,
        firstName: textOf(form, 'firstName') ?? '',
        lastName: textOf(form, 'lastName') ?? '',
        password,
      });
    } catch (error) {
      setErrors(formErrorsOf(error, fields));
      setPending(false);
      return;
    }
    const signedIn = await signIn('credentials', { username, password, redirect: false }).catch(() => null);
    router.replace(signedIn?.ok && !signedIn.error ? '/admin' : '/login?callbackUrl=/admin');
    router.refresh();
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate={false}>
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <TextField
        name="username"
        label="Username"
        errors={errors}
        autoComplete="username"
        autoCapitalize="none"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" errors={errors} autoComplete="given-name" required />
        <TextField name="lastName" label="Last name" errors={errors} autoComplete="family-name" required />
      </div>
      <TextField
        name="password"
        label="Password"
        type="password"
        hint={passwordHint}
        errors={errors}
        autoComplete="new-password"
        required
      />
      <TextField
        name="passwordAgain"
        label="Password again"
        type="password"
        errors={errors}
        autoComplete="new-password"
        required
      />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Setting up…' : 'Create the operator account'}
      </Button>
    </form>
  );
}
