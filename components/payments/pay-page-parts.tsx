import type { ReactNode } from 'react';
import type { PaymentText } from '@/server/payments/payment-text';

/* The frame, lines and notices shared by the payment page and the sandbox's test-mode page. */

export function PageFrame({
  language,
  dealerName,
  words,
  children,
}: {
  language: string;
  dealerName: string | null;
  words: PaymentText;
  children: ReactNode;
}) {
  return (
    <main
      lang={language}
      className="pay-page mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 px-4 py-6"
    >
      <header className="text-center">
        <p className="text-sm font-medium text-brand-700">{words.pageTitle}</p>
        <h1 className="mt-1 text-xl font-semibold text-slate-900">
          {dealerName ? words.payTo(dealerName) : words.pageTitle}
        </h1>
      </header>
      {children}
      <p className="mt-auto pt-4 text-center text-xs text-slate-500">{words.securedBy}</p>
    </main>
  );
}

export function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

const noticeTones = {
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  neutral: 'border-slate-200 bg-white text-slate-800',
};

export function Notice({
  title,
  tone,
  children,
}: {
  title: string;
  tone: keyof typeof noticeTones;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="notice-heading" className={`rounded-xl border p-5 ${noticeTones[tone]}`}>
      <h2 id="notice-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  );
}
