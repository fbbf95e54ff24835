'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PayInvoiceRequest, PayInvoiceResponse } from '@/server/payments/payment.schemas';
import { brandName, paymentText } from '@/server/payments/payment-text';
import { PaymentNotices, SignatureField } from './pay-extras';

type Outcome =
  | { kind: 'declined'; reason: string; remaining: number }
  | { kind: 'approved'; message: string }
  | { kind: 'error'; message: string };

/** Groups digits in fours as they are typed, the way they are printed on the card. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  const [signature, setSignature] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim() || null;
    if (props.requireSignature && !signature) {
      setOutcome({ kind: 'error', message: words.errors.SIGNATURE_REQUIRED ?? '' });
      return;
    }
    const body: PayInvoiceRequest = {
      cardholderName: field('cardholderName') ?? '',
      cardNumber,
      expiry: field('expiry') ?? '',
      cvc: field('cvc') ?? '',
      zipCode: field('zipCode'),
      streetAddress: field('streetAddress'),
      signature,
    };
    setPending(true);
    setOutcome(null);
    try {
      const response = await fetch(`/api/pay/${encodeURIComponent(props.token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const result = (await response.json()) as PayInvoiceResponse;
      if (!response.ok) {
        const code = result.error?.errorCode ?? '';
        setOutcome({
          kind: 'error',
          message: words.errors[code] ?? result.error?.errorDescription ?? words.unreachable,
        });
        // Paid, expired or used up meanwhile: show the page's final state.
        if (response.status === 422) router.refresh();
        setPending(false);
        return;
      }
      if (result.status === 'APPROVED') {
        setOutcome({
          kind: 'approved',
          message: (props.paymentType === 'auth' ? words.authorizedBody : words.approvedBody)(
            props.totalLabel,
            brandName(result.cardBrand),
            result.cardLast4,
          ),
        });
      } else {
        setOutcome({
          kind: 'declined',
          reason: result.declineReason ?? words.declineReasons.CARD_DECLINED ?? '',
          remaining: result.attemptsRemaining,
        });
      }
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
      {outcome?.kind === 'approved' && (
        <Alert tone="success">
          <strong className="block">{words.approvedTitle}</strong>
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'declined' && (
        <Alert tone="error">
          <strong className="block">{words.declinedTitle}</strong>
          {outcome.reason} {outcome.remaining > 0 && words.declinedRetry(outcome.remaining)}
        </Alert>
      )}
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.message}</Alert>}

      <Field id="cardholderName" label={words.cardholderName}>
        <Input id="cardholderName" name="cardholderName" autoComplete="cc-name" required maxLength={100} />
      </Field>
      <Field id="cardNumber" label={words.cardNumber}>
        <Input
          id="cardNumber"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          value={cardNumber}
          onChange={(e) => setCardNumber(groupDigits(e.target.value))}
          pattern="[\d ]{12,23}"
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="expiry" label={words.expiry} hint={words.expiryHint}>
          <Input
            id="expiry"
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            required
            maxLength={7}
            aria-describedby={describedBy('expiry', { hint: true })}
          />
        </Field>
        <Field id="cvc" label={words.cvc}>
          <Input
            id="cvc"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            pattern="\d{3,4}"
            maxLength={4}
          />
        </Field>
      </div>
      {props.askStreet && (
        <Field id="streetAddress" label={words.streetAddress}>
          <Input
            id="streetAddress"
            name="streetAddress"
            autoComplete="address-line1"
            required
            maxLength={200}
          />
        </Field>
      )}
      {props.askZip && (
        <Field id="zipCode" label={words.zipCode}>
          <Input
            id="zipCode"
            name="zipCode"
            autoComplete="postal-code"
            defaultValue={props.billingZipCode ?? ''}
            required
            maxLength={20}
          />
        </Field>
      )}
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
