'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { StartCheckoutResponse } from '@/server/payments/payment-link-actions.schemas';
import { paymentText } from '@/server/payments/payment-text';
import { PaymentNotices, SignatureField } from './pay-extras';

/**
 * The invoice page's Pay: asks the server where to pay (Stripe Checkout, or the sandbox's test-mode
 * page) and goes there. No card data is entered on this page.
 */
export function CheckoutButton(props: {
  token: string;
  language: string;
  dealerName: string;
  totalLabel: string;
  paymentType: 'auth' | 'sale';
  askSignature: boolean;
  saveCard: boolean;
}) {
  const words = paymentText(props.language);
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signature, setSignature] = useState<string | null>(null);

  async function start() {
    if (props.askSignature && !signature) {
      setError(words.errors.SIGNATURE_REQUIRED ?? '');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`/api/pay/${encodeURIComponent(props.token)}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ signature }),
      });
      const result = (await response.json()) as StartCheckoutResponse;
      if (response.ok) {
        window.location.assign(result.redirectUrl);
        return; // stay busy until the processor's page opens
      }
      const code = result.error?.errorCode ?? '';
      setError(words.errors[code] ?? result.error?.errorDescription ?? words.unreachable);
      if (response.status === 422) router.refresh();
    } catch {
      setError(words.unreachable);
    }
    setPending(false);
  }

  const action =
    props.paymentType === 'auth' ? words.authorize(props.totalLabel) : words.pay(props.totalLabel);
  return (
    <section className="pay-form space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {error && <Alert tone="error">{error}</Alert>}
      {props.askSignature && <SignatureField words={words} onChange={setSignature} />}
      <PaymentNotices
        words={words}
        paymentType={props.paymentType}
        saveCard={props.saveCard}
        dealerName={props.dealerName}
      />
      <Button type="button" className="h-12 w-full text-base" loading={pending} onClick={start}>
        {pending ? words.processing : action}
      </Button>
    </section>
  );
}

/** Reloads the page's server view every few seconds while a payment is being confirmed. */
export function RefreshWhileConfirming() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 3000);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
