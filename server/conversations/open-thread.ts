import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Customer } from '../db/schema';
import { env } from '../env';
import { customerName } from '../messaging/customer-name';
import { findSender } from '../messaging/send-party-records';
import {
  findThreadContacts,
  getDealerCustomer,
  markIncomingMessagesRead,
  type ThreadContacts,
  takeCustomerLock,
} from './conversation-records';
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
  const customer = await getDealerCustomer(ctx.db, { dealerUuid, customerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const thread = { departmentUuid: departmentUUID, customerUuid };
  const expiresAt = new Date(Date.now() + env().CUSTOMER_LOCK_MINUTES * 60_000);
  await pipelinedTransaction(ctx.db, async (tx) => {
    await markIncomingMessagesRead(tx, thread);
    await takeCustomerLock(tx, { ...thread, dealerAssociateUuid: advisor.uuid, expiresAt });
  });
  const contacts = await findThreadContacts(ctx.db, thread);
  return {
    customerUuid,
    ...threadView(customer, contacts, advisor.uuid),
    requestUuid: ctx.requestId,
    errors: [],
  };
}

/** The customer's contacts and the thread's lock as the advisor sees them. */
function threadView(customer: Customer, contacts: ThreadContacts, advisorUuid: string) {
  const { lock, phones, emails } = contacts;
  return {
    customerName: customerName(customer),
    firstName: customer.firstName?.trim() || null,
    lastName: customer.lastName?.trim() || null,
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
          heldByYou: lock.dealerAssociateUuid === advisorUuid,
          holderName: `${lock.first} ${lock.last}`,
          expiresAt: lock.expiresAt.toISOString(),
        }
      : null,
  };
}
