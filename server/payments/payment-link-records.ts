import { and, desc, eq, gt, ilike, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  appointments,
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  type PaymentInvoice,
  type PaymentLinkStatus,
  type PaymentProcessorName,
  paymentAttempts,
  paymentInvoices,
  paymentNotifications,
} from '../db/schema';

/*
 * Payment data access. Queries reached from the API name the department; the public page finds a
 * link only by its token.
 */

/** A link past its ttl reads as EXPIRED even before anything wrote that status. */
export function effectiveStatus(invoice: Pick<PaymentInvoice, 'status' | 'expiresAt'>, now: Date) {
  return invoice.status === 'OPEN' && invoice.expiresAt <= now ? 'EXPIRED' : invoice.status;
}

export async function getDepartmentWithDealer(tx: Tx, departmentUuid: string) {
  const [row] = await tx
    .select({
      departmentUuid: departments.uuid,
      departmentName: departments.name,
      footer: departments.footer,
      dealerUuid: dealers.uuid,
      dealerName: dealers.name,
      features: dealers.features,
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUuid));
  return row ?? null;
}

/** A valid dealer associate of the department, by uuid. */
export async function getDepartmentDealerAssociate(
  tx: Tx,
  filter: { departmentUuid: string; dealerAssociateUuid: string },
) {
  const [row] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.uuid, filter.dealerAssociateUuid),
        eq(dealerAssociates.departmentUuid, filter.departmentUuid),
        eq(dealerAssociates.isValid, true),
      ),
    );
  return row ?? null;
}

/** The signed-in advisor's membership of the department, else the department's Default DealerAssociate. */
export async function findActingDealerAssociate(
  tx: Tx,
  filter: { departmentUuid: string; userUuid: string | null },
): Promise<string | null> {
  const [row] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, filter.departmentUuid),
        eq(dealerAssociates.isValid, true),
        filter.userUuid
          ? or(eq(dealerAssociates.userUuid, filter.userUuid), eq(dealerAssociates.isDefault, true))
          : eq(dealerAssociates.isDefault, true),
      ),
    )
    // The advisor's own membership first, then the default.
    .orderBy(filter.userUuid ? sql`${dealerAssociates.userUuid} = ${filter.userUuid} desc` : sql`1`)
    .limit(1);
  return row?.uuid ?? null;
}

/** The customer's preferred textable phone and preferred email, for sending the link or a receipt. */
export async function getCustomerContacts(tx: Tx, filter: { dealerUuid: string; customerUuid: string }) {
  const [customer] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName, company: customers.company })
    .from(customers)
    .where(and(eq(customers.uuid, filter.customerUuid), eq(customers.dealerUuid, filter.dealerUuid)));
  if (!customer) return null;
  const phones = await tx
    .select()
    .from(customerPhones)
    .where(eq(customerPhones.customerUuid, filter.customerUuid))
    .orderBy(desc(customerPhones.isPreferred), customerPhones.createdAt);
  const emails = await tx
    .select()
    .from(customerEmails)
    .where(eq(customerEmails.customerUuid, filter.customerUuid))
    .orderBy(desc(customerEmails.isPreferred), customerEmails.createdAt);
  return {
    ...customer,
    textPhone: phones.find((p) => p.okToText && p.optInStatus !== 'OPTED_OUT')?.phoneNumber ?? null,
    anyPhone: phones[0]?.phoneNumber ?? null,
    email: emails.find((e) => e.okToEmail)?.emailAddress ?? null,
  };
}

/** Who takes the dealership's payments, and its Stripe connected account. */
export async function getDealerPaymentSettings(tx: Tx, dealerUuid: string) {
  const [row] = await tx
    .select({ processor: dealers.paymentProcessor, stripeAccount: dealers.stripeAccountId })
    .from(dealers)
    .where(eq(dealers.uuid, dealerUuid));
  return row ?? null;
}

export async function getInvoiceByUuid(tx: Tx, invoiceUuid: string, options: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(paymentInvoices).where(eq(paymentInvoices.uuid, invoiceUuid));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** A link of the department, by its invoice id (locked for an advisor's action when asked). */
export async function getDepartmentInvoice(
  tx: Tx,
  filter: { departmentUuid: string; invoiceUuid: string },
  options: { forUpdate?: boolean } = {},
) {
  const query = tx
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.uuid, filter.invoiceUuid),
        eq(paymentInvoices.departmentUuid, filter.departmentUuid),
      ),
    );
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function findInvoiceAttempts(tx: Tx, invoiceUuid: string) {
  return tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoiceUuid, invoiceUuid))
    .orderBy(paymentAttempts.createdAt)
    .limit(50);
}

