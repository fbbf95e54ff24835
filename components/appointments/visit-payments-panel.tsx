'use client';

import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { CopyLinkButton } from '@/components/payments/copy-link-button';
import { fieldsOf, visitPaymentLinkRequestOf } from '@/components/payments/payment-link-form-model';
import { PaymentFields, SendChoices } from '@/components/payments/payment-link-sections';
import { PaymentStatusBadge } from '@/components/payments/status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/server/payments/money';
import type { PaymentLinkSummary } from '@/server/payments/payment.schemas';
import { useCreateVisitPaymentLink, useVisitPaymentLinks } from './visit-api';

/**
 * The visit's payment links with their state (paid, open ...) and a new one for the visit's
 * customer; the payments list shows the same links filtered by the visit.
 */
export function VisitPaymentsPanel({
  departmentUuid,
  appointmentUuid,
  timeZone,
}: {
  departmentUuid: string;
  appointmentUuid: string;
  timeZone: string;
}) {
  const links = useVisitPaymentLinks(departmentUuid, appointmentUuid);
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-3">
      {links.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading payment links…
        </p>
      ) : links.isError ? (
        <Alert tone="error">The visit’s payment links could not be loaded.</Alert>
      ) : links.data.paymentLinks.length === 0 ? (
        <p className="text-sm text-slate-600">No payment links for this visit yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Payment links of this visit">
          {links.data.paymentLinks.map((link) => (
            <VisitLinkRow key={link.invoiceId} link={link} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!creating && (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            New payment link
          </Button>
        )}
        <Link
          className="text-sm font-medium text-brand-800 underline underline-offset-2"
          href={`/payments?appointment=${encodeURIComponent(appointmentUuid)}`}
        >
          See them in Payments
        </Link>
      </div>
      {creating && (
        <VisitLinkForm
          departmentUuid={departmentUuid}
          appointmentUuid={appointmentUuid}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  );
}

function VisitLinkRow({ link, timeZone }: { link: PaymentLinkSummary; timeZone: string }) {
  const created = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(link.createdAt));
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium tabular-nums text-slate-900">
        {formatMoney(Math.round(link.amount * 100), link.currency)}
      </span>
      <PaymentStatusBadge status={link.status} />
      <span className="min-w-0 flex-1 break-words text-slate-700">
        {link.paymentDescription ?? 'No description'} · {created}
      </span>
      <CopyLinkButton url={link.paymentUrl} />
    </li>
  );
}

/** Amount, description and how to send it; the customer is the visit's. */
function VisitLinkForm({
  departmentUuid,
  appointmentUuid,
  onClose,
}: {
  departmentUuid: string;
  appointmentUuid: string;
  onClose: () => void;
}) {
  const ids = useId();
  const [amountError, setAmountError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateVisitPaymentLink(departmentUuid, appointmentUuid);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const request = visitPaymentLinkRequestOf(fieldsOf(new FormData(form)));
    setAmountError(request.ok ? null : request.amountError);
    if (!request.ok) return;
    const result = await create.mutateAsync(request.body).catch(() => null);
    if (!result) return;
    form.reset();
    setCreated(result.paymentUrl);
  }

  return (
    <form onSubmit={onSubmit} aria-label="New payment link for this visit" className="space-y-4" noValidate>
      {create.error && <Alert tone="error">The payment link was not created: {create.error.message}</Alert>}
      {created && (
        <Alert tone="success">
          Payment link created: <span className="break-all font-mono">{created}</span>
        </Alert>
      )}
      <PaymentFields ids={ids} amountError={amountError} />
      <SendChoices />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          Create payment link
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
