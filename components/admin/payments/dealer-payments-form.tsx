'use client';

import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { adminApi, type DealerPaymentsInput, type PaymentProcessor } from '../api';
import { useAdminMutation } from '../queries';
import { TextField, textOf } from '../text-field';
import { paymentErrorsOf } from './payment-errors';

export const processorLabels: Record<PaymentProcessor, string> = { sandbox: 'Sandbox', stripe: 'Stripe' };

const choices: Array<{ value: PaymentProcessor; hint: string }> = [
  { value: 'sandbox', hint: 'Test payments only: no card is charged' },
  { value: 'stripe', hint: "Real card payments on the dealership's Stripe Connect account" },
];

type Current = { processor: PaymentProcessor; stripeAccount: string | null };

export const useChangePayments = (dealerUuid: string) =>
  useAdminMutation((body: DealerPaymentsInput) => adminApi.changePayments(dealerUuid, body));

/** `save` lives in the section, so the outcome stays shown when the form restarts from the saved choice. */
export function DealerPaymentsForm({
  current,
  save,
}: {
  current: Current;
  save: ReturnType<typeof useChangePayments>;
}) {
  const [processor, setProcessor] = useState<PaymentProcessor>(current.processor);
  const errors = paymentErrorsOf(save.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(
      processor === 'stripe' ? { processor, stripeAccount: textOf(form, 'stripeAccount') } : { processor },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Card payments</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-700">
          Payment links are paid through <strong>{processorLabels[current.processor]}</strong>
          {current.stripeAccount && <> on account {current.stripeAccount}</>}. Links already sent follow a new
          choice at their next payment.
        </p>
        <form onSubmit={onSubmit} className="space-y-4" aria-label="Payment processor">
          {errors.general && <Alert tone="error">{errors.general}</Alert>}
          {save.isSuccess && <Alert tone="success">The payment processor is saved.</Alert>}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Processor</legend>
            {choices.map((c) => (
              <label key={c.value} className="flex items-start gap-2 py-1 text-sm text-slate-700">
                <input
                  type="radio"
                  name="processor"
                  className="mt-0.5 size-5 shrink-0"
                  checked={processor === c.value}
                  onChange={() => setProcessor(c.value)}
                />
                <span>
                  <span className="font-medium text-slate-900">{processorLabels[c.value]}</span>
                  <span className="block text-slate-600">{c.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {processor === 'stripe' && (
            <TextField
              name="stripeAccount"
              label="Stripe account"
              hint="The dealership's connected account, e.g. acct_1Nv0FGQ9RKHgCVdK"
              defaultValue={current.stripeAccount ?? ''}
              errors={errors}
              idPrefix="payments-"
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
          <Button type="submit" loading={save.isPending}>
            Save payment processor
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
