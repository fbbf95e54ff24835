import type { Tx } from '../db/client';
import type { PaymentInvoice } from '../db/schema';
import { formatMoney } from './money';
import type { PaymentWarning } from './payment.schemas';
import { getCustomerContacts, getDepartmentWithDealer } from './payment-link-records';
import { brandName, paymentText } from './payment-text';
import type { ChargeResult } from './processor';
import { type PaymentNotificationDraft, sendPaymentNotifications } from './send-payment-notifications';

/** The receipts (text, email) the link's flags ask for after an approved charge. */
export async function sendPaymentReceipts(
  tx: Tx,
  invoice: PaymentInvoice,
  charge: ChargeResult,
): Promise<PaymentWarning[]> {
  const { useMyKaarmaEmailReceipt, useMyKaarmaTextPaymentReceipt, footerToAdd } = invoice.flags;
  if (!useMyKaarmaEmailReceipt && !useMyKaarmaTextPaymentReceipt) return [];
  const department = await getDepartmentWithDealer(tx, invoice.departmentUuid);
  const contacts = await getCustomerContacts(tx, {
    dealerUuid: invoice.dealerUuid,
    customerUuid: invoice.customerUuid,
  });
  const dealerName = department?.dealerName ?? '';
  const words = paymentText(invoice.language);
  const amount = formatMoney(invoice.totalMinor, invoice.currency, invoice.language);
  const body = words.receiptText(dealerName, amount, brandName(charge.brand), charge.last4);
  const drafts: PaymentNotificationDraft[] = [];
  if (useMyKaarmaTextPaymentReceipt) {
    drafts.push({ kind: 'RECEIPT_TEXT', destination: contacts?.textPhone ?? null, subject: null, body });
  }
  if (useMyKaarmaEmailReceipt) {
    drafts.push({
      kind: 'RECEIPT_EMAIL',
      destination: contacts?.email ?? null,
      subject: words.receiptEmailSubject(dealerName),
      body,
    });
  }
  return sendPaymentNotifications(tx, {
    invoiceUuid: invoice.uuid,
    dealerUuid: invoice.dealerUuid,
    departmentUuid: invoice.departmentUuid,
    customerUuid: invoice.customerUuid,
    dealerAssociateUuid: invoice.dealerAssociateUuid,
    addFooter: footerToAdd,
    drafts,
  });
}
