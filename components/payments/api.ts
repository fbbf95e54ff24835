import { ApiError, requestJson } from '@/components/request-json';
import type {
  PaymentLinkStatusValue,
  PaymentLinkSummary,
  PaymentUrlRequestInput,
} from '@/server/payments/payment.schemas';
import type { PaymentLinkDetail } from '@/server/payments/payment-link-actions.schemas';

const linksPath = (departmentUuid: string) => `/api/v3/department/${encodeURIComponent(departmentUuid)}/url`;

export type PaymentWarningDto = { warningCode: string; warningDescription: string };

/** Links shown per page. */
export const paymentPageSize = 20;

/** A page (from 0) of links, as of the first page's instant (asOf) once paging. */
export type PaymentLinkQuery = {
  status?: PaymentLinkStatusValue;
  search: string;
  page: number;
  /** Only the links made for this visit. */
  appointmentUuid?: string;
  asOf?: string;
};
export type PaymentLinkPage = { paymentLinks: PaymentLinkSummary[]; totalCount: number; asOf: string };

/** One page (from 0) of the department's links, filtered by status and search on the server. */
export const fetchPaymentLinks = (departmentUuid: string, query: PaymentLinkQuery) => {
  const params = new URLSearchParams({
    limit: String(paymentPageSize),
    offset: String(query.page * paymentPageSize),
  });
  if (query.status) params.set('status', query.status);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.appointmentUuid) params.set('appointmentUuid', query.appointmentUuid);
  if (query.asOf) params.set('asOf', query.asOf);
  return requestJson<PaymentLinkPage>('GET', `${linksPath(departmentUuid)}?${params}`);
};

export const createPaymentLink = (departmentUuid: string, body: PaymentUrlRequestInput) =>
  requestJson<{ customerId: string; invoiceId: string; paymentUrl: string; warnings: PaymentWarningDto[] }>(
    'POST',
    linksPath(departmentUuid),
    body,
  );

export type CustomerMatch = {
  customerUuid: string;
  name: string;
  phone: string | null;
  email: string | null;
};

type CustomerSearchBody = {
  matchingCustomers: Array<{
    customer: {
      customerUuid: string;
      firstName: string | null;
      lastName: string | null;
      company: string | null;
      phoneNumbers: Array<{ phoneNumber: string }>;
      emails: Array<{ emailAddress: string }>;
    };
  }>;
};

export const searchCustomers = (departmentUuid: string, term: string) =>
  requestJson<CustomerSearchBody>(
    'GET',
    `/api/customer/v2/department/${encodeURIComponent(departmentUuid)}/customer/list?${new URLSearchParams({
      searchTerm: term,
      maxResults: '8',
    })}`,
  ).then((r) =>
    r.matchingCustomers.map(
      ({ customer: c }): CustomerMatch => ({
        customerUuid: c.customerUuid,
        name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.company || 'Unnamed customer',
        phone: c.phoneNumbers[0]?.phoneNumber ?? null,
        email: c.emails[0]?.emailAddress ?? null,
      }),
    ),
  );

export { ApiError };

const linkPath = (departmentUuid: string, invoiceId: string) =>
  `${linksPath(departmentUuid)}/${encodeURIComponent(invoiceId)}`;

export const fetchPaymentLinkDetail = (departmentUuid: string, invoiceId: string) =>
  requestJson<PaymentLinkDetail>('GET', linkPath(departmentUuid, invoiceId));

export type PaymentLinkAction =
  | { kind: 'capture' }
  | { kind: 'cancel' }
  | { kind: 'refund'; amountMinor: number | null };

export const actOnPaymentLink = (departmentUuid: string, invoiceId: string, action: PaymentLinkAction) =>
  requestJson<PaymentLinkDetail>(
    'POST',
    `${linkPath(departmentUuid, invoiceId)}/${action.kind}`,
    action.kind === 'refund' ? { amountMinor: action.amountMinor } : {},
  );
