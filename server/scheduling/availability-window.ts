import { DomainError, type Warning } from '../core/errors';
import { addDays, instantToLocalDate, isCalendarDate } from '../time/wall-clock';

/** Most days one availability request evaluates (spec Limits). */
export const maxAvailabilityDays = 21;

/**
 * The dates a request asks about, sorted and de-duplicated: at most 21, the rest dropped with
 * NUMBER_OF_DAYS_EXCEEDS_MAX_LIMIT.
 */
export function availabilityWindow(dates: readonly string[] | null | undefined): {
  dates: string[];
  warnings: Warning[];
} {
  if (!dates || dates.length === 0)
    throw new DomainError('NO_DATE', 'dates must name at least one day (yyyy-MM-dd)');
  const invalid = dates.filter((d) => !isCalendarDate(d));
  if (invalid.length > 0) {
    throw new DomainError(
      'INVALID_DATE_FORMAT',
      `Not a date in yyyy-MM-dd: ${invalid.slice(0, 5).join(', ')}`,
    );
  }
  const sorted = [...new Set(dates)].sort();
  const warnings: Warning[] = [];
  if (sorted.length > maxAvailabilityDays) {
    warnings.push({
      warningCode: 'NUMBER_OF_DAYS_EXCEEDS_MAX_LIMIT',
      warningDescription: `${sorted.length} days were requested; availability covers the first ${maxAvailabilityDays} (${sorted[0]} to ${sorted[maxAvailabilityDays - 1]})`,
    });
  }
  return { dates: sorted.slice(0, maxAvailabilityDays), warnings };
}

/** Past days are kept (the engine marks their slots unavailable) but announced once. */
export function pastDatesWarnings(
  dates: readonly string[],
  context: { now: Date; timeZone: string },
): Warning[] {
  const today = instantToLocalDate(context.now, context.timeZone);
  const past = dates.filter((d) => d < today);
  return past.length === 0
    ? []
    : [
        {
          warningCode: 'PAST_DATES_AVAILABILITY_BEING_FETCHED',
          warningDescription: `${past.length} requested day(s) are before today (${today}); their slots are unavailable`,
        },
      ];
}

/** `count` consecutive days from `start`. */
export const consecutiveDays = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));
