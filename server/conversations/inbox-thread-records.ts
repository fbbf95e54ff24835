import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export type ThreadRow = {
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
 * The inbox's rows: customers of the dealer with messages in the department (or, with a search, any
 * matching name, phone or email; with assignedTo, the threads given to that advisor), each with its
 * preferred phone and email, unread count, last message and assignee, latest activity first.
 */
export async function findInboxThreadRows(
  tx: Tx,
  filter: { dealerUuid: string; departmentUuid: string; search?: string; assignedTo?: string; limit: number },
): Promise<ThreadRow[]> {
  const { search, dealerUuid } = filter;
  const department = filter.departmentUuid;
  const digits = search?.replace(/\D/g, '') ?? '';
  const like = `%${search?.toLowerCase() ?? ''}%`;
  const matches = search
    ? sql`(lower(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'') || ' ' || coalesce(c.company,'')) like ${like}
        or exists (select 1 from customer_emails e where e.customer_uuid = c.uuid and lower(e.email_address) like ${like})
        ${digits.length >= 4 ? sql`or exists (select 1 from customer_phones p where p.customer_uuid = c.uuid and p.phone_number like ${`%${digits}%`})` : sql``})`
    : filter.assignedTo
      ? sql`true` // an assigned thread is the advisor's even before its first message
      : sql`exists (select 1 from messages m where m.department_uuid = ${department} and m.customer_uuid = c.uuid)`;
  const mine = filter.assignedTo
    ? sql`and (ada.uuid = ${filter.assignedTo} or ada.user_uuid = ${filter.assignedTo})`
    : sql``;
  const rows = await tx.execute<ThreadRow>(sql`
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
    limit ${filter.limit}`);
  return [...rows];
}

/**
 * The department's incoming messages not yet read, and how many customer threads hold them: the
 * navigation's unread badge, polled from every page (served by the partial index of unread messages).
 */
export async function countUnreadIncoming(
  tx: Tx,
  filter: { dealerUuid: string; departmentUuid: string },
): Promise<{ messages: number; threads: number }> {
  const [row] = await tx.execute<{ messages: number | string; threads: number | string }>(sql`
    select count(*) as messages, count(distinct m.customer_uuid) as threads
    from messages m
    where m.department_uuid = ${filter.departmentUuid} and m.dealer_uuid = ${filter.dealerUuid}
      and m.direction = 'INCOMING' and not m.is_read`);
  return { messages: Number(row?.messages ?? 0), threads: Number(row?.threads ?? 0) };
}
