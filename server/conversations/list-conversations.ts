import { and, desc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { messages } from '../db/schema';
import { customerName } from '../messaging/customer-name';
import { wholeSecond } from '../messaging/whole-second';
import { offsetDateTimeToInstant } from '../time/wall-clock';
import type { ConversationsRequest, ConversationsResponse } from './conversation.schemas';
import { getDealerCustomer } from './conversation-records';
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
 * A customer's thread in the department, newest first. Paging: messages older than
 * lastMessageReceivedOn, plus those at that same second not yet returned. Ties are ordered by uuid,
 * so "not yet returned" is "uuid below the smallest of messageUuidsReceivedAtSameTime":
 * no duplicates and no gaps however many messages share a second. Without the list the cursor
 * second is included again (the spec's "duplicates may be returned").
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
  const filters: SQL[] = [
    eq(messages.departmentUuid, departmentUUID),
    eq(messages.customerUuid, customerUuid),
  ];
  if (request.protocolsSupported?.length)
    filters.push(inArray(messages.protocol, request.protocolsSupported));
  if (typeof request.isManual === 'boolean') filters.push(eq(messages.isManual, request.isManual));

  const paged: SQL[] = [...filters, sql`${messages.kind} <> 'DRAFT'`];
  if (request.lastMessageReceivedOn) {
    const cursor = parseCursor(request.lastMessageReceivedOn);
    const seen = request.messageUuidsReceivedAtSameTime?.filter(Boolean) ?? [];
    if (seen.length) {
      // The smallest uuid already returned, compared in the database's own collation, the same one
      // that orders ties below, so the thread index serves both.
      const lowest = sql`least(${sql.join(
        seen.map((uuid) => sql`${uuid}::text`),
        sql`, `,
      )})`;
      paged.push(
        or(
          lt(messages.receivedOn, cursor),
          and(eq(messages.receivedOn, cursor), sql`${messages.uuid} < ${lowest}`),
        ) as SQL,
      );
    } else {
      paged.push(lte(messages.receivedOn, cursor));
    }
  }
  const [rows, drafts] = await Promise.all([
    ctx.db
      .select()
      .from(messages)
      .where(and(...paged))
      .orderBy(desc(messages.receivedOn), desc(messages.uuid))
      .limit(request.maxResults ?? 20),
    request.fetchDrafts
      ? ctx.db
          .select()
          .from(messages)
          .where(and(...filters, eq(messages.kind, 'DRAFT')))
          .orderBy(desc(messages.scheduledOn), desc(messages.id))
          .limit(request.maxDraftsToBeFetched ?? 100)
      : Promise.resolve([]),
  ]);
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
