import { tenantOf, type UseCaseContext } from '../core/context';
import type { UnreadCountResponse } from './inbox.schemas';
import { countUnreadIncoming } from './inbox-thread-records';

/**
 * How much of the department's inbox is unread: incoming messages nobody opened yet, and the
 * threads holding them. The same messages the inbox counts per thread; opening a thread reads them.
 */
export async function countUnreadMessages(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string } },
): Promise<UnreadCountResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const unread = await countUnreadIncoming(ctx.db, {
    dealerUuid,
    departmentUuid: input.params.departmentUUID,
  });
  return {
    unreadCount: unread.messages,
    unreadThreads: unread.threads,
    requestUuid: ctx.requestId,
    errors: [],
  };
}
