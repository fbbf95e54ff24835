'use client';

import { useDealer } from '../queries';
import { QueryState } from '../query-state';
import { DealerPaymentsForm, useChangePayments } from './dealer-payments-form';

/** Who takes the dealership's card payments: the sandbox or Stripe on its connected account. */
export function PaymentsSection({ dealerUuid }: { dealerUuid: string }) {
  const dealer = useDealer(dealerUuid);
  const save = useChangePayments(dealerUuid);
  return (
    <QueryState isPending={dealer.isPending} error={dealer.error} label="the payment settings">
      {dealer.data && (
        <DealerPaymentsForm
          // A new form after each saved change, so the choice starts from what the server holds.
          key={`${dealer.data.paymentProcessor}:${dealer.data.stripeAccount ?? ''}`}
          save={save}
          current={{ processor: dealer.data.paymentProcessor, stripeAccount: dealer.data.stripeAccount }}
        />
      )}
    </QueryState>
  );
}
