import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { customerName } from '../messaging/customer-name';
import { wholeSecond } from '../messaging/whole-second';
import { offsetDateTimeToInstant } from '../time/wall-clock';
import type { ConversationsRequest, ConversationsResponse } from './conversation.schemas';
import { findThreadMessages, getDealerCustomer } from './conversation-records';
import { toMessageRecord } from './message-wire';

/** ISO 8601 with a numeric offset (+0700 or +07:00) or Z; seconds precision, milliseconds allowed. */
const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;

export function parseCursor(value: string): Date {
  const instant = cursorPattern.test(value) ? offsetDateTimeToInstant(value) : null;
  if (!instant) {
    throw new DomainError(
      'INVALID_REQUEST',
      "lastMessageReceivedOn must look like yyyy-MM-dd'T'HH:mm:ssZ, e.g. 2025-01-01T00:00:00+0700",
    );
  }
  return wholeSecond(instant);
}

/**
 * A customer's thread in the department, newest first. Messages of the same second are in the
 * order they were written, newest first. Paging: messages older than lastMessageReceivedOn, plus
 * those at that same second written before every message of messageUuidsReceivedAtSameTime (the
 * previous page's at that second): no duplicates and no gaps however many messages share a second.
 * Without the list the cursor second is included again (the spec's "duplicates may be returned").
 */
export async function listConversations(
  ctx: UseCaseContext,
  input: {
    params: { departmentUUID: string; userUuid: string; customerUuid: string };
    body: ConversationsRequest;
  },
): Promise<ConversationsResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const { departmentUUID, customerUuid } = input.params;
  const customer = await getDealerCustomer(ctx.db, { dealerUuid, customerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const request = input.body ?? {};
  const cursor = request.lastMessageReceivedOn ? parseCursor(request.lastMessageReceivedOn) : null;
  const { rows, drafts } = await findThreadMessages(ctx.db, {
    departmentUuid: departmentUUID,
    customerUuid,
    request,
    cursor,
  });
  const name = customerName(customer);
  return {
    messagesMap: {
      MESSAGES: rows.map((m) => toMessageRecord(m, name)),
      DRAFT: drafts.map((m) => toMessageRecord(m, name)),
    },
    requestUuid: ctx.requestId,
    errors: [],
    warnings: [],
  };
}
