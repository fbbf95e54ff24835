import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { renderedOnce } from '../db/prepared';
import {
  appointmentServices,
  appointments,
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  repairOrders,
  transportOptions,
  users,
  vehicles,
} from '../db/schema';

/**
 * Which appointments to load, in which order: conditions and ordering on `appointments` columns,
 * as a use case writes them for a drizzle query.
 */
export type WireQuery = {
  where: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
};

// The selected appointments form a subquery named "a"; the other names are its related records.
const a = alias(appointments, 'a');
const d = alias(dealers, 'd');
const c = alias(customers, 'c');
const v = alias(vehicles, 'v');
const assignedDa = alias(dealerAssociates, 'assigned_da');
const assignedUser = alias(users, 'assigned_user');
const creatorDa = alias(dealerAssociates, 'creator_da');
const t = alias(transportOptions, 't');
const o = alias(repairOrders, 'o');
const ph = alias(customerPhones, 'ph');
const em = alias(customerEmails, 'em');
const s = alias(appointmentServices, 's');

/**
 * A value PostgreSQL does not look at when it plans: `(select $n::type)`, computed once per run.
 * A prepared statement is planned for each call's values (a custom plan) until a plan for any
 * values (the generic plan, made once) is estimated no dearer; for the look-ups' statements the
 * given values' estimates came out a little cheaper every time, so PostgreSQL planned them on every
 * call (a third of the list's database time). With their values hidden both plans are the same, and
 * the generic one is kept from the sixth call on. Index conditions take such a value as they take
 * a parameter.
 */
export const unplanned = (value: unknown, type: 'text' | 'date' | 'int') =>
  sql`(select ${value}::${sql.raw(type)})`;

