import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { PaymentInvoice } from '../db/schema';
import { getInvoiceByToken, markInvoiceExpired } from './payment-link-records';

/** Refusals shared by every way of paying a link: unknown, expired, paid, used up or canceled. */

export const linkNotFound = () =>
  new DomainError(
    'PAYMENT_LINK_NOT_FOUND',
    'This payment link does not exist; open the whole link you received',
  );

const expired = () =>
  new DomainError('PAYMENT_LINK_EXPIRED', 'This payment link has expired; ask the dealership for a new one');

/** An open link past its ttl is marked EXPIRED (in its own write, so the refusal does not undo it). */
export async function refuseExpiredLink(database: Tx, token: string): Promise<PaymentInvoice> {
  const invoice = await getInvoiceByToken(database, token);
  if (!invoice) throw linkNotFound();
  const now = new Date();
  if (invoice.status === 'OPEN' && invoice.expiresAt <= now) {
    await markInvoiceExpired(database, invoice, now);
    throw expired();
  }
  return invoice;
}

export function refuseUnusableLink(invoice: PaymentInvoice, now: Date): void {
  if (invoice.status === 'PAID' || invoice.status === 'REFUNDED') {
    throw new DomainError('PAYMENT_LINK_ALREADY_PAID', 'This invoice is already paid; nothing more to pay');
  }
  if (invoice.status === 'DECLINED') {
    throw new DomainError(
      'PAYMENT_ATTEMPTS_EXHAUSTED',
      'The card was declined too many times on this link; contact the dealership to pay',
    );
  }
  if (invoice.status === 'EXPIRED' || invoice.status === 'CANCELED' || invoice.expiresAt <= now) {
    throw expired();
  }
}
