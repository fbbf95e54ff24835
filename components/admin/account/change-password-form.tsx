'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, adminApi } from '../api';
import { type FormErrors, formErrorsOf, noFormErrors, passwordRepeatErrors } from '../form-errors';
import { TextField } from '../text-field';

const fields = ['currentPassword', 'newPassword'] as const;

/** Changing the password ends every session, this one too: the person signs in again with it. */
export function ChangePasswordForm({ passwordHint, forced }: { passwordHint: string; forced: boolean }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const repeatErrors = passwordRepeatErrors(form, 'newPassword', 'newPasswordAgain');
    if (repeatErrors) {
      setErrors(repeatErrors);
      return;
    }
    setPending(true);
    setErrors(noFormErrors);
    try {
      await adminApi.changePassword({
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword,
      });
    } catch (error) {
      const refused = formErrorsOf(error, fields);
      // Which field a refusal is about, when the server names it only by its code.
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'CURRENT_PASSWORD_INCORRECT' && refused.general)
        setErrors({ fields: { currentPassword: refused.general }, general: null });
      else if (code === 'PASSWORD_TOO_WEAK' && refused.general)
        setErrors({ fields: { newPassword: refused.general }, general: null });
      else setErrors(refused);
      setPending(false);
      return;
    }
    await signOut({ redirect: false }).catch(() => undefined);
    router.replace('/login?passwordChanged=1');
    router.refresh();
  }

  return (
    <form method="post" onSubmit={onSubmit} className="max-w-md space-y-4">
      {forced && (
        <Alert tone="info">
          You signed in with a temporary password. Choose your own password to continue.
        </Alert>
      )}
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <TextField
        name="currentPassword"
        label={forced ? 'Temporary password' : 'Current password'}
        type="password"
        autoComplete="current-password"
        errors={errors}
        required
      />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        hint={passwordHint}
        autoComplete="new-password"
        errors={errors}
        required
      />
      <TextField
        name="newPasswordAgain"
        label="New password again"
        type="password"
        autoComplete="new-password"
        errors={errors}
        required
      />
      <p className="text-sm text-slate-600">
        Every session ends when the password changes: you then sign in with the new one.
      </p>
      <Button type="submit" loading={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
