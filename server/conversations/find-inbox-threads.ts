import { sql } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import type { InboxResponse, InboxThread } from './inbox.schemas';

type ThreadRow = {
  customer_uuid: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  is_business: boolean;
  phone_number: string | null;
  opt_in_status: 'OPTED_IN' | 'OPTED_OUT' | 'NONE' | null;
  email_address: string | null;
  unread_count: number | string;
  body: string | null;
  received_on: Date | string | null;
  direction: 'OUTGOING' | 'INCOMING' | null;
  protocol: string | null;
  kind: string | null;
  assignee_da_uuid: string | null;
  assignee_user_uuid: string | null;
  assignee_name: string | null;
};

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
  const department = input.params.departmentUUID;
  const search = input.query.search?.trim();
  const digits = search?.replace(/\D/g, '') ?? '';
  const like = `%${search?.toLowerCase() ?? ''}%`;
  const matches = search
    ? sql`(lower(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'') || ' ' || coalesce(c.company,'')) like ${like}
        or exists (select 1 from customer_emails e where e.customer_uuid = c.uuid and lower(e.email_address) like ${like})
        ${digits.length >= 4 ? sql`or exists (select 1 from customer_phones p where p.customer_uuid = c.uuid and p.phone_number like ${`%${digits}%`})` : sql``})`
    : input.query.assignedTo
      ? sql`true` // an assigned thread is the advisor's even before its first message
      : sql`exists (select 1 from messages m where m.department_uuid = ${department} and m.customer_uuid = c.uuid)`;
  const mine = input.query.assignedTo
    ? sql`and (ada.uuid = ${input.query.assignedTo} or ada.user_uuid = ${input.query.assignedTo})`
    : sql``;
  const rows = await ctx.db.execute<ThreadRow>(sql`
    select c.uuid as customer_uuid, c.first_name, c.last_name, c.company, c.is_business,
      p.phone_number, p.opt_in_status, e.email_address,
      (select count(*) from messages u where u.department_uuid = ${department} and u.customer_uuid = c.uuid
         and u.direction = 'INCOMING' and not u.is_read) as unread_count,
      last.body, last.received_on, last.direction, last.protocol, last.kind,
      ada.uuid as assignee_da_uuid, au.uuid as assignee_user_uuid,
      trim(au.first_name || ' ' || au.last_name) as assignee_name
    from customers c
    left join thread_assignments ta on ta.department_uuid = ${department} and ta.customer_uuid = c.uuid
    left join dealer_associates ada on ada.uuid = ta.dealer_associate_uuid
    left join users au on au.uuid = ada.user_uuid
    left join lateral (select phone_number, opt_in_status from customer_phones where customer_uuid = c.uuid
      order by is_preferred desc, created_at, uuid limit 1) p on true
    left join lateral (select email_address from customer_emails where customer_uuid = c.uuid
      order by is_preferred desc, created_at, uuid limit 1) e on true
    left join lateral (select body, received_on, direction, protocol, kind from messages m
      where m.department_uuid = ${department} and m.customer_uuid = c.uuid and m.kind <> 'DRAFT'
      order by received_on desc, id desc limit 1) last on true
    where c.dealer_uuid = ${dealerUuid} and ${matches} ${mine}
    order by last.received_on desc nulls last, c.last_name, c.first_name
    limit ${input.query.limit ?? 50}`);
  const threads: InboxThread[] = [...rows].map((r) => ({
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
