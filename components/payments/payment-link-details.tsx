'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/server/payments/money';
import type { PaymentLinkDetail } from '@/server/payments/payment-link-actions.schemas';
import { ApiError } from './api';
import { usePaymentLinkAction, usePaymentLinkDetail } from './queries';

/** Cents from what an advisor types ("12.5" → 1250), or null when it is not an amount. */
const toMinor = (text: string): number | null =>
  /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : null;

/** One link's amounts, processor references and history, with capture, refund and cancel. */
export function PaymentLinkDetails({
  departmentUuid,
  invoiceId,
}: {
  departmentUuid: string;
  invoiceId: string;
}) {
  const detail = usePaymentLinkDetail(departmentUuid, invoiceId);
  if (detail.isPending) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Loading details…
      </p>
    );
  }
  if (detail.isError) return <Alert tone="error">The details could not be loaded.</Alert>;
  return <DetailBody departmentUuid={departmentUuid} detail={detail.data} />;
}

function DetailBody({ departmentUuid, detail }: { departmentUuid: string; detail: PaymentLinkDetail }) {
  const clock = useClock();
  const money = (minor: number) => formatMoney(minor, detail.currency);
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3 text-sm">
      <dl className="grid gap-x-6 gap-y-1 text-slate-600 sm:grid-cols-3">
        <Item label="Processor" value={detail.processor === 'stripe' ? 'Stripe' : 'Sandbox (test mode)'} />
        <Item label="Captured" value={money(detail.capturedMinor)} />
        <Item label="Refunded" value={money(detail.refundedMinor)} />
        {detail.checkoutSessionId && <Item label="Checkout session" value={detail.checkoutSessionId} mono />}
        {detail.processorPaymentId && <Item label="Payment" value={detail.processorPaymentId} mono />}
      </dl>
      <LinkActions departmentUuid={departmentUuid} detail={detail} money={money} />
      <div>
        <h3 className="font-medium text-slate-800">Event history</h3>
        {detail.events.length === 0 ? (
          <p className="text-slate-600">No events yet.</p>
        ) : (
          <ol className="mt-1 space-y-0.5 text-slate-700" aria-label="Event history">
            {detail.events.map((event) => (
              <li key={event.id}>
                <span className="font-mono text-xs">{event.type}</span> · {event.outcome ?? 'received'} ·{' '}
                {clock.dateTime(event.receivedAt)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function LinkActions({
  departmentUuid,
  detail,
  money,
}: {
  departmentUuid: string;
  detail: PaymentLinkDetail;
  money: (minor: number) => string;
}) {
  const action = usePaymentLinkAction(departmentUuid, detail.invoiceId);
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const refund = () => {
    const amountMinor = amount.trim() ? toMinor(amount) : null;
    setInvalid(amount.trim() !== '' && amountMinor === null);
    if (amount.trim() && amountMinor === null) return;
    action.mutate({ kind: 'refund', amountMinor });
  };
  if (!detail.canCapture && detail.refundableMinor === 0 && !detail.canCancel) return null;
  return (
    <div className="space-y-2">
      {action.isError && (
        <Alert tone="error">
          {action.error instanceof ApiError ? action.error.message : 'That did not work.'}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {detail.canCapture && (
          <Button size="sm" loading={action.isPending} onClick={() => action.mutate({ kind: 'capture' })}>
            Capture {money(detail.totalMinor)}
          </Button>
        )}
        {detail.refundableMinor > 0 && (
          <>
            <Field
              id={`refund-${detail.invoiceId}`}
              label={`Refund amount (up to ${money(detail.refundableMinor)}; empty: all)`}
              error={invalid ? 'Enter an amount like 25.00' : undefined}
            >
              <Input
                id={`refund-${detail.invoiceId}`}
                inputMode="decimal"
                maxLength={10}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </Field>
            <Button size="sm" variant="secondary" loading={action.isPending} onClick={refund}>
              Refund
            </Button>
          </>
        )}
        {detail.canCancel && (
          <Button
            size="sm"
            variant="secondary"
            loading={action.isPending}
            onClick={() => action.mutate({ kind: 'cancel' })}
          >
            Cancel link
          </Button>
        )}
      </div>
    </div>
  );
}

function Item({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="inline">{label} </dt>
      <dd className={`inline break-all text-slate-800 ${mono ? 'font-mono text-xs' : ''}`}>{value}</dd>
    </div>
  );
}
