import { DomainError } from '../core/errors';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';

export type AppointmentTimes = {
  startAt: Date;
  endAt: Date;
  localDate: string;
  /** The start as the dealer's clock shows it (yyyy-MM-ddTHH:mm:ss), what the rules check. */
  startWallClock: string;
};

/**
 * Start and end of a visit from the spec's wall-clock strings, in the dealer's time zone. Without
 * an end, the visit lasts one slot (ending one second before the next slot, as clients expect).
 */
export function parseAppointmentTimes(input: {
  start: string | null | undefined;
  end: string | null | undefined;
  timeZone: string;
  slotSizeMinutes: number;
  now: Date;
}): AppointmentTimes {
  if (!input.start || input.start.trim() === '') {
    throw new DomainError('NO_DATE', 'appointmentStartDateTime is required (yyyy-MM-ddTHH:mm:ss)');
  }
  const start = wallClockToInstant(input.start, input.timeZone);
  if (!start.ok) {
    throw new DomainError(
      'INVALID_APPT_START_DATE_TIME',
      start.reason === 'nonexistent'
        ? `${input.start} does not exist in ${input.timeZone} (clocks move forward at that time)`
        : `appointmentStartDateTime ${input.start} is not in the format yyyy-MM-ddTHH:mm:ss`,
    );
  }
  let endAt = new Date(start.instant.getTime() + input.slotSizeMinutes * 60_000 - 1000);
  if (input.end) {
    const end = wallClockToInstant(input.end, input.timeZone);
    if (!end.ok) {
      throw new DomainError(
        'INVALID_APPT_END_DATE_TIME',
        `appointmentEndDateTime ${input.end} is not a valid yyyy-MM-ddTHH:mm:ss time in ${input.timeZone}`,
      );
    }
    if (input.end.slice(0, 10) !== input.start.slice(0, 10)) {
      throw new DomainError('APPT_START_END_DATE_MISMATCH', 'Start and end must be on the same day');
    }
    if (end.instant.getTime() <= start.instant.getTime()) {
      throw new DomainError('START_DATE_BEFORE_END_DATE', 'The start must be before the end');
    }
    endAt = end.instant;
  }
  if (start.instant.getTime() < input.now.getTime()) {
    throw new DomainError('PAST_DATE', `${input.start} (${input.timeZone}) is in the past`);
  }
  const startWallClock = instantToWallClock(start.instant, input.timeZone);
  return { startAt: start.instant, endAt, localDate: startWallClock.slice(0, 10), startWallClock };
}
