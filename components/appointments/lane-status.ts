import {
  hasStarted,
  type StatusMoment,
  type StatusSetting,
  statusChangeRefusal,
  undoTarget,
} from '@/server/appointments/status-rules';
import { arrivedStatus, isTerminalStatus } from '@/server/appointments/statuses';
import { wallClockToInstant } from '@/server/time/wall-clock';
import type { Appointment, AppointmentHistoryEntry } from './api';

/** Service-lane statuses an advisor sets by hand; the values are the API's own. */
export const laneStatuses = [
  { status: 'Show', label: 'Mark arrived', done: 'Marked arrived.' },
  { status: 'No Show', label: 'Mark no-show', done: 'Marked as a no-show.' },
  { status: 'Confirmed', label: 'Mark confirmed', done: 'Marked confirmed.' },
] as const;

/** One button of the service lane: a status to set, how it reads, and what is said once saved. */
export type LaneChoice = { status: string; label: string; done: string; undo: boolean };

const undoWords: Record<string, string> = {
  Show: 'Undo arrived',
  'No Show': 'Undo no-show',
  Confirmed: 'Undo confirmed',
};

/** The instant the visit starts (its wall clock read in its dealer's zone). */
export function startOf(a: Pick<Appointment, 'appointmentStartDateTime' | 'timeZone'>): Date | null {
  const start = wallClockToInstant(a.appointmentStartDateTime.slice(0, 19), a.timeZone);
  return start.ok ? start.instant : null;
}

/** How the visit took its current status, from its history: its creation or the last change to it. */
export function statusSettingOf(status: string, history: AppointmentHistoryEntry[]): StatusSetting | null {
  const entry = [...history]
    .reverse()
    .find((h) => h.toStatus === status && h.fromStatus !== status && (h.event === 'CREATED' || h.fromStatus));
  return entry ? { fromStatus: entry.fromStatus, at: new Date(entry.occurredAt) } : null;
}

function momentOf(a: Appointment, history: AppointmentHistoryEntry[] | null, now: Date): StatusMoment | null {
  const startAt = startOf(a);
  if (!startAt) return null;
  return { now, timeZone: a.timeZone, startAt, setting: history ? statusSettingOf(a.status, history) : null };
}

/**
 * The buttons a visit shows now, as the server's rules allow them (status-rules.ts): arrived on
 * its day only, no-show once it has started, confirmed; and, with its history at hand, the undo of
 * an arrived, no-show or confirmed set today.
 */
export function laneChoices(
  a: Appointment,
  history: AppointmentHistoryEntry[] | null,
  now: Date,
): LaneChoice[] {
  const moment = momentOf(a, history, now);
  if (a.isCancelled || !moment) return [];
  const undo = history ? undoTarget(a.status, moment) : null;
  const forward = laneStatuses
    .filter((s) => s.status !== a.status && s.status !== undo)
    .filter((s) => statusChangeRefusal(a.status, s.status, moment) === null)
    .map((s): LaneChoice => ({ ...s, undo: false }));
  if (!undo) return forward;
  const label = undoWords[a.status] ?? 'Undo';
  return [...forward, { status: undo, label, done: `${label}: back to ${undo}.`, undo: true }];
}

// Not arrived yet: the statuses a visit has before the customer turns up.
const waiting: ReadonlySet<string> = new Set([
  'Scheduled',
  'Confirmed',
  'Reminder Sent',
  'Rescheduled',
  'Updated',
  'UPDATED',
]);

/** The visit's start has passed and the customer has not arrived (still Scheduled, Confirmed, ...). */
export function isLate(a: Appointment, now: Date): boolean {
  if (a.isCancelled || !waiting.has(a.status)) return false;
  const startAt = startOf(a);
  return startAt !== null && hasStarted({ now, startAt });
}

/** The customer has arrived: the write-up is in progress (services, mileage, notes, transport may change). */
export const isInProgress = (a: Appointment): boolean => !a.isCancelled && a.status === arrivedStatus;

/** No change at all: a repair order is linked, or the visit is finished (cancelled, no-show, ...). */
export const isLocked = (a: Appointment): boolean =>
  a.orderInformation !== null || (isTerminalStatus(a.status) && !isInProgress(a));