/** `yyyy-MM-ddTHH:mm:ss` in the dealer's zone, as instantToWallClock writes it. */
const wallClock = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone coalesce(${d.timeZone}, 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS')`;

type PageOptions = {
  /** What to select of each appointment: all of its columns unless given. */
  columns?: SQL;
  /** Limit and offset hidden from the planner, as the list's conditions are (see `unplanned`). */
  pagingUnplanned?: boolean;
};

/** The selected appointments, numbered in the requested order. */
function pageOf(q: WireQuery, options: PageOptions = {}): SQL {
  const columns = options.columns ?? sql`${appointments}.*`;
  const value = (n: number) => (options.pagingUnplanned ? unplanned(n, 'int') : sql`${n}`);
  const where = q.where ? sql` where ${q.where}` : sql``;
  const order = q.orderBy?.length ? sql` order by ${sql.join(q.orderBy, sql`, `)}` : sql``;
  const limit = q.limit === undefined ? sql`` : sql` limit ${value(q.limit)}`;
  const offset = q.offset ? sql` offset ${value(q.offset)}` : sql``;
  return sql`select ${columns}, row_number() over (${order}) as "ord" from ${appointments}${where}${order}${limit}${offset}`;
}

/**
 * A page of the selected appointments, numbered in the requested order: their uuids sorted and cut
 * first (from the index entries alone where the index holds the order's columns and the uuid, as
 * appointments_department_date_idx does for a date range), then only the page's rows read.
 */
function narrowPageOf(q: WireQuery & { limit: number }): SQL {
  const page = pageOf(q, { columns: sql`${appointments.uuid} as "pageUuid"`, pagingUnplanned: true });
  return sql`select ${appointments}.*, "page"."ord" from (${page}) as "page"
    join ${appointments} on ${appointments.uuid} = "page"."pageUuid"`;
}

/**
 * One row per appointment (a WireRow) with everything one-per-appointment joined in. Plain
 * columns: parsing them costs the server less than PostgreSQL's JSON output of the same values.
 * The service lines come from a statement of their own (serviceLinesQuery).
 */
const appointmentColumns =
  renderedOnce(sql`${a.uuid} as "uuid", ${a.dealerUuid} as "dealerUuid", ${a.departmentUuid} as "departmentUuid",
    coalesce(${d.timeZone}, 'UTC') as "timeZone", ${a.status} as "status", ${a.localDate} as "localDate",
    ${wallClock(a.startAt)} as "start", ${wallClock(a.endAt)} as "end",
    ${a.platform} as "platform", ${a.source} as "source", ${a.appointmentKey} as "appointmentKey",
    ${a.customerUuid} as "customerUuid", ${c.firstName} as "firstName", ${c.lastName} as "lastName",
    ${c.company} as "company", ${c.isBusiness} as "isBusiness", ${c.customerKey} as "customerKey",
    ${c.preferredLocale} as "preferredLocale", ${ph.phoneNumber} as "phone", ${em.emailAddress} as "email",
    ${v.uuid} as "vehicleUuid", ${v.vin} as "vin", ${v.vehicleKey} as "vehicleKey", ${v.make} as "make",
    ${v.model} as "model", ${v.year} as "year", ${v.trim} as "trim", ${v.engine} as "engine",
    ${v.mileage} as "mileage", ${v.dealerUuid} as "vehicleDealerUuid",
    ${o.uuid} as "orderUuid", ${o.orderNumber} as "orderNumber", ${o.orderDate} as "orderDate",
    ${o.orderType} as "orderType",
    ${a.assignedDealerAssociateUuid} as "assignedDealerAssociateUuid", ${assignedUser.uuid} as "assignedUserUuid",
    ${assignedUser.firstName} as "assignedFirstName", ${assignedUser.lastName} as "assignedLastName",
    ${a.creatorDealerAssociateUuid} as "creatorDealerAssociateUuid", ${creatorDa.userUuid} as "creatorUserUuid",
    ${a.teamUuid} as "teamUuid",
    ${t.uuid} as "optionUuid", ${t.optionName} as "optionName", ${t.customName} as "optionCustomName",
    ${a.altTransportation} as "altTransportation", ${a.bookingId} as "bookingId",
    ${a.bookInThirdParty} as "bookInThirdParty", ${a.preferences} as "preferences",
    ${a.comments} as "comments", ${a.internalNotes} as "internalNotes", ${a.mileageText} as "mileageText",
    ${a.recall} as "recall", ${a.pushToDms} as "pushToDms", ${a.reminderCount} as "reminderCount",
    ${a.isOverridden} as "isOverridden", ${a.overrideFutureNoPrefAppointment} as "overrideFutureNoPrefAppointment",
    ${a.draftUuid} as "draftUuid", ${a.pdrToOpcodes} as "pdrToOpcodes",
    ${a.deferredRecallList} as "deferredRecallList", ${a.pickupDeliveryTripEvent} as "pickupDeliveryTripEvent",
    ${a.sdSessionId} as "sdSessionId", ${a.metaData} as "metaData",
    ${a.createdAt} as "createdAt", ${a.updatedAt} as "updatedAt"`);

/**
 * A related record as a lateral subquery. `offset 0` keeps PostgreSQL from folding it into one
 * big join, whose join orders it would otherwise weigh on every call: planning that costs more
 * than running these look-ups, which are by key and memoized.
 */
const lookUp = (name: SQLWrapper, select: SQL) => sql`left join lateral (${select} offset 0) ${name} on true`;

/** The dealer's time zone, the customer and the customer's preferred phone and e-mail. */
function dealerAndCustomerLookUps(): SQL[] {
  return [
    lookUp(d, sql`select ${d.timeZone} from ${dealers} ${d} where ${d.uuid} = ${a.dealerUuid}`),
    lookUp(
      c,
      sql`select ${c.firstName}, ${c.lastName}, ${c.company}, ${c.isBusiness}, ${c.customerKey}, ${c.preferredLocale}
          from ${customers} ${c} where ${c.uuid} = ${a.customerUuid}`,
    ),
    // The preferred phone and e-mail, through their partial hash indexes; should several be marked
    // preferred, the first by number or address (as the unique index on customer and number gave them).
    lookUp(
      ph,
      sql`select ${ph.phoneNumber} from ${customerPhones} ${ph}
          where ${ph.customerUuid} = ${a.customerUuid} and ${ph.isPreferred} order by ${ph.phoneNumber} limit 1`,
    ),
    lookUp(
      em,
      sql`select ${em.emailAddress} from ${customerEmails} ${em}
          where ${em.customerUuid} = ${a.customerUuid} and ${em.isPreferred} order by ${em.emailAddress} limit 1`,
    ),
  ];
}

/** The vehicle, the advisor and creator, the transport option and the repair order. */
function visitLookUps(): SQL[] {
  return [
    lookUp(
      v,
      sql`select ${v.uuid}, ${v.vin}, ${v.vehicleKey}, ${v.make}, ${v.model}, ${v.year}, ${v.trim}, ${v.engine},
          ${v.mileage}, ${v.dealerUuid} from ${vehicles} ${v} where ${v.uuid} = ${a.vehicleUuid}`,
    ),
    lookUp(
      assignedUser,
      sql`select ${assignedUser.uuid}, ${assignedUser.firstName}, ${assignedUser.lastName}
          from ${dealerAssociates} ${assignedDa} join ${users} ${assignedUser} on ${assignedUser.uuid} = ${assignedDa.userUuid}
          where ${assignedDa.uuid} = ${a.assignedDealerAssociateUuid}`,
    ),
    lookUp(
      creatorDa,
      sql`select ${creatorDa.userUuid} from ${dealerAssociates} ${creatorDa}
          where ${creatorDa.uuid} = ${a.creatorDealerAssociateUuid}`,
    ),
    lookUp(
      t,
      sql`select ${t.uuid}, ${t.optionName}, ${t.customName} from ${transportOptions} ${t}
          where ${t.uuid} = ${a.transportOptionUuid}`,
    ),
    lookUp(
      o,
      sql`select ${o.uuid}, ${o.orderNumber}, ${o.orderDate}, ${o.orderType} from ${repairOrders} ${o}
          where ${o.appointmentUuid} = ${a.uuid}`,
    ),
  ];
}

const appointmentJoins = renderedOnce(sql.join([...dealerAndCustomerLookUps(), ...visitLookUps()], sql`\n`));

/** The selected appointments as WireRows; `total` fills a column of its own (a count, or null). */
export const appointmentsQuery = (q: WireQuery, total: SQL) =>
  sql`select ${appointmentColumns}, ${total} as "total" from (${pageOf(q)}) as ${a} ${appointmentJoins} order by ${a}."ord"`;

/** A page of the selected appointments as WireRows (see narrowPageOf), with `total` as in appointmentsQuery. */
export const appointmentPageQuery = (q: WireQuery & { limit: number }, total: SQL) =>
  sql`select ${appointmentColumns}, ${total} as "total" from (${narrowPageOf(q)}) as ${a} ${appointmentJoins} order by ${a}."ord"`;

/** The number of appointments `where` matches. */
export const countOf = (where: SQL | undefined) =>
  sql`select count(*)::int from ${appointments}${where ? sql` where ${where}` : sql``}`;

/**
 * The service lines of the appointments `match` selects (a condition on their appointment's uuid),
 * one row each, named and typed as the wire's service item plus the appointment's uuid; numbers
 * as PostgreSQL writes them. Ordered by appointment, then as the wire lists them; read through
 * appointment_services_appointment_hash_idx. Building the wire objects is left to the server: PostgreSQL
 * assembling them as JSON, which the server then parsed again, was two thirds of a look-up's time.
 */
export const serviceLinesQuery = (match: (appointmentUuid: SQLWrapper) => SQL) => sql`select
    ${s.appointmentUuid} as "appointmentUuid", ${s.uuid} as "serviceUuid", ${s.title} as "title",
    ${s.laborOpCode} as "laborOpCode", ${s.description} as "description", ${s.opCodeName} as "opCodeName",
    ${s.price}::text as "price", ${s.laborTotal}::text as "laborTotal", ${s.partsTotal}::text as "partsTotal",
    ${s.shopFees}::text as "shopFees", ${s.taxes}::text as "taxes", ${s.payType} as "payType",
    ${s.sortOrder}::text as "sortOrder", ${s.recallId} as "recallID", ${s.parentTitle} as "parentTitle",
    ${s.menuUuid} as "menuUuid", ${s.operationType} as "operationType", ${s.operationUuid} as "operationUuid",
    ${s.isCustomConcern} as "isCustomConcern", ${s.durationMinutes}::text as "durationInMins",
    ${s.parentOpcodeUuid} as "parentOpcodeUuid"
  from ${appointmentServices} ${s} where ${match(s.appointmentUuid)}
  order by ${s.appointmentUuid}, ${s.sortOrder}, ${s.uuid}`;
