import type { ReactNode } from 'react';
import { Brand } from '@/components/shell/brand';

/** The frame of pages outside the signed-in shell (set-up), like the sign-in page's. */
export function CenteredPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <Brand size="lg" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      </div>
    </main>
  );
}
