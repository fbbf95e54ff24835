import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  type Appointment,
  type AppointmentPlatform,
  type AppointmentPreferences,
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
import { statement } from '../db/statement';
import type { AppointmentOut } from './appointment.schemas';
import { isCancelledStatus } from './statuses';

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

const dialect = new PgDialect();

/**
 * A fixed part of the queries, rendered to text once: rendering this wide select with drizzle on
 * every call costs about as much as PostgreSQL takes to plan it.
 */
function renderedOnce(build: () => SQL): () => SQL {
  let text: string | undefined;
  return () => {
    if (text === undefined) {
      const query = dialect.sqlToQuery(build());
      if (query.params.length > 0) throw new Error('a fixed query part must not take parameters');
      text = query.sql;
    }
    return sql.raw(text);
  };
}

/** `yyyy-MM-ddTHH:mm:ss` in the dealer's zone, as instantToWallClock writes it. */
const wallClock = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone coalesce(${d.timeZone}, 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The selected appointments, numbered in the requested order. */
function pageOf(q: WireQuery): SQL {
  const where = q.where ? sql` where ${q.where}` : sql``;
  const order = q.orderBy?.length ? sql` order by ${sql.join(q.orderBy, sql`, `)}` : sql``;
  const limit = q.limit === undefined ? sql`` : sql` limit ${q.limit}`;
  const offset = q.offset ? sql` offset ${q.offset}` : sql``;
  return sql`select ${appointments}.*, row_number() over (${order}) as "ord" from ${appointments}${where}${order}${limit}${offset}`;
}

type WireRow = {
  uuid: string;
  dealerUuid: string;
  departmentUuid: string;
  timeZone: string;
  status: string;
  localDate: string;
  start: string;
  end: string;
  platform: AppointmentPlatform;
  appointmentKey: string | null;
  customerUuid: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  isBusiness: boolean | null;
  customerKey: string | null;
  preferredLocale: string | null;
  phone: string | null;
  email: string | null;
  vehicleUuid: string | null;
  vin: string | null;
  vehicleKey: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  trim: string | null;
  engine: string | null;
  mileage: number | null;
  vehicleDealerUuid: string;
  orderUuid: string | null;
  orderNumber: string;
  orderDate: string;
  orderType: string;
  assignedDealerAssociateUuid: string | null;
  assignedUserUuid: string | null;
  assignedFirstName: string | null;
  assignedLastName: string | null;
  creatorDealerAssociateUuid: string | null;
  creatorUserUuid: string | null;
  teamUuid: string | null;
  optionUuid: string | null;
  optionName: string | null;
  optionCustomName: string | null;
  altTransportation: string | null;
  bookingId: string | null;
  bookInThirdParty: boolean;
  preferences: unknown;
  comments: string | null;
  internalNotes: string | null;
  mileageText: string | null;
  recall: boolean;
  pushToDms: boolean;
  reminderCount: number;
  isOverridden: boolean;
  overrideFutureNoPrefAppointment: boolean;
  draftUuid: string | null;
  pdrToOpcodes: unknown;
  deferredRecallList: unknown;
  pickupDeliveryTripEvent: unknown;
  sdSessionId: string | null;
  metaData: unknown;
  /** timestamptz as the server writes it; read with `new Date` as drizzle does for the table */
  createdAt: string;
  updatedAt: string;
  serviceList: AppointmentOut['serviceList'] | null;
};

/**
 * The appointment's service lines as wire objects, or null without any: built by PostgreSQL, so
 * that one query returns everything.
 */
const serviceList = sql`(
  select json_agg(json_build_object(
    'serviceUuid', ${s.uuid},
    'title', ${s.title},
    'laborOpCode', ${s.laborOpCode},
    'description', ${s.description},
    'opCodeName', ${s.opCodeName},
    'price', ${s.price}::text,
    'laborTotal', ${s.laborTotal}::text,
    'partsTotal', ${s.partsTotal}::text,
    'shopFees', ${s.shopFees}::text,
    'taxes', ${s.taxes}::text,
    'payType', ${s.payType},
    'sortOrder', ${s.sortOrder}::text,
    'recallID', ${s.recallId},
    'parentTitle', ${s.parentTitle},
    'menuUuid', ${s.menuUuid},
    'operationType', ${s.operationType},
    'operationUuid', ${s.operationUuid},
    'isCustomConcern', ${s.isCustomConcern},
    'durationInMins', ${s.durationMinutes}::text,
    'parentOpcodeUuid', ${s.parentOpcodeUuid}
  ) order by ${s.sortOrder}, ${s.uuid})
  from ${appointmentServices} ${s} where ${s.appointmentUuid} = ${a.uuid}
)`;

/**
 * One row per appointment with everything one-per-appointment joined in. Plain columns: parsing
 * them costs the server less than PostgreSQL's JSON output of the same values.
 */
const appointmentColumns = renderedOnce(
  () => sql`${a.uuid} as "uuid", ${a.dealerUuid} as "dealerUuid", ${a.departmentUuid} as "departmentUuid",
    coalesce(${d.timeZone}, 'UTC') as "timeZone", ${a.status} as "status", ${a.localDate} as "localDate",
    ${wallClock(a.startAt)} as "start", ${wallClock(a.endAt)} as "end",
    ${a.platform} as "platform", ${a.appointmentKey} as "appointmentKey",
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
    ${a.createdAt} as "createdAt", ${a.updatedAt} as "updatedAt",
    ${serviceList} as "serviceList"`,
);
/**
 * A related record as a lateral subquery. `offset 0` keeps PostgreSQL from folding it into one
 * big join, whose join orders it would otherwise weigh on every call: planning that costs more
 * than running these look-ups, which are by key and memoized.
 */
const lookUp = (name: SQLWrapper, select: SQL) => sql`left join lateral (${select} offset 0) ${name} on true`;

const appointmentJoins = renderedOnce(() =>
  sql.join(
    [
      lookUp(d, sql`select ${d.timeZone} from ${dealers} ${d} where ${d.uuid} = ${a.dealerUuid}`),
      lookUp(
        c,
        sql`select ${c.firstName}, ${c.lastName}, ${c.company}, ${c.isBusiness}, ${c.customerKey}, ${c.preferredLocale}
          from ${customers} ${c} where ${c.uuid} = ${a.customerUuid}`,
      ),
      // The preferred phone and e-mail (any one of them should several be marked preferred).
      lookUp(
        ph,
        sql`select ${ph.phoneNumber} from ${customerPhones} ${ph}
          where ${ph.customerUuid} = ${a.customerUuid} and ${ph.isPreferred} limit 1`,
      ),
      lookUp(
        em,
        sql`select ${em.emailAddress} from ${customerEmails} ${em}
          where ${em.customerUuid} = ${a.customerUuid} and ${em.isPreferred} limit 1`,
      ),
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
    ],
    sql`\n`,
  ),
);

/** The selected appointments as WireRows; `total` fills a column of its own (a count, or null). */
const appointmentsQuery = (q: WireQuery, total: SQL) =>
  sql`select ${appointmentColumns()}, ${total} as "total" from (${pageOf(q)}) as ${a} ${appointmentJoins()} order by ${a}."ord"`;

/**
 * A jsonb value as drizzle reads the table's columns: the driver has parsed it, and a JSON string
 * that itself holds JSON is parsed once more.
 */
function readJsonb<T>(value: unknown): T {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return value as T;
    }
  }
  return value as T;
}

