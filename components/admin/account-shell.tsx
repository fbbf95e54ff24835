import Link from 'next/link';
import type { ReactNode } from 'react';
import { Brand } from '@/components/shell/brand';
import { SignOutButton } from '@/components/shell/sign-out-button';

/**
 * The frame of account and administration pages. Unlike the advisor shell it needs no department:
 * an install's operator belongs to none.
 */
export function AccountShell({
  name,
  administrator,
  advisor = false,
  children,
}: {
  name: string;
  administrator: boolean;
  /** Works in a department: the way back to the schedule, inbox and the rest. */
  advisor?: boolean;
  children: ReactNode;
}) {
  const link =
    'rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="ServiceBay home">
            <Brand />
          </Link>
          <nav aria-label="Account" className="flex flex-wrap items-center gap-1">
            {advisor && (
              <Link href="/" className={link}>
                Service lane
              </Link>
            )}
            {administrator && (
              <Link href="/admin" className={link}>
                Administration
              </Link>
            )}
            <Link href="/account" className={link}>
              Account
            </Link>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p className="max-w-48 truncate text-sm text-slate-700">
              <span className="sr-only">Signed in as </span>
              {name}
            </p>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
