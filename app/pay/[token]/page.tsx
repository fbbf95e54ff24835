import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutButton, RefreshWhileConfirming } from '@/components/payments/checkout-button';
import { Line, Notice, PageFrame } from '@/components/payments/pay-page-parts';
import { confirmCheckoutReturn } from '@/server/payments/confirm-checkout-return';
import { getPaymentPage, type PaymentPageView } from '@/server/payments/get-payment-page';
import { formatMoney } from '@/server/payments/money';
import { brandName, type PaymentText, paymentText } from '@/server/payments/payment-text';

type Params = Promise<{ token: string }>;
type Search = Promise<{ session_id?: string | string[] }>;

// The token in the address must not travel to the invoice site or search engines.
export const metadata: Metadata = {
  title: 'Secure payment',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The public payment page: no sign-in, the unguessable token in the address is the only key. */
export default async function PaymentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  const { token } = await params;
  const sessionId = (await searchParams).session_id;
  // Back from Stripe Checkout: settle from Stripe now, then on to the partner's page when paid.
  if (typeof sessionId === 'string') {
    const next = await confirmCheckoutReturn(token, sessionId);
    if (next) redirect(next);
  }
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
          {view.status === 'PAID' || view.status === 'REFUNDED' ? words.amountPaid : words.amountDue}
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
      <StatusPanel view={view} words={words} money={money} returned={typeof sessionId === 'string'} />
    </PageFrame>
  );
}

function StatusPanel({
  view,
  words,
  money,
  returned,
}: {
  view: PaymentPageView;
  words: PaymentText;
  money: (minor: number) => string;
  returned: boolean;
}) {
  if (view.status === 'PAID' || view.status === 'REFUNDED') {
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
  if (view.status === 'EXPIRED' || view.status === 'CANCELED') {
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
  if (returned && view.processor === 'stripe') {
    return (
      <Notice title={words.confirmingTitle} tone="neutral">
        {words.confirmingBody}
        <RefreshWhileConfirming />
      </Notice>
    );
  }
  return (
    <CheckoutButton
      token={view.token}
      language={view.language}
      dealerName={view.dealerName}
      totalLabel={money(view.totalMinor)}
      paymentType={view.paymentType}
      askSignature={view.requireSignature && !view.signed}
      saveCard={view.saveCard}
    />
  );
}