export async function getInvoiceByToken(tx: Tx, token: string, options: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(paymentInvoices).where(eq(paymentInvoices.token, token));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** Writes EXPIRED onto an open link past its ttl; returns whether it did. */
export async function markInvoiceExpired(tx: Tx, invoice: InvoiceRef, now: Date): Promise<boolean> {
  const rows = await tx
    .update(paymentInvoices)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(paymentInvoices.uuid, invoice.uuid),
        eq(paymentInvoices.dealerUuid, invoice.dealerUuid),
        eq(paymentInvoices.status, 'OPEN'),
        lte(paymentInvoices.expiresAt, now),
      ),
    )
    .returning({ uuid: paymentInvoices.uuid });
  return rows.length > 0;
}

export function statusCondition(status: PaymentLinkStatus, now: Date): SQL | undefined {
  if (status === 'OPEN') return and(eq(paymentInvoices.status, 'OPEN'), gt(paymentInvoices.expiresAt, now));
  if (status === 'EXPIRED') {
    return or(
      eq(paymentInvoices.status, 'EXPIRED'),
      and(eq(paymentInvoices.status, 'OPEN'), lte(paymentInvoices.expiresAt, now)),
    );
  }
  return eq(paymentInvoices.status, status);
}

/** A payment link of a dealer: every write to it names both. */
export type InvoiceRef = Pick<PaymentInvoice, 'uuid' | 'dealerUuid'>;

/** Writes these columns onto the dealer's payment link; returns whether it was there. */
export async function updateInvoice(
  tx: Tx,
  invoice: InvoiceRef,
  changes: PgUpdateSetSource<typeof paymentInvoices>,
): Promise<boolean> {
  const rows = await tx
    .update(paymentInvoices)
    .set(changes)
    .where(and(eq(paymentInvoices.uuid, invoice.uuid), eq(paymentInvoices.dealerUuid, invoice.dealerUuid)))
    .returning({ uuid: paymentInvoices.uuid });
  return rows.length > 0;
}

export async function insertInvoice(tx: Tx, row: typeof paymentInvoices.$inferInsert): Promise<void> {
  await tx.insert(paymentInvoices).values(row);
}

export async function insertPaymentNotification(
  tx: Tx,
  row: typeof paymentNotifications.$inferInsert,
): Promise<void> {
  await tx.insert(paymentNotifications).values(row);
}

