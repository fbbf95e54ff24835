import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  customerLocks,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  departments,
  messages,
} from '../db/schema';
import { selectDealerAssociatesWithUser } from '../users/dealer-associate-records';
import { customerName } from './customer-name';

/*
 * A customer's thread with a department as sends and inbound texts see it: whose it is, who
 * answers it, who has it open. Every statement names the department (or, for an inbound text, the
 * number texted, which names it).
 */

/** A customer's text thread with a department, with what its messages show. */
export type Thread = {
  dealerUuid: string;
  dealerName: string;
  departmentUuid: string;
  departmentName: string;
  departmentPhone: string | null;
  departmentEmail: string | null;
  textNumber: string;
  customerUuid: string;
  customerName: string | null;
};

/**
 * The department owning the number texted, and its dealer's customer holding the sender's number.
 * Several candidates (a shared number, a number on two customers): the thread with the latest
 * message wins, so a reply lands where the conversation is.
 */
export async function findThread(tx: Tx, numbers: { from: string; to: string }): Promise<Thread | null> {
  const lastMessageAt = sql<Date | null>`(select max(m.received_on) from messages m where m.department_uuid = ${departments.uuid} and m.customer_uuid = ${customers.uuid})`;
  const candidates = await tx
    .select({
      dealerUuid: dealers.uuid,
      dealerName: dealers.name,
      departmentUuid: departments.uuid,
      departmentName: departments.name,
      departmentPhone: departments.phoneNumber,
      departmentEmail: departments.emailAddress,
      textNumber: departments.textNumber,
      customer: customers,
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .innerJoin(customers, eq(customers.dealerUuid, dealers.uuid))
    .innerJoin(customerPhones, eq(customerPhones.customerUuid, customers.uuid))
    .where(and(eq(departments.textNumber, numbers.to), eq(customerPhones.phoneNumber, numbers.from)))
    .orderBy(sql`${lastMessageAt} desc nulls last`, desc(customers.createdAt))
    .limit(1);
  const best = candidates[0];
  if (!best?.textNumber) return null;
  return {
    dealerUuid: best.dealerUuid,
    dealerName: best.dealerName,
    departmentUuid: best.departmentUuid,
    departmentName: best.departmentName,
    departmentPhone: best.departmentPhone,
    departmentEmail: best.departmentEmail,
    textNumber: best.textNumber,
    customerUuid: best.customer.uuid,
    customerName: customerName(best.customer),
  };
}

/** The advisor who last sent a manual message to the customer, unless they asked not to get replies. */
export async function routeTo(tx: Tx, departmentUuid: string, customerUuid: string): Promise<string | null> {
  const [last] = await tx
    .select({ uuid: dealerAssociates.uuid, authorities: dealerAssociates.authorities })
    .from(messages)
    .innerJoin(dealerAssociates, eq(dealerAssociates.uuid, messages.dealerAssociateUuid))
    .where(
      and(
        eq(messages.departmentUuid, departmentUuid),
        eq(messages.customerUuid, customerUuid),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.kind, 'MESSAGE'),
      ),
    )
    .orderBy(desc(messages.receivedOn), desc(messages.id))
    .limit(1);
  if (!last || last.authorities.includes('do.not.route.incoming.message')) return null;
  return last.uuid;
}

/** The advisor other than `senderUuid` who has the thread open now (an unexpired lock), if any. */
export async function findLockHeldByOther(
  tx: Tx,
  thread: { departmentUuid: string; customerUuid: string },
  senderUuid: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [lock] = await selectDealerAssociatesWithUser(tx, {})
    .innerJoin(customerLocks, eq(customerLocks.dealerAssociateUuid, dealerAssociates.uuid))
    .where(
      and(
        eq(customerLocks.departmentUuid, thread.departmentUuid),
        eq(customerLocks.customerUuid, thread.customerUuid),
        ne(customerLocks.dealerAssociateUuid, senderUuid),
        gt(customerLocks.expiresAt, new Date()),
      ),
    );
  return lock;
}
