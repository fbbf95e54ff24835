import type { Metadata } from 'next';
import { Forbidden } from '@/components/admin/forbidden';
import { Brand } from '@/components/shell/brand';

export const metadata: Metadata = { title: 'Not allowed' };

/**
 * What forbidden() renders, with status 403: today only administration refuses people this way.
 * It sits in the root layout, so every page's payload carries it: it stays a server component
 * without client parts (no sign-out button, no next/link) and reads no session, or every public
 * page (the booking page a customer opens on a phone) would download next-auth's client.
 */
export default function ForbiddenPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <a href="/" className="inline-block rounded-md focus-ring" aria-label="ServiceBay home">
          <Brand />
        </a>
        <a
          href="/account"
          className="ml-4 rounded-md px-2 py-1 text-sm font-medium text-slate-700 focus-ring hover:bg-slate-100"
        >
          Account
        </a>
      </header>
      <main className="flex-1 px-4 sm:px-6">
        <Forbidden />
      </main>
    </div>
  );
}
