import { randomBytes } from 'node:crypto';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { idempotentTransaction } from '../core/idempotent-transaction';
import type { Principal } from '../core/principal';
import type { Tx } from '../db/client';
import { env } from '../env';
import { newUuid } from '../ids';
import { formatMoney } from './money';
import { type NormalizedPaymentRequest, normalizePaymentRequest } from './normalize-payment-request';
import type { PaymentUrlRequest, PaymentWarning } from './payment.schemas';
import {
  findActingDealerAssociate,
  findVisitForPayment,
  getCustomerContacts,
  getDepartmentDealerAssociate,
  getDepartmentWithDealer,
  insertInvoice,
} from './payment-link-records';
import { paymentText } from './payment-text';
import { paymentUrlFor } from './payment-url';
import { resolvePaymentCustomer } from './resolve-payment-customer';
import { type PaymentNotificationDraft, sendPaymentNotifications } from './send-payment-notifications';

/** 32 random bytes: the link is public, so its token is the only thing guarding it. */
const newPaymentToken = (): string => randomBytes(32).toString('base64url');

/**
 * The payment URL operation: validates and stores the whole request as an invoice with a public,
 * unguessable link, and records the texts/emails the flags ask for, all in one transaction.
 */
export async function createPaymentLink(
  ctx: UseCaseContext,
  input: { params: { serviceSubscriberDepartmentToken: string }; body: PaymentUrlRequest },
) {
  return storePaymentLink(ctx, input.body, { operation: 'createPaymentUrl', appointmentUuid: null });
}

/**
 * Stores a payment link and sends what its flags ask for. With an appointment uuid (the advisor's
 * path from a visit) the link is tied to that visit of the department and is for its customer.
 */
export async function storePaymentLink(
  ctx: UseCaseContext,
  body: PaymentUrlRequest,
  options: { operation: string; appointmentUuid: string | null },
) {
  const principal = ctx.principal;
  if (!principal) throw new Error('The payment URL operation needs a caller');
  const { departmentUuid } = departmentOf(ctx);
  const request = normalizePaymentRequest(body, {
    allowedCssOrigins: env().PAYMENT_CSS_ALLOWED_ORIGINS,
  });
  const now = new Date();

  // A retry of a visit's link must name the same visit as well as the same request.
  const asked = options.appointmentUuid ? { appointmentUuid: options.appointmentUuid, body } : body;
  const result = await idempotentTransaction(ctx, options.operation, asked, async (tx) => {
    const department = await getPaymentsDepartment(tx, departmentUuid);
    const identifiers = await customerIdentifiersOf(tx, body, { departmentUuid, ...options });
    const dealerAssociateUuid = await chooseDealerAssociate(tx, {
      departmentUuid,
      requested: body.dealerAssociateIdentifier?.dealerAssociateId?.trim() || null,
      advisorUserUuid: principal.kind === 'advisor' ? principal.id : null,
    });
    const customer = await resolvePaymentCustomer(tx, { dealerUuid: department.dealerUuid, identifiers });
    const invoice = {
      invoiceUuid: newUuid(),
      token: newPaymentToken(),
      dealerUuid: department.dealerUuid,
      departmentUuid,
      customerUuid: customer.customerUuid,
      dealerAssociateUuid,
    };
    const paymentUrl = paymentUrlFor(invoice.token);
    await storePaymentInvoice(tx, {
      ...invoice,
      appointmentUuid: options.appointmentUuid,
      principal,
      request,
      body,
      now,
    });
    const notificationWarnings = await sendPaymentRequests(tx, {
      ...invoice,
      request,
      dealerName: department.dealerName,
      paymentUrl,
    });
    return {
      customerId: customer.customerUuid,
      invoiceId: invoice.invoiceUuid,
      paymentUrl,
      warnings: [...customer.warnings, ...notificationWarnings],
    };
  });

  const warnings: PaymentWarning[] = [...request.warnings, ...result.warnings];
  return {
    error: null,
    warnings,
    customerId: result.customerId,
    invoiceId: result.invoiceId,
    paymentUrl: result.paymentUrl,
  };
}

/** Whom the link is for: the request's customer, or the customer of the visit it is made for. */
async function customerIdentifiersOf(
  tx: Tx,
  body: PaymentUrlRequest,
  options: { departmentUuid: string; appointmentUuid: string | null },
): Promise<PaymentUrlRequest['customerIdentifiers']> {
  if (!options.appointmentUuid) return body.customerIdentifiers;
  const visit = await findVisitForPayment(tx, {
    departmentUuid: options.departmentUuid,
    appointmentUuid: options.appointmentUuid,
  });
  if (!visit) {
    throw new DomainError('NO_SAR_FOUND', `No appointment ${options.appointmentUuid} in this department`);
  }
  return { customerId: visit.customerUuid };
}

/** Who a new link is for and where it belongs. */
type NewInvoice = {
  invoiceUuid: string;
  token: string;
  dealerUuid: string;
  departmentUuid: string;
  customerUuid: string;
  dealerAssociateUuid: string | null;
};

