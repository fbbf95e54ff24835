import { addDays, weekdayOf } from '../server/time/wall-clock';
import {
  type BenchDepartment,
  benchIds,
  bookedDaysAhead,
  customersWithFutureVisits,
  customerTotal,
} from './seed-bench-data';

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type Scenario = {
  name: string;
  /** Least share of the public trivial route's requests per second, in percent; null = no target. */
  targetPercent: number | null;
  nextRequest: () => BenchRequest;
  /** Whether a 2xx answer's body says the operation succeeded (a refused send is still HTTP 200). */
  succeeded?: (body: unknown) => boolean;
};

const json = (bench: BenchDepartment) => ({
  authorization: bench.authorization,
  'content-type': 'application/json',
});
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Cycles through `items`, one per call. */
function rotate<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

/** The shop's open days in [from, to]: no Sundays, no closed dates. */
function openDays(bench: BenchDepartment, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekdayOf(day) !== 0 && !bench.closedDates.includes(day)) days.push(day);
  }
  return days;
}

/** A create's visit lasts as long as its two 30-minute services. */
const visitMinutes = 60;
/** Every advisor is off 12:00–12:30. */
const lunch = { from: 12 * 60, to: 12 * 60 + 30 };

/**
 * Free starts for creates, one request each: open days from two weeks after the last booked day,
 * every 30-minute start whose hour-long visit neither meets lunch nor runs past closing.
 */
function* freeSlots(bench: BenchDepartment): Generator<string> {
  for (let day = addDays(bench.today, bookedDaysAhead + 14); ; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || bench.closedDates.includes(day)) continue;
    const [opens, closes] = weekday === 6 ? [8 * 60, 14 * 60] : [7 * 60, 18 * 60];
    for (let minute = opens; minute + visitMinutes <= closes; minute += 30) {
      const meetsLunch = minute < lunch.to && minute + visitMinutes > lunch.from;
      if (!meetsLunch) yield `${day}T${hhmm(minute)}:00`;
    }
  }
}

const messageAccepted = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status !== 'FAILURE';

export function publicTrivial(): Scenario {
  return {
    name: 'public trivial (GET /api/health)',
    targetPercent: null,
    nextRequest: () => ({ method: 'GET', path: '/api/health', headers: {} }),
  };
}

export function authenticatedTrivial(bench: BenchDepartment): Scenario {
  const request: BenchRequest = {
    method: 'GET',
    path: `/api/manage/v2/departments/${bench.departmentUuid}/dealerAssociate/default`,
    headers: { authorization: bench.authorization },
  };
  return {
    name: 'authenticated trivial (default dealer associate)',
    targetPercent: 80,
    nextRequest: () => request,
  };
}

const availabilityBody = (bench: BenchDepartment, dates: string[]) =>
  JSON.stringify({
    dates,
    selectedAvailabilityAttributes: { transportOptionUuids: [bench.waiterUuid] },
    operationUuidList: [bench.opcodeUuids[0]],
  });

export function availability21Days(bench: BenchDepartment): Scenario {
  const dates = Array.from({ length: 21 }, (_, i) => addDays(bench.today, i + 1));
  const request: BenchRequest = {
    method: 'POST',
    path: `/api/appointment/v2/department/${bench.departmentUuid}/availability?fetchAvailability=true`,
    headers: json(bench),
    body: availabilityBody(bench, dates),
  };
  return { name: 'availability, 21 days', targetPercent: 45, nextRequest: () => request };
}

export function firstAvailableSlot(bench: BenchDepartment): Scenario {
  const request: BenchRequest = {
    method: 'POST',
    path: `/api/appointment/v2/department/${bench.departmentUuid}/first-available-slot`,
    headers: json(bench),
    body: availabilityBody(bench, [addDays(bench.today, 1)]),
  };
  return { name: 'first available slot', targetPercent: 45, nextRequest: () => request };
}

/** Each request a different day of the last three months and the booked weeks ahead. */
export function getByDate(bench: BenchDepartment): Scenario {
  const day = rotate(openDays(bench, addDays(bench.today, -90), addDays(bench.today, bookedDaysAhead)));
  const headers = { authorization: bench.authorization };
  return {
    name: 'get by date (120 a day, 200,000 in all)',
    targetPercent: 35,
    nextRequest: () => ({
      method: 'GET',
      path: `/api/appointment/v2/dealerDepartment/${bench.departmentUuid}/date/${day()}`,
      headers,
    }),
  };
}

/** A week's page 1 of 100, each request a different week of the last three months. */
export function listByFilter(bench: BenchDepartment): Scenario {
  const start = rotate(Array.from({ length: 90 }, (_, i) => addDays(bench.today, -90 + i)));
  const headers = json(bench);
  const path = `/api/appointment/v2/department/${bench.departmentUuid}/list`;
  return {
    name: 'list by filter (a week, page of 100)',
    targetPercent: 35,
    nextRequest: () => {
      const startDate = start();
      return {
        method: 'POST',
        path,
        headers,
        body: JSON.stringify({ startDate, endDate: addDays(startDate, 6), pageNumber: 1, pageSize: 100 }),
      };
    },
  };
}

/**
 * A partner's booking with two services and a transport option, no advisor named (the rules pick
 * one): every reference, the customer's limits and every configured rule are checked. Each request
 * books a free slot of its own for a customer of its own.
 */
export function createAppointment(bench: BenchDepartment): Scenario {
  const slots = freeSlots(bench);
  let customer = customersWithFutureVisits;
  const headers = json(bench);
  const path = `/api/appointment/v2/dealer/${bench.dealerUuid}/appointment`;
  return {
    name: 'create with every rule check',
    targetPercent: 35,
    nextRequest: () => {
      const n = customer++;
      if (customer >= customerTotal) customer = customersWithFutureVisits;
      return {
        method: 'POST',
        path,
        headers,
        body: JSON.stringify({
          customerUuid: benchIds.customer(n),
          vehicleInformation: { vehicleUuid: benchIds.vehicle(n) },
          appointmentInformation: {
            appointmentStartDateTime: slots.next().value,
            transportOption: { transportOptionUuid: bench.waiterUuid },
            serviceList: [{ operationUuid: bench.opcodeUuids[0] }, { operationUuid: bench.opcodeUuids[1] }],
            comments: 'Booked by the partner integration',
          },
        }),
      };
    },
  };
}

/** A queued text (sendSynchronously false) to a different customer each time. */
export function queuedSend(bench: BenchDepartment): Scenario {
  let customer = 0;
  const headers = json(bench);
  const body = JSON.stringify({
    messageAttributes: {
      body: 'Your vehicle is ready for pickup.',
      isManual: false,
      protocol: 'TEXT',
      type: 'OUTGOING',
    },
    messageSendingAttributes: { sendSynchronously: false },
  });
  return {
    name: 'queued send (text)',
    targetPercent: 45,
    succeeded: messageAccepted,
    nextRequest: () => {
      const n = customer++ % customerTotal;
      return {
        method: 'POST',
        path: `/api/communications/department/${bench.departmentUuid}/user/DEFAULT/customer/${benchIds.customer(n)}/message`,
        headers,
        body,
      };
    },
  };
}
