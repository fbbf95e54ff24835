import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type Customer,
  type CustomerEmail,
  type CustomerPhone,
  customerEmails,
  customerLocks,
  customerPhones,
  customers,
  dealerAssociates,
  departments,
  type Message,
  messages,
  threadAssignments,
  users,
} from '../db/schema';
import { newUuid } from '../ids';
import { displayNameOf, selectDealerAssociatesWithUser } from '../users/dealer-associate-records';
import type { ConversationsRequest } from './conversation.schemas';
import type { Assignee } from './thread-side.schemas';

/** Conversation data access: a thread is a department's messages with one customer of its dealer. */

export async function getDealerCustomer(
  tx: Tx,
  filter: { dealerUuid: string; customerUuid: string },
): Promise<Customer | undefined> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.uuid, filter.customerUuid), eq(customers.dealerUuid, filter.dealerUuid)));
  return customer;
}

type Thread = { departmentUuid: string; customerUuid: string };

export async function markIncomingMessagesRead(tx: Tx, thread: Thread): Promise<void> {
  await tx
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.departmentUuid, thread.departmentUuid),
        eq(messages.customerUuid, thread.customerUuid),
        eq(messages.direction, 'INCOMING'),
        eq(messages.isRead, false),
      ),
    );
}

/** Locks the customer to the advisor until expiresAt, unless another advisor holds an unexpired lock. */
export async function takeCustomerLock(
  tx: Tx,
  lock: Thread & { dealerAssociateUuid: string; expiresAt: Date },
): Promise<void> {
  const { dealerAssociateUuid, expiresAt } = lock;
  await tx
    .insert(customerLocks)
    .values({
      uuid: newUuid(),
      departmentUuid: lock.departmentUuid,
      customerUuid: lock.customerUuid,
      dealerAssociateUuid,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [customerLocks.departmentUuid, customerLocks.customerUuid],
      set: { dealerAssociateUuid, expiresAt },
      // Take over only a lock that is ours or has run out.
      setWhere: sql`${customerLocks.dealerAssociateUuid} = ${dealerAssociateUuid} or ${customerLocks.expiresAt} <= now()`,
    });
}

export type CustomerLockHolder = {
  dealerAssociateUuid: string;
  expiresAt: Date;
  first: string;
  last: string;
};

export type ThreadContacts = {
  lock: CustomerLockHolder | undefined;
  phones: CustomerPhone[];
  emails: CustomerEmail[];
};

/** Who holds the thread's lock and the customer's phones and emails, preferred first (in parallel). */
export async function findThreadContacts(tx: Tx, thread: Thread): Promise<ThreadContacts> {
  const [[lock], phones, emails] = await Promise.all([
    selectDealerAssociatesWithUser(tx, { expiresAt: customerLocks.expiresAt })
      .innerJoin(customerLocks, eq(customerLocks.dealerAssociateUuid, dealerAssociates.uuid))
      .where(
        and(
          eq(customerLocks.departmentUuid, thread.departmentUuid),
          eq(customerLocks.customerUuid, thread.customerUuid),
        ),
      ),
    tx
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerUuid, thread.customerUuid))
      .orderBy(desc(customerPhones.isPreferred), asc(customerPhones.createdAt)),
    tx
      .select()
      .from(customerEmails)
      .where(eq(customerEmails.customerUuid, thread.customerUuid))
      .orderBy(desc(customerEmails.isPreferred), asc(customerEmails.createdAt)),
  ]);
  return {
    lock: lock && {
      dealerAssociateUuid: lock.uuid,
      expiresAt: lock.expiresAt,
      first: lock.firstName,
      last: lock.lastName,
    },
    phones,
    emails,
  };
}

/** The advisor who owns the thread, or null while nobody does. */
export async function findThreadAssignee(tx: Tx, thread: Thread): Promise<Assignee | null> {
  const [row] = await selectDealerAssociatesWithUser(tx, {})
    .innerJoin(threadAssignments, eq(threadAssignments.dealerAssociateUuid, dealerAssociates.uuid))
    .where(
      and(
        eq(threadAssignments.departmentUuid, thread.departmentUuid),
        eq(threadAssignments.customerUuid, thread.customerUuid),
      ),
    );
  return row ? { dealerAssociateUuid: row.uuid, userUuid: row.userUuid, name: displayNameOf(row) } : null;
}

/**
 * A page of the customer's messages in the department, newest first, below the cursor (see
 * listConversations for the paging rule), and the drafts when asked for. Messages of the same second
 * come in the order they were written (the row's id): a cancellation never before its confirmation.
 */
