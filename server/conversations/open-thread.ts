import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import {
  customerEmails,
  customerLocks,
  customerPhones,
  customers,
  dealerAssociates,
  messages,
  users,
} from '../db/schema';
import { env } from '../env';
import { newUuid } from '../ids';
import { customerName, findSender } from '../messaging/send-message-to-customer';
import type { OpenThreadResponse } from './inbox.schemas';

/**
 * An advisor opens a customer's thread in the inbox: incoming messages become read and the
 * customer is locked to the advisor for CUSTOMER_LOCK_MINUTES (renewed on every open), unless
 * another advisor holds an unexpired lock, which is reported instead.
 */
export async function openThread(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; userUuid: string; customerUuid: string } },
): Promise<OpenThreadResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const { departmentUUID, customerUuid } = input.params;
  const advisor = await findSender(ctx.db, departmentUUID, input.params.userUuid);
  if (!advisor)
    throw new DomainError(
      'INVALID_USER',
      `User ${input.params.userUuid} is not a dealer associate of the department`,
    );
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.uuid, customerUuid), eq(customers.dealerUuid, dealerUuid)));
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const expiresAt = new Date(Date.now() + env().CUSTOMER_LOCK_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ isRead: true })
      .where(
        and(
          eq(messages.departmentUuid, departmentUUID),
          eq(messages.customerUuid, customerUuid),
          eq(messages.direction, 'INCOMING'),
          eq(messages.isRead, false),
        ),
      );
    await tx
      .insert(customerLocks)
      .values({
        uuid: newUuid(),
        departmentUuid: departmentUUID,
        customerUuid,
        dealerAssociateUuid: advisor.uuid,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [customerLocks.departmentUuid, customerLocks.customerUuid],
        set: { dealerAssociateUuid: advisor.uuid, expiresAt },
        // Take over only a lock that is ours or has run out.
        setWhere: sql`${customerLocks.dealerAssociateUuid} = ${advisor.uuid} or ${customerLocks.expiresAt} <= now()`,
      });
  });
  const [[lock], phones, emails] = await Promise.all([
    ctx.db
      .select({
        dealerAssociateUuid: customerLocks.dealerAssociateUuid,
        expiresAt: customerLocks.expiresAt,
        first: users.firstName,
        last: users.lastName,
      })
      .from(customerLocks)
      .innerJoin(dealerAssociates, eq(dealerAssociates.uuid, customerLocks.dealerAssociateUuid))
      .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
      .where(
        and(eq(customerLocks.departmentUuid, departmentUUID), eq(customerLocks.customerUuid, customerUuid)),
      ),
    ctx.db
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerUuid, customerUuid))
      .orderBy(desc(customerPhones.isPreferred), asc(customerPhones.createdAt)),
    ctx.db
      .select()
      .from(customerEmails)
      .where(eq(customerEmails.customerUuid, customerUuid))
      .orderBy(desc(customerEmails.isPreferred), asc(customerEmails.createdAt)),
  ]);
  return {
    customerUuid,
    customerName: customerName(customer),
    phones: phones.map((p) => ({
      phoneNumber: p.phoneNumber,
      optInStatus: p.optInStatus,
      okToText: p.okToText,
      isPreferred: p.isPreferred,
    })),
    emails: emails.map((e) => ({
      emailAddress: e.emailAddress,
      okToEmail: e.okToEmail,
      isPreferred: e.isPreferred,
    })),
    lock: lock
      ? {
          heldByYou: lock.dealerAssociateUuid === advisor.uuid,
          holderName: `${lock.first} ${lock.last}`,
          expiresAt: lock.expiresAt.toISOString(),
        }
      : null,
    requestUuid: ctx.requestId,
    errors: [],
  };
}
