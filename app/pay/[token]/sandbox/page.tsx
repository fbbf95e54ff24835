import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PayForm } from '@/components/payments/pay-form';
import { Notice, PageFrame } from '@/components/payments/pay-page-parts';
import { getPaymentPage } from '@/server/payments/get-payment-page';
import { formatMoney } from '@/server/payments/money';
import { paymentText } from '@/server/payments/payment-text';
import { sandboxTestCards } from '@/server/payments/sandbox-processor';

type Params = Promise<{ token: string }>;

export const metadata: Metadata = {
  title: 'Sandbox payment (test mode)',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * The sandbox processor's own payment page, standing where Stripe Checkout stands for a dealership
 * on Stripe: clearly test mode, it takes the documented test cards and records the outcome on the
 * server the way a processor's webhook would. Only for links of dealerships on the sandbox.
 */
export default async function SandboxPaymentPage({ params }: { params: Params }) {
  const { token } = await params;
  const view = await getPaymentPage(token);
  if (view?.processor !== 'sandbox') notFound();
  // Paid, expired or used up: the invoice page says so.
  if (view.status !== 'OPEN') redirect(`/pay/${encodeURIComponent(token)}`);
  const words = paymentText(view.language);
  const total = formatMoney(view.totalMinor, view.currency, view.language);
  return (
    <PageFrame language={view.language} dealerName={view.dealerName} words={words}>
      <div role="note" aria-label={words.testModeTitle}>
        <Notice title={words.testModeTitle} tone="error">
          <p>{words.testModeBody}</p>
          <ul className="mt-2 list-disc pl-5">
            {sandboxTestCards.map((card) => (
              <li key={card.number}>
                <span className="font-mono">{card.number}</span> ({card.brand}): {card.behaviour}
              </li>
            ))}
          </ul>
        </Notice>
      </div>
      <p className="text-center text-2xl font-semibold text-slate-900">{total}</p>
      <PayForm
        token={view.token}
        language={view.language}
        dealerName={view.dealerName}
        totalLabel={total}
        paymentType={view.paymentType}
        requireSignature={view.requireSignature && !view.signed}
        askZip={view.verifyZipCode || view.verifyAvs}
        askStreet={view.verifyAvs}
        billingZipCode={view.billingZipCode}
        saveCard={view.saveCard}
        attemptsRemaining={view.attemptsRemaining}
      />
    </PageFrame>
  );
}
