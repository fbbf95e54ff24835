'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminApi } from '../api';
import { ConfirmDialog } from '../confirm-dialog';

/** Ends every session of the person, on every device (a lost phone, a shared computer). */
export function SignOutEverywhere() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await adminApi.signOutEverywhere();
      await signOut({ redirect: false }).catch(() => undefined);
      router.replace('/login');
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Try again.');
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        title="Sign out of every session?"
        confirmLabel="Sign out everywhere"
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        Every device where you are signed in, this one included, is signed out at once.
      </ConfirmDialog>
    </div>
  );
}
