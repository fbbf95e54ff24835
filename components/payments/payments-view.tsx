'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/server/payments/money';
import {
  type PaymentLinkStatusValue,
  type PaymentLinkSummary,
  paymentLinkStatuses,
} from '@/server/payments/payment.schemas';
import { ApiError, paymentPageSize } from './api';
import { CopyLinkButton } from './copy-link-button';
import { CreatePaymentLinkForm } from './create-payment-link-form';
import { PaymentLinkDetails } from './payment-link-details';
import { usePaymentLinks } from './queries';
import { PaymentStatusBadge, statusLabel } from './status-badge';

const count = new Intl.NumberFormat('en-US');

/** The search as typed, settled: the server is asked once the advisor pauses typing. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type ListAddress = {
  status: PaymentLinkStatusValue | '';
  search: string;
  page: number;
  asOf?: string;
  /** Only the links made for one visit (its appointment uuid). */
  appointment?: string;
};

const knownStatus = (value: string | null): PaymentLinkStatusValue | '' =>
  (paymentLinkStatuses as readonly string[]).includes(value ?? '') ? (value as PaymentLinkStatusValue) : '';

/**
 * What the list shows lives in the address (?search=&status=&page=&asOf=), so a reload, a shared
 * link or Back shows the same page. Pages after the first keep the first page's instant (asOf):
 * links created meanwhile do not shift them.
 */
