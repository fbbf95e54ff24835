import { tenantOf, type UseCaseContext } from '../core/context';
import type { InboxResponse, InboxThread } from './inbox.schemas';
import { findInboxThreadRows } from './inbox-thread-records';

/**
 * The department's customer threads for the inbox, latest activity first: customers with messages
 * in the department, with unread (incoming, not read) counts and the last message. With a search,
 * any customer of the dealer matching name, phone or email (so an advisor can start a thread).
 */
export async function findInboxThreads(
  ctx: UseCaseContext,
  input: {
    params: { departmentUUID: string };
    query: { search?: string; limit?: number; assignedTo?: string };
  },
): Promise<InboxResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const rows = await findInboxThreadRows(ctx.db, {
    dealerUuid,
    departmentUuid: input.params.departmentUUID,
    search: input.query.search?.trim(),
    assignedTo: input.query.assignedTo,
    limit: input.query.limit ?? 50,
  });
  const threads: InboxThread[] = rows.map((r) => ({
    customerUuid: r.customer_uuid,
    customerName:
      r.is_business && r.company
        ? r.company
        : [r.first_name, r.last_name].filter(Boolean).join(' ') || r.company,
    phoneNumber: r.phone_number,
    optInStatus: r.opt_in_status,
    emailAddress: r.email_address,
    unreadCount: Number(r.unread_count),
    assignee:
      r.assignee_da_uuid && r.assignee_user_uuid
        ? {
            dealerAssociateUuid: r.assignee_da_uuid,
            userUuid: r.assignee_user_uuid,
            name: r.assignee_name ?? '',
          }
        : null,
    lastMessage:
      r.body !== null && r.received_on !== null
        ? {
            body: r.body,
            receivedOn: new Date(r.received_on).toISOString(),
            direction: r.direction ?? 'OUTGOING',
            protocol: r.protocol ?? 'NONE',
            kind: r.kind ?? 'MESSAGE',
          }
        : null,
  }));
  return { threads, requestUuid: ctx.requestId, errors: [] };
}
