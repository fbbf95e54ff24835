'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PayInvoiceRequest, PayInvoiceResponse } from '@/server/payments/payment.schemas';
import { type PaymentText, paymentText } from '@/server/payments/payment-text';
import { CardFields, OutcomeAlert } from './pay-card-fields';
import { PaymentNotices, SignatureField } from './pay-extras';
import { answeredOutcome, type PayOutcome, payRequestOf, refusedOutcome } from './pay-form-model';

/** Card entry of the payment page. The card goes straight to the payment API; nothing is kept here. */
export function PayForm(props: {
  token: string;
  language: string;
  dealerName: string;
  totalLabel: string;
  paymentType: 'auth' | 'sale';
  requireSignature: boolean;
  askZip: boolean;
  askStreet: boolean;
  billingZipCode: string | null;
  saveCard: boolean;
  attemptsRemaining: number;
}) {
  const words = paymentText(props.language);
  const [cardNumber, setCardNumber] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const { pending, outcome, pay, refuse } = usePayment(props, words);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.requireSignature && !signature) refuse(words.errors.SIGNATURE_REQUIRED ?? '');
    else void pay(payRequestOf(new FormData(event.currentTarget), cardNumber, signature));
  }

  const action =
    props.paymentType === 'auth' ? words.authorize(props.totalLabel) : words.pay(props.totalLabel);
  const busy = pending || outcome?.kind === 'approved';

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label={action}
      className="pay-form space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <OutcomeAlert outcome={outcome} words={words} />
      <CardFields
        words={words}
        cardNumber={cardNumber}
        onCardNumber={setCardNumber}
        askStreet={props.askStreet}
        askZip={props.askZip}
        billingZipCode={props.billingZipCode}
      />
      {props.requireSignature && <SignatureField words={words} onChange={setSignature} />}
      <PaymentNotices
        words={words}
        paymentType={props.paymentType}
        saveCard={props.saveCard}
        dealerName={props.dealerName}
      />
      <Button type="submit" className="h-12 w-full text-base" loading={busy}>
        {busy && pending ? words.processing : action}
      </Button>
    </form>
  );
}

/** Sends the card to the payment API and turns its answer into what the payer sees next. */
function usePayment(
  payment: { token: string; paymentType: 'auth' | 'sale'; totalLabel: string },
  words: PaymentText,
) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);

  async function pay(body: PayInvoiceRequest) {
    setPending(true);
    setOutcome(null);
    try {
      const response = await fetch(`/api/pay/${encodeURIComponent(payment.token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const result = (await response.json()) as PayInvoiceResponse;
      if (!response.ok) {
        setOutcome(refusedOutcome(result, words));
        // Paid, expired or used up meanwhile: show the page's final state.
        if (response.status === 422) router.refresh();
        setPending(false);
        return;
      }
      setOutcome(answeredOutcome(result, words, payment));
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return; // stay busy until the partner's page opens
      }
      if (result.status === 'APPROVED' || result.attemptsRemaining === 0) router.refresh();
    } catch {
      setOutcome({ kind: 'error', message: words.unreachable });
    }
    setPending(false);
  }

  const refuse = (message: string) => setOutcome({ kind: 'error', message });
  return { pending, outcome, pay, refuse };
}
