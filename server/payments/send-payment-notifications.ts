import type { Tx } from '../db/client';
import type { PaymentNotificationKind } from '../db/schema';
import { newUuid } from '../ids';
import { sendMessageToCustomer } from '../messaging/send-message-to-customer';
import type { PaymentWarning } from './payment.schemas';
import { insertPaymentNotification } from './payment-link-records';

export type PaymentNotificationDraft = {
  kind: PaymentNotificationKind;
  /** The customer's phone (texts) or email address chosen for it; null lets Messaging pick the preferred one. */
  destination: string | null;
  subject: string | null;
  body: string;
};

const isText = (kind: PaymentNotificationKind) => kind.endsWith('TEXT');

/**
 * Sends the texts and emails the flags asked for through Messaging, inside the caller's
 * transaction (queued with the state change, or not at all), and records what became of each in
 * payment_notifications. Messaging's consent, authority and rate rules apply; a refusal never
 * undoes the payment or the link, it comes back as a warning.
 */
export async function sendPaymentNotifications(
  tx: Tx,
  options: {
    invoiceUuid: string;
    dealerUuid: string;
    departmentUuid: string;
    customerUuid: string;
    /** The dealer associate the customer hears from; the department's default when null. */
    dealerAssociateUuid: string | null;
    addFooter: boolean;
    drafts: PaymentNotificationDraft[];
  },
): Promise<PaymentWarning[]> {
  const warnings: PaymentWarning[] = [];
  for (const draft of options.drafts) {
    const result = await sendMessageToCustomer(tx, {
      departmentUuid: options.departmentUuid,
      userUuid: options.dealerAssociateUuid ?? 'DEFAULT',
      customerUuid: options.customerUuid,
      protocol: isText(draft.kind) ? 'TEXT' : 'EMAIL',
      body: draft.body,
      subject: draft.subject,
      isManual: false,
      purpose: draft.kind.startsWith('RECEIPT') ? 'PAYMENT_RECEIPT' : 'PAYMENT_LINK',
      communicationValue: draft.destination,
      addFooter: options.addFooter,
    });
    const sent = result.status === 'SUCCESS';
    const reason = sent
      ? null
      : result.errors.map((e) => `${e.errorCode}: ${e.errorDescription}`).join('; ') ||
        'Messaging refused the send';
    await insertPaymentNotification(tx, {
      uuid: newUuid(),
      invoiceUuid: options.invoiceUuid,
      dealerUuid: options.dealerUuid,
      kind: draft.kind,
      destination: draft.destination,
      body: draft.body,
      status: sent ? 'SENT' : 'NOT_SENT',
      reason,
      messageReference: result.messageUuid,
    });
    if (!sent) {
      warnings.push({
        warningCode: draft.kind.startsWith('RECEIPT') ? 'RECEIPT_NOT_SENT' : 'PAYMENT_REQUEST_NOT_SENT',
        warningDescription: `${describeKind(draft.kind)} was not sent: ${reason}`,
      });
    }
  }
  return warnings;
}

const describeKind = (kind: PaymentNotificationKind): string =>
  ({
    PAYMENT_REQUEST_TEXT: 'The text with the payment link',
    PAYMENT_REQUEST_EMAIL: 'The email with the payment link',
    RECEIPT_TEXT: 'The receipt text',
    RECEIPT_EMAIL: 'The receipt email',
  })[kind];
