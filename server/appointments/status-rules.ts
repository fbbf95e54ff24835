import { instantToLocalDate, instantToWallClock } from '../time/wall-clock';
import { arrivedStatus, canTransition } from './statuses';

export const noShowStatus = 'No Show';
export const confirmedStatus = 'Confirmed';

/** Statuses set at the counter that may be taken back on the day they were set. */
const undoable: ReadonlySet<string> = new Set([arrivedStatus, noShowStatus, confirmedStatus]);

/** When and from what the visit took its current status (its creation or its last status change). */
export type StatusSetting = { fromStatus: string | null; at: Date };

/** What the status rules look at besides the two statuses: the clock, the visit's start, its history. */
export type StatusMoment = {
  now: Date;
  timeZone: string;
  startAt: Date;
  /** How the current status came about; null when the history does not say. */
  setting: StatusSetting | null;
};

const localDate = (instant: Date, timeZone: string) => instantToLocalDate(instant, timeZone);
const localTime = (instant: Date, timeZone: string) => instantToWallClock(instant, timeZone).slice(11, 16);

/** The visit happens today in the dealer's zone: only then can it arrive. */
export const isVisitToday = (m: Pick<StatusMoment, 'now' | 'timeZone' | 'startAt'>): boolean =>
  localDate(m.startAt, m.timeZone) === localDate(m.now, m.timeZone);

/** The visit's start has passed: only then can it be a no-show. */
export const hasStarted = (m: Pick<StatusMoment, 'now' | 'startAt'>): boolean =>
  m.now.getTime() >= m.startAt.getTime();

/**
 * The status an undo goes back to: the one the current status replaced, when it was set today
 * (dealer's zone); null when the current status cannot be taken back any more.
 */
export function undoTarget(current: string, m: StatusMoment): string | null {
  if (!undoable.has(current) || !m.setting) return null;
  if (localDate(m.setting.at, m.timeZone) !== localDate(m.now, m.timeZone)) return null;
  const previous = m.setting.fromStatus ?? 'Scheduled';
  return previous === current ? null : previous;
}

/**
 * Why the visit cannot go from `current` to `requested` now, in a sentence; null when it can.
 * Arrived (Show) only on the visit's day, No Show only once it has started, and Show, No Show and
 * Confirmed taken back to the status before them on the day they were set; everything else as
 * the transition table says.
 */
export function statusChangeRefusal(current: string, requested: string, m: StatusMoment): string | null {
  if (current === requested) return null;
  const undo = undoTarget(current, m);
  if (undo === requested) return null;
  if (requested === arrivedStatus && (canTransition(current, requested) || undo !== null)) {
    return isVisitToday(m)
      ? null
      : `A visit can be marked arrived only on its day (${localDate(m.startAt, m.timeZone)})`;
  }
  if (requested === noShowStatus && canTransition(current, requested)) {
    return hasStarted(m)
      ? null
      : `A visit can be marked a no-show only once it has started (${localTime(m.startAt, m.timeZone)})`;
  }
  if (canTransition(current, requested)) return null;
  if (undoable.has(current) && m.setting && undo === null) {
    return `An appointment that is ${current} can be taken back only on the day it was set`;
  }
  return `An appointment that is ${current} cannot become ${requested}`;
}
