'use client';

import { Alert } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PaymentText } from '@/server/payments/payment-text';
import { groupDigits, type PayOutcome } from './pay-form-model';

/** The card's fields, and the billing address ones the dealer asks for. */
export function CardFields({
  words,
  cardNumber,
  onCardNumber,
  askStreet,
  askZip,
  billingZipCode,
}: {
  words: PaymentText;
  cardNumber: string;
  onCardNumber: (value: string) => void;
  askStreet: boolean;
  askZip: boolean;
  billingZipCode: string | null;
}) {
  return (
    <>
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
          onChange={(e) => onCardNumber(groupDigits(e.target.value))}
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
      <BillingFields words={words} askStreet={askStreet} askZip={askZip} billingZipCode={billingZipCode} />
    </>
  );
}

export function OutcomeAlert({ outcome, words }: { outcome: PayOutcome | null; words: PaymentText }) {
  if (outcome?.kind === 'approved') {
    return (
      <Alert tone="success">
        <strong className="block">{words.approvedTitle}</strong>
        {outcome.message}
      </Alert>
    );
  }
  if (outcome?.kind === 'declined') {
    return (
      <Alert tone="error">
        <strong className="block">{words.declinedTitle}</strong>
        {outcome.reason} {outcome.remaining > 0 && words.declinedRetry(outcome.remaining)}
      </Alert>
    );
  }
  if (outcome?.kind === 'error') return <Alert tone="error">{outcome.message}</Alert>;
  return null;
}

/** The billing address fields the dealer asks for. */
function BillingFields({
  words,
  askStreet,
  askZip,
  billingZipCode,
}: {
  words: PaymentText;
  askStreet: boolean;
  askZip: boolean;
  billingZipCode: string | null;
}) {
  return (
    <>
      {askStreet && (
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
      {askZip && (
        <Field id="zipCode" label={words.zipCode}>
          <Input
            id="zipCode"
            name="zipCode"
            autoComplete="postal-code"
            defaultValue={billingZipCode ?? ''}
            required
            maxLength={20}
          />
        </Field>
      )}
    </>
  );
}