export async function findThreadMessages(
  tx: Tx,
  filter: {
    departmentUuid: string;
    customerUuid: string;
    request: ConversationsRequest;
    cursor: Date | null;
  },
): Promise<{ rows: Message[]; drafts: Message[] }> {
  const { request, cursor } = filter;
  const filters: SQL[] = [
    eq(messages.departmentUuid, filter.departmentUuid),
    eq(messages.customerUuid, filter.customerUuid),
  ];
  if (request.protocolsSupported?.length)
    filters.push(inArray(messages.protocol, request.protocolsSupported));
  if (typeof request.isManual === 'boolean') filters.push(eq(messages.isManual, request.isManual));

  const paged: SQL[] = [...filters, sql`${messages.kind} <> 'DRAFT'`];
  if (cursor) {
    const seen = request.messageUuidsReceivedAtSameTime?.filter(Boolean) ?? [];
    // The cursor's second again, below the earliest written message the previous page returned of
    // it (the whole second when none of those uuids is in the thread).
    const earliestSeen = sql`(select min(seen.id) from messages seen
      where seen.department_uuid = ${filter.departmentUuid} and seen.customer_uuid = ${filter.customerUuid}
        and seen.uuid in (${sql.join(
          seen.map((uuid) => sql`${uuid}`),
          sql`, `,
        )}))`;
    paged.push(
      seen.length
        ? (or(
            lt(messages.receivedOn, cursor),
            and(
              eq(messages.receivedOn, cursor),
              sql`${messages.id} < coalesce(${earliestSeen}, ${messages.id} + 1)`,
            ),
          ) as SQL)
        : lte(messages.receivedOn, cursor),
    );
  }
  const [rows, drafts] = await Promise.all([
    tx
      .select()
      .from(messages)
      .where(and(...paged))
      .orderBy(desc(messages.receivedOn), desc(messages.id))
      .limit(request.maxResults ?? 20),
    request.fetchDrafts
      ? tx
          .select()
          .from(messages)
          .where(and(...filters, eq(messages.kind, 'DRAFT')))
          .orderBy(desc(messages.scheduledOn), desc(messages.id))
          .limit(request.maxDraftsToBeFetched ?? 100)
      : Promise.resolve([]),
  ]);
  return { rows, drafts };
}

/** A thread of a department of the dealer: its assignment is changed only through both. */
type DealerThread = { dealerUuid: string; departmentUuid: string; customerUuid: string };

/** The department's uuid if the dealer holds it: the tenant condition of assignment changes. */
const dealerDepartment = (tx: Tx, thread: DealerThread) =>
  tx
    .select({ uuid: departments.uuid })
    .from(departments)
    .where(and(eq(departments.uuid, thread.departmentUuid), eq(departments.dealerUuid, thread.dealerUuid)));

export async function removeThreadAssignment(tx: Tx, thread: DealerThread): Promise<void> {
  await tx
    .delete(threadAssignments)
    .where(
      and(
        inArray(threadAssignments.departmentUuid, dealerDepartment(tx, thread)),
        eq(threadAssignments.customerUuid, thread.customerUuid),
      ),
    );
}

/** Gives the thread to one dealer associate, replacing the one it had. */
export async function assignThreadTo(
  tx: Tx,
  thread: DealerThread,
  dealerAssociateUuid: string,
): Promise<void> {
  await tx
    .insert(threadAssignments)
    .values({ departmentUuid: thread.departmentUuid, customerUuid: thread.customerUuid, dealerAssociateUuid })
    .onConflictDoUpdate({
      target: [threadAssignments.departmentUuid, threadAssignments.customerUuid],
      set: { dealerAssociateUuid, updatedAt: new Date() },
    });
}

type DealerDepartment = { dealerUuid: string; departmentUuid: string };

/**
 * Who a thread of the department can be given to: its current members (membership valid, person
 * not deactivated), not the department's service desk (its default dealer associate); `advisor`
 * (a user or dealer associate uuid) narrows it to one.
 */
async function selectAssignable(tx: Tx, where: DealerDepartment & { advisor?: string }): Promise<Assignee[]> {
  const rows = await selectDealerAssociatesWithUser(tx, {})
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, where.departmentUuid),
        eq(departments.dealerUuid, where.dealerUuid),
        eq(dealerAssociates.isValid, true),
        eq(dealerAssociates.isDefault, false),
        isNull(users.deactivatedAt),
        where.advisor === undefined
          ? undefined
          : or(eq(dealerAssociates.userUuid, where.advisor), eq(dealerAssociates.uuid, where.advisor)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(dealerAssociates.uuid))
    .limit(200);
  return rows.map((r) => ({ dealerAssociateUuid: r.uuid, userUuid: r.userUuid, name: displayNameOf(r) }));
}

/** The department's advisors a thread can be assigned to, by name. */
export const findAssignableAdvisors = (tx: Tx, department: DealerDepartment) =>
  selectAssignable(tx, department);

/** One advisor of the department a thread can be assigned to, or null (unknown, left, service desk). */
export async function findAssignableAdvisor(
  tx: Tx,
  department: DealerDepartment,
  advisor: string,
): Promise<Assignee | null> {
  const [row] = await selectAssignable(tx, { ...department, advisor });
  return row ?? null;
}
