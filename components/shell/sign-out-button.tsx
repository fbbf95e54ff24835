'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    try {
      // redirect: false for the same reason as sign-in: stay on the host the advisor opened.
      await signOut({ redirect: false });
      router.replace('/login');
      router.refresh();
    } catch {
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={onClick} loading={pending}>
      Sign out
    </Button>
  );
}