const numberText = (value: number | null) => (value === null ? null : String(value));

/** The wire object (wire-facts §2.8) of one appointment row. */
function wireAppointment(r: WireRow): AppointmentOut {
  const preferences = readJsonb<AppointmentPreferences | null>(r.preferences);
  const metaData = readJsonb<Record<string, unknown> | null>(r.metaData);
  return {
    uuid: r.uuid,
    appointmentUuid: r.uuid,
    dealerUuid: r.dealerUuid,
    departmentUuid: r.departmentUuid,
    timeZone: r.timeZone,
    status: r.status,
    isCancelled: isCancelledStatus(r.status),
    date: r.localDate,
    startTime: r.start,
    endTime: r.end,
    appointmentStartDateTime: r.start,
    appointmentEndDateTime: r.end,
    preferredDate: r.localDate,
    platform: r.platform,
    appointmentSource: r.platform,
    appointmentKey: r.appointmentKey,
    customerInformation: {
      uuid: r.customerUuid,
      firstName: r.firstName,
      lastName: r.lastName,
      company: r.company,
      isBusiness: r.isBusiness ?? false,
      customerKey: r.customerKey,
      confirmationPhone: preferences?.confirmationPhoneNumber ?? r.phone ?? null,
      confirmationEmail: preferences?.confirmationEmail ?? r.email ?? null,
      custLocale: r.preferredLocale ?? 'en-us',
    },
    vehicleInformation:
      r.vehicleUuid !== null
        ? {
            uuid: r.vehicleUuid,
            vin: r.vin,
            vehicleKey: r.vehicleKey,
            brand: r.make,
            model: r.model,
            year: numberText(r.year),
            trim: r.trim,
            engine: r.engine,
            mileage: numberText(r.mileage),
            dealerUuid: r.vehicleDealerUuid,
          }
        : null,
    orderInformation:
      r.orderUuid !== null
        ? { uuid: r.orderUuid, orderNumber: r.orderNumber, orderDate: r.orderDate, orderType: r.orderType }
        : null,
    assignedAdvisorUuid: r.assignedDealerAssociateUuid,
    assignedAdvisorUserUuid: r.assignedUserUuid,
    assignedAdvisorName: r.assignedUserUuid ? `${r.assignedFirstName} ${r.assignedLastName}` : null,
    creatorAdvisorUuid: r.creatorDealerAssociateUuid,
    creatorAdvisorUserUuid: r.creatorUserUuid,
    teamUuid: r.teamUuid,
    transportOption:
      r.optionUuid !== null || r.altTransportation
        ? {
            transportOptionUuid: r.optionUuid,
            transportation: r.optionName,
            altTransportation: r.altTransportation ?? r.optionCustomName ?? null,
            bookingID: r.bookingId,
            bookInThirdParty: r.bookInThirdParty,
          }
        : null,
    serviceList: r.serviceList ?? [],
    appointmentCommunicationPreferences: preferences ?? null,
    comments: r.comments,
    internalNotes: r.internalNotes,
    mileageText: r.mileageText,
    recall: r.recall,
    pushToDms: r.pushToDms,
    reminderCount: r.reminderCount,
    isOverridden: r.isOverridden,
    overrideFutureNoPrefAppointment: r.overrideFutureNoPrefAppointment,
    draftUuid: r.draftUuid,
    pdrToOpcodes: readJsonb<unknown>(r.pdrToOpcodes) ?? null,
    deferredRecallDTOList: readJsonb<unknown[] | null>(r.deferredRecallList) ?? [],
    pickupDeliveryTripEvent: readJsonb<unknown>(r.pickupDeliveryTripEvent) ?? null,
    sdSessionId: r.sdSessionId,
    dispatchCode: null,
    customerVehicleInspectionId: null,
    appointmentMetaData: metaData ?? null,
    sarmetaData: metaData ?? null,
    createdDateTime: new Date(r.createdAt).toISOString(),
    updatedDateTime: new Date(r.updatedAt).toISOString(),
  };
}

