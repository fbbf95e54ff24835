import { formatDateTime, type TimeFormat } from '@/components/ui/clock';
import { operationTypes } from '@/server/opcodes/opcode.schemas';
import type { Appointment, ServiceItem } from './api';

const secondsOfDay = (wallClock: string): number => {
  const [h, m, s] = wallClock.slice(11, 19).split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The new end of a visit moved to `start`, keeping its length. Wall-clock arithmetic on purpose:
 * a visit booked 09:00–09:29:59 stays half an hour long on the day it moves to. Null when the
 * visit would run past midnight (the API requires start and end on one day).
 */
export function movedEnd(appointment: Appointment, start: string): string | null {
  const length =
    secondsOfDay(appointment.appointmentEndDateTime) - secondsOfDay(appointment.appointmentStartDateTime);
  const end = secondsOfDay(start) + Math.max(length, 60);
  if (end >= 24 * 3600) return null;
  return `${start.slice(0, 10)}T${pad(Math.floor(end / 3600))}:${pad(Math.floor(end / 60) % 60)}:${pad(end % 60)}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$79.95" for the API's decimal strings; null when there is no price. */
export function money(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? dollars.format(n) : null;
}

/** The sum of the service prices, in cents so that 0.1 + 0.2 stays 0.30. */
export function servicesTotal(services: Appointment['serviceList']): string {
  const cents = services.reduce((sum, s) => sum + Math.round(Number(s.price ?? 0) * 100 || 0), 0);
  return dollars.format(cents / 100);
}

/** An ISO instant as the dealer's wall clock in its time format: "Nov 23, 2026, 9:05 AM". */
export const instantInZone = (iso: string, timeZone: string, timeFormat: TimeFormat = '24h'): string =>
  formatDateTime(iso, { timeZone, timeFormat });

const knownOperationTypes: ReadonlySet<string> = new Set(operationTypes);

/**
 * A stored service line as a request item. The PATCH replaces the whole list, so the lines the
 * advisor keeps are sent back with everything they carry (prices included), unchanged.
 */
export function serviceLineToItem(line: Appointment['serviceList'][number]): ServiceItem {
  return {
    title: line.title,
    laborOpCode: line.laborOpCode,
    description: line.description,
    opCodeName: line.opCodeName,
    price: line.price,
    laborTotal: line.laborTotal,
    partsTotal: line.partsTotal,
    shopFees: line.shopFees,
    taxes: line.taxes,
    payType: line.payType,
    recallID: line.recallID,
    parentTitle: line.parentTitle,
    menuUuid: line.menuUuid,
    operationType: knownOperationTypes.has(line.operationType)
      ? (line.operationType as ServiceItem['operationType'])
      : undefined,
    operationUuid: line.operationUuid,
    isCustomConcern: line.isCustomConcern,
    durationInMins: line.durationInMins,
    parentOpcodeUuid: line.parentOpcodeUuid,
  };
}

/** What the history says changed, in words ("Start time", "Advisor"), for the stored column names. */
const changeNames: Record<string, string> = {
  startAt: 'start time',
  endAt: 'end time',
  localDate: 'date',
  status: 'status',
  assignedDealerAssociateUuid: 'advisor',
  teamUuid: 'team',
  serviceList: 'services',
  transportOptionUuid: 'transport',
  altTransportation: 'transport',
  comments: 'comments',
  internalNotes: 'internal notes',
  vehicleUuid: 'vehicle',
  customerUuid: 'customer',
};

export function changedFields(changes: Record<string, unknown>): string[] {
  return [...new Set(Object.keys(changes).map((k) => changeNames[k] ?? k))];
}
