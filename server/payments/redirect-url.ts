import type { PaymentInvoice } from '../db/schema';

/** clientSideRedirectUrl with the invoice and the outcome added, so the partner's page can show it. */
export function redirectTo(
  invoice: Pick<PaymentInvoice, 'redirectUrl' | 'uuid' | 'orderRef'>,
  outcome: 'APPROVED' | 'DECLINED',
): string | null {
  if (!invoice.redirectUrl) return null;
  const url = new URL(invoice.redirectUrl);
  url.searchParams.set('invoiceId', invoice.uuid);
  if (invoice.orderRef) url.searchParams.set('orderRef', invoice.orderRef);
  url.searchParams.set('status', outcome);
  return url.toString();
}
