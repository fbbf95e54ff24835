import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PayForm } from '@/components/payments/pay-form';
import { getPaymentPage, type PaymentPageView } from '@/server/payments/get-payment-page';
import { formatMoney } from '@/server/payments/money';
import { brandName, type PaymentText, paymentText } from '@/server/payments/payment-text';

type Params = Promise<{ token: string }>;

// The token in the address must not travel to the invoice site or search engines.
export const metadata: Metadata = {
  title: 'Secure payment',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The public payment page: no sign-in, the unguessable token in the address is the only key. */
export default async function PaymentPage({ params }: { params: Params }) {
  const { token } = await params;
  const view = await getPaymentPage(token);
  if (!view) {
    const words = paymentText('en');
    return (
      <PageFrame language="en" dealerName={null} words={words}>
        <Notice title={words.notFoundTitle} tone="neutral">
          {words.notFoundBody}
        </Notice>
      </PageFrame>
    );
  }
  const words = paymentText(view.language);
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);

  return (
    <PageFrame language={view.language} dealerName={view.dealerName} words={words}>
      {view.cssRef && <link rel="stylesheet" href={view.cssRef} precedence="default" />}
      <section
        aria-labelledby="amount-heading"
        className="pay-summary rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="amount-heading" className="text-sm font-medium text-slate-600">
          {words.amountDue}
        </h2>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">{money(view.totalMinor)}</p>
        {view.description && <p className="mt-2 text-slate-700">{view.description}</p>}
        <dl className="mt-4 space-y-1.5 border-t border-slate-100 pt-3 text-sm">
          <Line label={words.subtotal} value={money(view.amountMinor)} />
          {view.additionalCharges.map((charge, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: charges are a fixed list that never reorders.
            <Line key={i} label={charge.description} value={money(charge.amountMinor)} />
          ))}
          <Line label={words.total} value={money(view.totalMinor)} strong />
          {view.orderRef && <Line label={words.orderRef} value={view.orderRef} />}
        </dl>
        {view.invoiceUrl && (
          <a
            href={view.invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            {words.viewInvoice}
          </a>
        )}
      </section>
      <StatusPanel view={view} words={words} money={money} />
    </PageFrame>
  );
}

function StatusPanel({
  view,
  words,
  money,
}: {
  view: PaymentPageView;
  words: PaymentText;
  money: (minor: number) => string;
}) {
  if (view.status === 'PAID') {
    return (
      <Notice title={words.paidTitle} tone="success">
        <p>{words.paidBody(view.dealerName)}</p>
        {view.cardLast4 && (
          <p className="mt-1">
            {(view.paymentType === 'auth' ? words.authorizedBody : words.approvedBody)(
              money(view.totalMinor),
              brandName(view.cardBrand),
              view.cardLast4,
            )}
          </p>
        )}
      </Notice>
    );
  }
  if (view.status === 'EXPIRED') {
    return (
      <Notice title={words.expiredTitle} tone="neutral">
        {words.expiredBody(view.dealerName)}
      </Notice>
    );
  }
  if (view.status === 'DECLINED') {
    return (
      <Notice title={words.exhaustedTitle} tone="error">
        {words.exhaustedBody(view.dealerName)}
      </Notice>
    );
  }
  return (
    <PayForm
      token={view.token}
      language={view.language}
      dealerName={view.dealerName}
      totalLabel={money(view.totalMinor)}
      paymentType={view.paymentType}
      requireSignature={view.requireSignature}
      askZip={view.verifyZipCode || view.verifyAvs}
      askStreet={view.verifyAvs}
      billingZipCode={view.billingZipCode}
      saveCard={view.saveCard}
      attemptsRemaining={view.attemptsRemaining}
    />
  );
}

function PageFrame({
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

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
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

function Notice({
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
