import type { AppointmentPlatform, AppointmentPreferences } from '../db/schema';
import { type AppointmentOut, preferencesSchema } from './appointment.schemas';
import { isCancelledStatus } from './statuses';

/** One appointment as the wire query reads it: its columns and its related records' columns. */
export type WireRow = {
  uuid: string;
  dealerUuid: string;
  departmentUuid: string;
  timeZone: string;
  status: string;
  localDate: string;
  start: string;
  end: string;
  platform: AppointmentPlatform;
  /** How it was booked (booking_source): 'ONLINE' from the public booking page. */
  source: string | null;
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
};

type ServiceItem = AppointmentOut['serviceList'][number];

/** One service line as its statement reads it: the wire's service item and its appointment's uuid. */
export type ServiceLineRow = ServiceItem & { appointmentUuid: string };

/**
 * The wire service lists of the rows' appointments, by appointment uuid, in the rows' order (one
 * pass; an appointment without lines has none here).
 */
export function serviceListsOf(rows: readonly ServiceLineRow[]): Map<string, ServiceItem[]> {
  const lists = new Map<string, ServiceItem[]>();
  for (const r of rows) {
    const item: ServiceItem = {
      serviceUuid: r.serviceUuid,
      title: r.title,
      laborOpCode: r.laborOpCode,
      description: r.description,
      opCodeName: r.opCodeName,
      price: r.price,
      laborTotal: r.laborTotal,
      partsTotal: r.partsTotal,
      shopFees: r.shopFees,
      taxes: r.taxes,
      payType: r.payType,
      sortOrder: r.sortOrder,
      recallID: r.recallID,
      parentTitle: r.parentTitle,
      menuUuid: r.menuUuid,
      operationType: r.operationType,
      operationUuid: r.operationUuid,
      isCustomConcern: r.isCustomConcern,
      durationInMins: r.durationInMins,
      parentOpcodeUuid: r.parentOpcodeUuid,
    };
    const list = lists.get(r.appointmentUuid);
    if (list) list.push(item);
    else lists.set(r.appointmentUuid, [item]);
  }
  return lists;
}

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

const preferenceKeys = Object.keys(preferencesSchema.shape);

/**
 * The stored preferences with the contract's keys in the contract's order (jsonb keeps keys in an
 * order of its own, and zod's parse would reorder them): an answer built so is checked against its
 * contract without being copied (server/http/answer-check.ts). The JSON sent is the same.
 */
function inContractOrder(preferences: AppointmentPreferences | null): AppointmentPreferences | null {
  if (preferences === null || typeof preferences !== 'object' || Array.isArray(preferences))
    return preferences;
  const stored = preferences as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of preferenceKeys) if (key in stored) ordered[key] = stored[key];
  return ordered as AppointmentPreferences;
}

const numberText = (value: number | null) => (value === null ? null : String(value));

/** The customer, reached at the phone and e-mail the appointment's preferences name, else the preferred ones. */
function wireCustomer(
  r: WireRow,
  preferences: AppointmentPreferences | null,
): AppointmentOut['customerInformation'] {
  return {
    uuid: r.customerUuid,
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    isBusiness: r.isBusiness ?? false,
    customerKey: r.customerKey,
    confirmationPhone: preferences?.confirmationPhoneNumber ?? r.phone ?? null,
    confirmationEmail: preferences?.confirmationEmail ?? r.email ?? null,
    custLocale: r.preferredLocale ?? 'en-us',
  };
}

function wireVehicle(r: WireRow): AppointmentOut['vehicleInformation'] {
  if (r.vehicleUuid === null) return null;
  return {
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
  };
}

function wireOrder(r: WireRow): AppointmentOut['orderInformation'] {
  if (r.orderUuid === null) return null;
  return { uuid: r.orderUuid, orderNumber: r.orderNumber, orderDate: r.orderDate, orderType: r.orderType };
}

function wireTransport(r: WireRow): AppointmentOut['transportOption'] {
  if (r.optionUuid === null && !r.altTransportation) return null;
  return {
    transportOptionUuid: r.optionUuid,
    transportation: r.optionName,
    altTransportation: r.altTransportation ?? r.optionCustomName ?? null,
    bookingID: r.bookingId,
    bookInThirdParty: r.bookInThirdParty,
  };
}

/** The wire object (wire-facts §2.8) of one appointment row and its service lines. */
export function wireAppointment(r: WireRow, serviceList: ServiceItem[] = []): AppointmentOut {
  const preferences = inContractOrder(readJsonb<AppointmentPreferences | null>(r.preferences));
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
    // Bookings customers make online (the public page, or a partner's online flow) say ONLINE.
    appointmentSource: r.source ?? (r.platform === 'online' ? 'ONLINE' : r.platform),
    appointmentKey: r.appointmentKey,
    customerInformation: wireCustomer(r, preferences),
    vehicleInformation: wireVehicle(r),
    orderInformation: wireOrder(r),
    assignedAdvisorUuid: r.assignedDealerAssociateUuid,
    assignedAdvisorUserUuid: r.assignedUserUuid,
    assignedAdvisorName: r.assignedUserUuid ? `${r.assignedFirstName} ${r.assignedLastName}` : null,
    creatorAdvisorUuid: r.creatorDealerAssociateUuid,
    creatorAdvisorUserUuid: r.creatorUserUuid,
    teamUuid: r.teamUuid,
    transportOption: wireTransport(r),
    serviceList,
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
