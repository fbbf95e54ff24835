import { allInOrderNamed } from '../db/all-in-order';
import type { Database, Tx } from '../db/client';
import type { AvailabilityRequest } from './availability.schemas';
import type { AvailabilityInputsWithSelection } from './availability-input-records';
import { selectionOfRequest } from './availability-request';
import { loadWindowBookings, type WindowBookings } from './booking-records';
import { departmentVersion } from './day-result-cache';
import { getSchedulingDepartment, loadEngineDepartment } from './department-records';
import type { EngineBooking } from './engine/types';
import {
  type DepartmentSetup,
  type RememberedDay,
  rememberDay,
  rememberedDays,
  rememberedSetup,
  rememberingGeneration,
  rememberSetup,
} from './remembered-availability';
import type { Selection } from './resolve-selection';
import { availabilityFromMemory } from './scheduling-changes';

/**
 * The department, its rules, the body's selection and the bookings of the dates, for availability:
 * from this process's memory where it holds them (then no statement at all), else read in one round
 * trip and remembered. When memory may not be trusted (see availabilityFromMemory) everything is
 * read as it was before there was a memory.
 */
export async function availabilityInputs(
  database: Database,
  input: { departmentUuid: string; dates: readonly string[]; body: AvailabilityRequest },
): Promise<AvailabilityInputsWithSelection> {
  const fromMemory = await availabilityFromMemory(database);
  const { setup, window } = await allInOrderNamed({
    setup: () => departmentSetupWithSelection(database, fromMemory, input),
    window: () => windowBookings(database, fromMemory, input),
  });
  return {
    scheduling: setup.scheduling,
    department: setup.department,
    selection: setup.selection,
    get bookings() {
      return window.bookings;
    },
    versions: { department: setup.version, days: window.dayStamps },
  };
}

/**
 * Requests with the same selection resolve to the same services, advisors, teams and options while
 * the department is unchanged. Menus are read each time: their changes send no notice.
 */
function selectionKeyOf(body: AvailabilityRequest): string | null {
  if ((body.menuUuidList?.length ?? 0) > 0) return null;
  const attributes = body.selectedAvailabilityAttributes;
  return JSON.stringify([
    attributes?.dealerAssociateUuids ?? null,
    attributes?.teamUuids ?? null,
    attributes?.transportOptionUuids ?? null,
    body.operationUuidList ?? null,
    body.laborOpcodeList ?? null,
  ]);
}

async function loadSetup(tx: Tx, departmentUuid: string): Promise<DepartmentSetup> {
  const [scheduling, rules] = await Promise.all([
    getSchedulingDepartment(tx, departmentUuid),
    loadEngineDepartment(tx, departmentUuid),
  ]);
  return {
    scheduling,
    department: { ...rules, timeZone: scheduling.timeZone },
    version: departmentVersion(rules.fingerprint, scheduling.timeZone),
  };
}

/**
 * The department's set-up and the body's selection checked against it (a fault of the department
 * is reported before one of the selection), remembered or read in one round trip.
 */
export async function departmentSetupWithSelection(
  tx: Tx,
  fromMemory: boolean,
  input: { departmentUuid: string; body: AvailabilityRequest },
): Promise<DepartmentSetup & { selection: Selection }> {
  const { departmentUuid, body } = input;
  const key = selectionKeyOf(body);
  const remembered = fromMemory ? rememberedSetup(departmentUuid, key) : undefined;
  if (remembered?.selection) return { ...remembered, selection: remembered.selection };
  const generation = rememberingGeneration(departmentUuid);
  const loading = remembered ? Promise.resolve(remembered) : loadSetup(tx, departmentUuid);
  const { setup, selection } = await allInOrderNamed({
    setup: () => loading,
    selection: () =>
      selectionOfRequest(
        tx,
        loading.then((loaded) => loaded.department),
        { departmentUuid, body },
      ),
  });
  if (fromMemory) rememberSetup(departmentUuid, generation, setup, { key, selection });
  return { ...setup, selection };
}

/** The department's active bookings on the dates with each date's stamp, remembered or read. */
export async function windowBookings(
  tx: Tx,
  fromMemory: boolean,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<WindowBookings> {
  const { departmentUuid } = input;
  const dates = [...new Set(input.dates)];
  const { found, missing } = fromMemory
    ? rememberedDays(departmentUuid, dates)
    : { found: new Map<string, RememberedDay>(), missing: dates };
  if (missing.length > 0) {
    const generation = rememberingGeneration(departmentUuid);
    const loaded = await loadWindowBookings(tx, { departmentUuid, dates: missing });
    const byDate = new Map<string, EngineBooking[]>(missing.map((date) => [date, []]));
    for (const booking of loaded.bookings) byDate.get(booking.localDate)?.push(booking);
    for (const [date, bookings] of byDate) {
      const day = { stamp: loaded.dayStamps.get(date) ?? null, bookings };
      found.set(date, day);
      if (fromMemory) rememberDay(departmentUuid, generation, date, day);
    }
  }
  const stamps = new Map<string, string>();
  for (const [date, day] of found) if (day.stamp !== null) stamps.set(date, day.stamp);
  // Put together only when evaluated: an answer remembered whole never needs them.
  let bookings: EngineBooking[] | undefined;
  return {
    get bookings() {
      bookings ??= dates.flatMap((date) => found.get(date)?.bookings ?? []);
      return bookings;
    },
    dayStamps: stamps,
  };
}
