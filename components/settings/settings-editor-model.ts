import { ApiError } from './api';
import {
  type FieldErrors,
  type SectionKey,
  sectionOfApiDescription,
  sectionOfErrorKey,
  sections,
} from './settings-form-model';

/** What the settings page shows around the form: why a save failed, the tabs' keys, the time zone. */
export type SaveProblem =
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string; section: SectionKey | null }
  | { kind: 'failed'; message: string };

export function saveProblemOf(error: Error): SaveProblem {
  if (error instanceof ApiError && error.code === 'SCHEDULING_RULES_CHANGED') return { kind: 'conflict' };
  if (error instanceof ApiError && error.code === 'INVALID_REQUEST') {
    return { kind: 'invalid', message: error.message, section: sectionOfApiDescription(error.message) };
  }
  return { kind: 'failed', message: error.message };
}

/** The tab an arrow, Home or End key moves to from the tab at `index`; null for other keys. */
export function sectionAfterKey(key: string, index: number): SectionKey | null {
  const step =
    key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  const target =
    key === 'Home'
      ? sections[0]
      : key === 'End'
        ? sections[sections.length - 1]
        : step
          ? sections[(index + step + sections.length) % sections.length]
          : undefined;
  return target?.key ?? null;
}

/** The sections with a field that needs attention, for the mark on their tab. */
export function sectionsWithErrors(errors: FieldErrors): Set<SectionKey> {
  return new Set(
    Object.keys(errors)
      .map(sectionOfErrorKey)
      .filter((s) => s !== null),
  );
}

/** "Central Time (America/Chicago)": the zone every time on the page is in. */
export function zoneLabel(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

export const savedTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
