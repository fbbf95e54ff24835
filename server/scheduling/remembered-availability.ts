import type { SchedulingDepartment } from './department-records';
import type { EngineBooking, EngineDepartment } from './engine/types';
import type { Selection } from './resolve-selection';

/**
 * Availability's inputs as last read, per process: each department's set-up (with the selections
 * requests made of it) and each department day's bookings with the day's stamp. Entries are
 * forgotten when their change notice is heard (scheduling-changes.ts), on every instance, and live
 * at most a lifetime in any case, which only bounds how long a missed notice could be served (the
 * listener is not trusted after a lifetime without hearing anything either).
 */
export const rememberedSchedulingLifetimeMs = 30_000;

const maxDepartments = 2_000;
const maxSelectionsPerDepartment = 50;
const maxDays = 50_000;
const maxBookings = 200_000;

export type DepartmentSetup = {
  scheduling: SchedulingDepartment;
  department: EngineDepartment;
  /** What evaluated days are remembered by (day-result-cache.ts). */
  version: string;
};
export type RememberedDay = { stamp: string | null; bookings: EngineBooking[] };

type SetupEntry = DepartmentSetup & { selections: Map<string, Selection>; expiresAt: number };
type DayEntry = RememberedDay & { expiresAt: number };
type State = {
  setups: Map<string, SetupEntry>;
  days: Map<string, DayEntry>;
  heldBookings: number;
  /** Counts forgetting everything; with `forgotten`, what a read must not have missed to be kept. */
  generation: number;
  forgotten: Map<string, number>;
};

// On globalThis: Next.js may load this module once per route bundle, and a notice heard by one
// bundle's listener must reach what another bundle remembered.
const holder = globalThis as typeof globalThis & { __servicebayRememberedAvailability?: State };
const state = (): State => {
  holder.__servicebayRememberedAvailability ??= {
    setups: new Map(),
    days: new Map(),
    heldBookings: 0,
    generation: 0,
    forgotten: new Map(),
  };
  return holder.__servicebayRememberedAvailability;
};

const dayKey = (departmentUuid: string, date: string) => `${departmentUuid}|${date}`;

/**
 * Read before loading a department's inputs from the database: what is loaded is remembered only
 * if nothing of that department was forgotten meanwhile (the read may predate the change).
 */
export function rememberingGeneration(departmentUuid: string): string {
  const s = state();
  return `${s.generation}:${s.forgotten.get(departmentUuid) ?? 0}`;
}

const live = <T extends { expiresAt: number }>(entry: T | undefined): T | undefined =>
  entry && entry.expiresAt > Date.now() ? entry : undefined;

/** The department's set-up, if remembered, with the selection remembered under `selectionKey`. */
export function rememberedSetup(
  departmentUuid: string,
  selectionKey: string | null,
): (DepartmentSetup & { selection: Selection | undefined }) | undefined {
  const entry = live(state().setups.get(departmentUuid));
  if (!entry) return undefined;
  const selection = selectionKey === null ? undefined : entry.selections.get(selectionKey);
  return { scheduling: entry.scheduling, department: entry.department, version: entry.version, selection };
}

export function rememberSetup(
  departmentUuid: string,
  generation: string,
  setup: DepartmentSetup,
  selection: { key: string | null; selection: Selection },
): void {
  if (rememberingGeneration(departmentUuid) !== generation) return;
  const { setups } = state();
  let entry = live(setups.get(departmentUuid));
  if (entry?.version !== setup.version) {
    setups.delete(departmentUuid);
    if (setups.size >= maxDepartments) setups.delete(setups.keys().next().value as string);
    entry = { ...setup, selections: new Map(), expiresAt: Date.now() + rememberedSchedulingLifetimeMs };
    setups.set(departmentUuid, entry);
  }
  if (selection.key === null) return;
  if (entry.selections.size >= maxSelectionsPerDepartment) {
    entry.selections.delete(entry.selections.keys().next().value as string);
  }
  entry.selections.set(selection.key, selection.selection);
}

/** The remembered days among `dates`, and the dates to read. */
export function rememberedDays(
  departmentUuid: string,
  dates: readonly string[],
): { found: Map<string, RememberedDay>; missing: string[] } {
  const { days } = state();
  const found = new Map<string, RememberedDay>();
  const missing: string[] = [];
  for (const date of new Set(dates)) {
    const key = dayKey(departmentUuid, date);
    const entry = live(days.get(key));
    if (!entry) {
      missing.push(date);
      continue;
    }
    // Most recently used goes last.
    days.delete(key);
    days.set(key, entry);
    found.set(date, entry);
  }
  return { found, missing };
}

export function rememberDay(
  departmentUuid: string,
  generation: string,
  date: string,
  day: RememberedDay,
): void {
  if (rememberingGeneration(departmentUuid) !== generation) return;
  const s = state();
  dropDay(s, dayKey(departmentUuid, date));
  s.days.set(dayKey(departmentUuid, date), {
    ...day,
    expiresAt: Date.now() + rememberedSchedulingLifetimeMs,
  });
  s.heldBookings += day.bookings.length;
  for (const [oldestKey] of s.days) {
    if (s.heldBookings <= maxBookings && s.days.size <= maxDays) break;
    dropDay(s, oldestKey);
  }
}

function dropDay(s: State, key: string): void {
  const entry = s.days.get(key);
  if (!entry) return;
  s.days.delete(key);
  s.heldBookings -= entry.bookings.length;
}

const noteForgotten = (s: State, departmentUuid: string) =>
  s.forgotten.set(departmentUuid, (s.forgotten.get(departmentUuid) ?? 0) + 1);

/** Forgets the department's set-up (its hours, rules, advisors, teams, options, opcodes or dealer changed). */
export function forgetDepartmentSetup(departmentUuid: string): void {
  const s = state();
  s.setups.delete(departmentUuid);
  noteForgotten(s, departmentUuid);
}

/** Forgets one department day's bookings (its stamp moved). */
export function forgetDepartmentDay(departmentUuid: string, date: string): void {
  const s = state();
  dropDay(s, dayKey(departmentUuid, date));
  noteForgotten(s, departmentUuid);
}

/** Forgets everything (notices may have been missed, or the database changed). */
export function forgetAllAvailability(): void {
  const s = state();
  s.generation++;
  s.setups.clear();
  s.days.clear();
  s.heldBookings = 0;
  s.forgotten.clear();
}