/** The processor (and Stripe account) the dealer takes payments on; false when there is no such dealer. */
export async function writeDealerPaymentProcessor(
  tx: Tx,
  dealerUuid: string,
  settings: { processor: PaymentProcessorName; stripeAccount: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(dealers)
    .set({ paymentProcessor: settings.processor, stripeAccountId: settings.stripeAccount })
    .where(eq(dealers.uuid, dealerUuid))
    .returning({ uuid: dealers.uuid });
  return rows.length > 0;
}

export type PaymentLinkPageFilter = {
  departmentUuid: string;
  status?: PaymentLinkStatus;
  /** Part of the customer's name or email, or of the invoice reference (orderRef). */
  search?: string;
  /** Only the links made for this visit. */
  appointmentUuid?: string;
  /** Only links created before this instant: pages stay put while new links arrive. */
  asOf?: Date;
  limit: number;
  offset: number;
  now: Date;
};

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containing(term);
  return or(
    ilike(sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`, pattern),
    ilike(customers.company, pattern),
    ilike(paymentInvoices.orderRef, pattern),
    sql`exists (select 1 from ${customerEmails} where ${customerEmails.customerUuid} = ${customers.uuid} and ${customerEmails.emailAddress} ilike ${pattern})`,
  );
}

/**
 * One page of the department's payment links, newest first, with the customer's name, and how
 * many links match the filter in all (for "21–40 of 132").
 */
export async function findPaymentLinkPage(tx: Tx, filter: PaymentLinkPageFilter) {
  const where = and(
    eq(paymentInvoices.departmentUuid, filter.departmentUuid),
    filter.status ? statusCondition(filter.status, filter.now) : undefined,
    searchCondition(filter.search),
    filter.appointmentUuid ? eq(paymentInvoices.appointmentUuid, filter.appointmentUuid) : undefined,
    filter.asOf ? lt(paymentInvoices.createdAt, filter.asOf) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        invoice: paymentInvoices,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
        customerCompany: customers.company,
      })
      .from(paymentInvoices)
      .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
      .where(where)
      .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.uuid))
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentInvoices)
      .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/**
 * The link a Stripe event names (by uuid, or by its payment id) with its dealership's connected
 * account. Across dealers on purpose: the caller accepts it only when that account sent the event.
 */
export async function findInvoiceWithStripeAccount(
  tx: Tx,
  ref: { invoiceUuid: string; paymentId?: string | null },
) {
  const [row] = await tx
    .select({ uuid: paymentInvoices.uuid, account: dealers.stripeAccountId })
    .from(paymentInvoices)
    .innerJoin(dealers, eq(dealers.uuid, paymentInvoices.dealerUuid))
    .where(
      ref.paymentId
        ? or(eq(paymentInvoices.uuid, ref.invoiceUuid), eq(paymentInvoices.processorPaymentId, ref.paymentId))
        : eq(paymentInvoices.uuid, ref.invoiceUuid),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Open Stripe links, of every dealer with a connected account, whose Checkout Session has expired,
 * whose link has, or that nothing has touched since `quietSince`: at most `limit`.
 */
export async function findCheckoutsToReconcile(
  tx: Tx,
  options: { now: Date; quietSince: Date; limit: number },
) {
  const { now } = options;
  return tx
    .select({
      uuid: paymentInvoices.uuid,
      sessionId: paymentInvoices.checkoutSessionId,
      account: dealers.stripeAccountId,
    })
    .from(paymentInvoices)
    .innerJoin(dealers, eq(dealers.uuid, paymentInvoices.dealerUuid))
    .where(
      and(
        eq(paymentInvoices.processor, 'stripe'),
        eq(paymentInvoices.status, 'OPEN'),
        isNotNull(paymentInvoices.checkoutSessionId),
        isNotNull(dealers.stripeAccountId),
        or(
          lte(paymentInvoices.checkoutExpiresAt, now),
          lte(paymentInvoices.expiresAt, now),
          lte(paymentInvoices.updatedAt, options.quietSince),
        ),
      ),
    )
    .limit(options.limit);
}

/** When the link stops being payable; null when there is no such link. */
export async function getInvoiceExpiry(tx: Tx, invoiceUuid: string): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresAt: paymentInvoices.expiresAt })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.uuid, invoiceUuid));
  return row?.expiresAt ?? null;
}

/** Amounts only grow (GREATEST), so a late or repeated report never undoes a newer one. */
export async function applyAmounts(
  tx: Tx,
  invoice: InvoiceRef,
  change: { paymentId: string | null; capturedMinor: number; refundedMinor: number; fullyRefunded: boolean },
): Promise<void> {
  await updateInvoice(tx, invoice, {
    ...(change.paymentId ? { processorPaymentId: change.paymentId } : {}),
    capturedMinor: sql`greatest(${paymentInvoices.capturedMinor}, ${change.capturedMinor})`,
    refundedMinor: sql`greatest(${paymentInvoices.refundedMinor}, ${change.refundedMinor})`,
    ...(change.fullyRefunded
      ? { status: 'REFUNDED' as const, completedAt: sql`coalesce(${paymentInvoices.completedAt}, now())` }
      : {}),
  });
}

/** The visit a payment link is made for: its customer, as long as it is in this department. */
export async function findVisitForPayment(
  tx: Tx,
  filter: { departmentUuid: string; appointmentUuid: string },
): Promise<{ uuid: string; customerUuid: string } | null> {
  const [row] = await tx
    .select({ uuid: appointments.uuid, customerUuid: appointments.customerUuid })
    .from(appointments)
    .where(
      and(
        eq(appointments.uuid, filter.appointmentUuid),
        eq(appointments.departmentUuid, filter.departmentUuid),
      ),
    )
    .limit(1);
  return row ?? null;
}