async function selectWire(tx: Tx, q: WireQuery, total: SQL) {
  const rows = await tx.execute<WireRow & { total: number | null }>(appointmentsQuery(q, total));
  return { items: rows.map(wireAppointment), total: rows[0]?.total ?? null };
}

// The read-back of every create and update; a statement, built once and sent the moment it is
// called, so that it travels in the round trip of the write before it.
const wireAppointmentOfUuid = statement<{ uuid: string }, WireRow>((_, v) =>
  appointmentsQuery({ where: sql`${appointments.uuid} = ${v.uuid}` }, sql`null::int`),
);

/** The wire object of one appointment, or none. */
export async function selectWireAppointment(tx: Tx, uuid: string): Promise<AppointmentOut | undefined> {
  const [row] = await wireAppointmentOfUuid(tx, { uuid });
  return row ? wireAppointment(row) : undefined;
}

/** Wire objects of the appointments `q` selects, in its order, in one query. */
export async function selectWireAppointments(tx: Tx, q: WireQuery): Promise<AppointmentOut[]> {
  return (await selectWire(tx, q, sql`null::int`)).items;
}

/** `uuid = any(array)`: one statement text whatever the number of uuids. */
export const uuidIn = (uuids: string[]) => sql`${appointments.uuid} = any(${sql.param(uuids)})`;

const countOf = (where: SQL | undefined) =>
  sql`select count(*)::int from ${appointments}${where ? sql` where ${where}` : sql``}`;

/**
 * A page of wire appointments and the number of all that `q.where` matches, counted in the same
 * query (a page past the end needs a second one).
 */
export async function selectWireAppointmentPage(
  tx: Tx,
  q: WireQuery & { limit: number; offset: number },
): Promise<{ items: AppointmentOut[]; total: number }> {
  const { items, total } = await selectWire(tx, q, sql`(${countOf(q.where)})`);
  if (total !== null) return { items, total };
  if (q.offset === 0) return { items, total: 0 };
  const [count] = await tx.execute<{ count: number }>(countOf(q.where));
  return { items, total: count?.count ?? 0 };
}

/** Appointment rows as wire objects (wire-facts §2.8), in the rows' order. */
export async function loadWireAppointments(tx: Tx, rows: Appointment[]): Promise<AppointmentOut[]> {
  if (rows.length === 0) return [];
  const wire = await selectWireAppointments(tx, { where: uuidIn(rows.map((r) => r.uuid)) });
  const byUuid = new Map(wire.map((w) => [w.uuid, w]));
  return rows.flatMap((r) => byUuid.get(r.uuid) ?? []);
}