function useListAddress(): [ListAddress, (next: ListAddress) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const address: ListAddress = {
    status: knownStatus(params.get('status')),
    search: (params.get('search') ?? '').slice(0, 100),
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    asOf: params.get('asOf') ?? undefined,
    appointment: params.get('appointment')?.trim().slice(0, 100) || undefined,
  };
  const go = (next: ListAddress) => {
    const query = new URLSearchParams();
    if (next.appointment) query.set('appointment', next.appointment);
    if (next.search) query.set('search', next.search);
    if (next.status) query.set('status', next.status);
    if (next.page > 0) query.set('page', String(next.page + 1));
    if (next.page > 0 && next.asOf) query.set('asOf', next.asOf);
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  return [address, go];
}

/** The department's payment links, a page at a time with search and status, and the form to create one. */
export function PaymentsView({ departmentUuid }: { departmentUuid: string }) {
  const [creating, setCreating] = useState(false);
  const [address, go] = useListAddress();
  const { status, search, page } = address;
  const [typed, setTyped] = useState(search);
  const settled = useSettled(typed);
  // A new search, once typing pauses, starts from its first page, taken afresh. Only a change of
  // what was typed moves the address: Back to an older search must not be undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed search settles, only.
  useEffect(() => {
    if (settled.trim() !== search) go({ ...address, search: settled.trim(), page: 0, asOf: undefined });
  }, [settled]);
  // /payments?appointment=<uuid>: the links made for one visit (from its page).
  const appointmentUuid = address.appointment;
  const links = usePaymentLinks(departmentUuid, {
    status: status || undefined,
    search,
    page,
    appointmentUuid,
    asOf: page > 0 ? address.asOf : undefined,
  });
  const clock = useClock();
  const when = (iso: string) => clock.dateTime(iso);
  const setPage = (next: number) => go({ ...address, page: next, asOf: address.asOf ?? links.data?.asOf });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Payments</h1>
          <p className="mt-1 text-slate-600">Payment links sent to customers, and whether they have paid.</p>
        </div>
        {!creating && <Button onClick={() => setCreating(true)}>New payment link</Button>}
      </div>

      {creating && (
        <CreatePaymentLinkForm departmentUuid={departmentUuid} onClose={() => setCreating(false)} />
      )}

      {appointmentUuid && <VisitFilter appointmentUuid={appointmentUuid} />}

      <PaymentFilters
        typed={typed}
        onType={setTyped}
        status={status}
        onStatus={(value) => go({ status: knownStatus(value), search, page: 0 })}
        fetching={links.isFetching && !links.isPending}
      />

      {links.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Loading payment links…
        </p>
      ) : links.isError ? (
        <Alert tone="error">
          {links.error instanceof ApiError ? links.error.message : 'The payment links could not be loaded.'}{' '}
          <button type="button" className="font-medium underline" onClick={() => links.refetch()}>
            Try again
          </button>
        </Alert>
      ) : links.data.totalCount === 0 ? (
        <EmptyState title={emptyTitle(status, search)}>
          {search || status
            ? 'Try another search or show all links.'
            : 'Create a payment link to let a customer pay from their phone.'}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Payment links" aria-busy={links.isFetching}>
            {links.data.paymentLinks.map((link) => (
              <PaymentLinkRow key={link.invoiceId} link={link} when={when} departmentUuid={departmentUuid} />
            ))}
          </ul>
          <Pager page={page} total={links.data.totalCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The search box and the status filter above the list; a spinner while a new page is fetched. */
function PaymentFilters({
  typed,
  onType,
  status,
  onStatus,
  fetching,
}: {
  typed: string;
  onType: (typed: string) => void;
  status: PaymentLinkStatusValue | '';
  onStatus: (value: string) => void;
  fetching: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id="payment-search" label="Search" className="w-full sm:w-72">
        <Input
          id="payment-search"
          type="search"
          value={typed}
          placeholder="Customer name or email, invoice reference"
          onChange={(e) => onType(e.target.value)}
        />
      </Field>
      <Field id="payment-status-filter" label="Show" className="w-48">
        <Select id="payment-status-filter" value={status} onChange={(e) => onStatus(e.target.value)}>
          <option value="">All links</option>
          {paymentLinkStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </Field>
      {fetching && <Spinner className="mb-3 text-slate-500" />}
    </div>
  );
}

/** Says the list shows one visit's links, with the way back to the visit and to every link. */
function VisitFilter({ appointmentUuid }: { appointmentUuid: string }) {
  return (
    <Alert tone="info">
      Showing the payment links of one visit.{' '}
      <Link className="font-medium underline" href={`/appointments/${encodeURIComponent(appointmentUuid)}`}>
        Open the visit
      </Link>{' '}
      ·{' '}
      <Link className="font-medium underline" href="/payments">
        Show all links
      </Link>
    </Alert>
  );
}

function emptyTitle(status: PaymentLinkStatusValue | '', search: string): string {
  if (search) return `No payment links match “${search}”`;
  return status ? `No ${statusLabel(status).toLowerCase()} payment links` : 'No payment links yet';
}

/** "21–40 of 132", with Previous and Next. */
function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const first = page * paymentPageSize + 1;
  const last = Math.min(total, (page + 1) * paymentPageSize);
  const pages = Math.ceil(total / paymentPageSize);
  return (
    <nav aria-label="Pages of payment links" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
        {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

function PaymentLinkRow({
  link,
  when,
  departmentUuid,
}: {
  link: PaymentLinkSummary;
  when: (iso: string) => string;
  departmentUuid: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{link.customerName}</span>
            <PaymentStatusBadge status={link.status} />
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {[link.paymentDescription, link.orderRef].filter(Boolean).join(' · ') || 'No description'}
          </p>
        </div>
        <p className="text-lg font-semibold tabular-nums text-slate-900">
          {formatMoney(Math.round(link.amount * 100), link.currency)}
          {link.paymentType === 'auth' && (
            <span className="ml-1 text-xs font-normal text-slate-600">(authorize)</span>
          )}
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-3">
        <div>
          <dt className="inline">Created by </dt>
          <dd className="inline text-slate-800">{link.createdBy}</dd>
        </div>
        <div>
          <dt className="inline">Created </dt>
          <dd className="inline text-slate-800">{when(link.createdAt)}</dd>
        </div>
        <div>
          {link.status === 'PAID' && link.completedAt ? (
            <>
              <dt className="inline">Paid </dt>
              <dd className="inline text-slate-800">
                {when(link.completedAt)}
                {link.cardLast4 && ` · card ending ${link.cardLast4}`}
              </dd>
            </>
          ) : (
            <>
              <dt className="inline">{link.status === 'OPEN' ? 'Expires ' : 'Expired '}</dt>
              <dd className="inline text-slate-800">{when(link.expiresAt)}</dd>
            </>
          )}
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide details' : 'Details'}
        </Button>
        {link.status === 'OPEN' && <CopyLinkButton url={link.paymentUrl} />}
        {link.status === 'OPEN' && (
          <a
            href={link.paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-slate-100"
          >
            Open payment page
          </a>
        )}
      </div>
      {open && <PaymentLinkDetails departmentUuid={departmentUuid} invoiceId={link.invoiceId} />}
    </li>
  );
}