/** The department of the path, with its dealer, as long as the dealer takes payments online. */
async function getPaymentsDepartment(tx: Tx, departmentUuid: string) {
  const department = await getDepartmentWithDealer(tx, departmentUuid);
  if (!department) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  if (department.features.onlinePaymentsEnabled === false) {
    throw new DomainError(
      'ONLINE_PAYMENTS_DISABLED',
      `${department.dealerName} has online payments turned off; turn them on before creating payment links`,
    );
  }
  return department;
}

/** The invoice row: the normalized request, who created it, and the whole request as sent. */
async function storePaymentInvoice(
  tx: Tx,
  input: NewInvoice & {
    appointmentUuid: string | null;
    principal: Principal;
    request: NormalizedPaymentRequest;
    body: PaymentUrlRequest;
    now: Date;
  },
): Promise<void> {
  const { principal, request } = input;
  await insertInvoice(tx, {
    uuid: input.invoiceUuid,
    token: input.token,
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid,
    customerUuid: input.customerUuid,
    dealerAssociateUuid: input.dealerAssociateUuid,
    appointmentUuid: input.appointmentUuid,
    createdByKind: principal.kind,
    createdById: principal.id,
    createdByName: principal.username,
    status: 'OPEN',
    currency: request.currency,
    amountMinor: request.amountMinor,
    additionalCharges: request.additionalCharges,
    totalMinor: request.totalMinor,
    paymentType: request.paymentType,
    paymentDescription: request.paymentDescription,
    invoiceUrl: request.invoiceUrl,
    processedFor: request.processedFor,
    paymentReceiptFormat: request.paymentReceiptFormat,
    requireSignature: request.requireSignature,
    signatureCoordinates: input.body.paymentDetails.signatureCoordinates ?? null,
    verifyAvs: request.verifyAvs,
    verifyZipCode: request.verifyZipCode,
    billingZipCode: request.billingZipCode,
    maxAttempts: request.maxAttempts,
    language: request.language,
    orderRef: request.orderRef,
    saveCard: request.saveCard,
    bypass3ds: request.bypass3ds,
    webhookUrl: request.webhookUrl,
    redirectUrl: request.redirectUrl,
    cssRef: request.cssRef,
    flags: request.flags,
    request: input.body as Record<string, unknown>,
    expiresAt: new Date(input.now.getTime() + request.ttlMs),
  });
}

/** Texts and emails the customer the payment link, as the request's flags ask. */
async function sendPaymentRequests(
  tx: Tx,
  input: NewInvoice & { request: NormalizedPaymentRequest; dealerName: string; paymentUrl: string },
): Promise<PaymentWarning[]> {
  const contacts = await getCustomerContacts(tx, {
    dealerUuid: input.dealerUuid,
    customerUuid: input.customerUuid,
  });
  return sendPaymentNotifications(tx, {
    invoiceUuid: input.invoiceUuid,
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid,
    customerUuid: input.customerUuid,
    dealerAssociateUuid: input.dealerAssociateUuid,
    addFooter: input.request.flags.footerToAdd,
    drafts: paymentRequestDrafts(input.request, {
      dealerName: input.dealerName,
      paymentUrl: input.paymentUrl,
      textPhone: contacts?.textPhone ?? null,
      email: contacts?.email ?? null,
    }),
  });
}

async function chooseDealerAssociate(
  tx: Tx,
  options: { departmentUuid: string; requested: string | null; advisorUserUuid: string | null },
): Promise<string | null> {
  if (options.requested) {
    const found = await getDepartmentDealerAssociate(tx, {
      departmentUuid: options.departmentUuid,
      dealerAssociateUuid: options.requested,
    });
    if (!found) {
      throw new DomainError(
        'INVALID_DEALER_ASSOCIATE',
        `dealerAssociateIdentifier.dealerAssociateId ${options.requested} is not an active dealer associate of this department`,
      );
    }
    return found.uuid;
  }
  return findActingDealerAssociate(tx, {
    departmentUuid: options.departmentUuid,
    userUuid: options.advisorUserUuid,
  });
}

/** The payment request texts and emails the flags ask for, in the link's language. */
function paymentRequestDrafts(
  request: NormalizedPaymentRequest,
  context: {
    dealerName: string;
    paymentUrl: string;
    textPhone: string | null;
    email: string | null;
  },
): PaymentNotificationDraft[] {
  const words = paymentText(request.language);
  const amount = formatMoney(request.totalMinor, request.currency, request.language);
  const body = words.requestText(context.dealerName, amount, context.paymentUrl);
  const drafts: PaymentNotificationDraft[] = [];
  if (request.flags.useMyKaarmaTextPaymentRequest) {
    drafts.push({ kind: 'PAYMENT_REQUEST_TEXT', destination: context.textPhone, subject: null, body });
  }
  if (request.flags.useMyKaarmaEmailPaymentRequest) {
    drafts.push({
      kind: 'PAYMENT_REQUEST_EMAIL',
      destination: context.email,
      subject: words.requestEmailSubject(context.dealerName),
      body,
    });
  }
  return drafts;
}
