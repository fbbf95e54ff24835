import { and, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  type PaymentInvoice,
  type PaymentLinkStatus,
  paymentAttempts,
  paymentInvoices,
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
export async function markInvoiceExpired(tx: Tx, invoiceUuid: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(paymentInvoices)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(paymentInvoices.uuid, invoiceUuid),
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
