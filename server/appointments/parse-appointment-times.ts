import { DomainError } from '../core/errors';
import { visitMinutes } from '../scheduling/engine';
import { instantToWallClock, wallClockToInstant } from '../time/wall-clock';

export type AppointmentTimes = {
  startAt: Date;
  endAt: Date;
  localDate: string;
  /** The start as the dealer's clock shows it (yyyy-MM-ddTHH:mm:ss), what the rules check. */
  startWallClock: string;
};

/**
 * The end of a visit without an end of its own: as long as its services, in whole slots (at least
 * one), one second before the next slot starts, as clients expect.
 */
export function serviceEnd(startAt: Date, input: { serviceMinutes: number; slotSizeMinutes: number }): Date {
  return new Date(
    startAt.getTime() + visitMinutes(input.serviceMinutes, input.slotSizeMinutes) * 60_000 - 1000,
  );
}

/** The visit's times, its end following its services (see serviceEnd). */
export const withServiceLength = (
  times: AppointmentTimes,
  input: { serviceMinutes: number; slotSizeMinutes: number },
): AppointmentTimes => ({ ...times, endAt: serviceEnd(times.startAt, input) });

/**
 * Start and end of a visit from the spec's wall-clock strings, in the dealer's time zone. Without
 * an end, the visit lasts as long as its services (`serviceMinutes`, in whole slots; one slot when
 * not given), see serviceEnd.
 */
export function parseAppointmentTimes(input: {
  start: string | null | undefined;
  end: string | null | undefined;
  timeZone: string;
  slotSizeMinutes: number;
  /** Minutes of the visit's services, when known. */
  serviceMinutes?: number;
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
  // Every clock conversion first, then the checks and the end that follows the services.
  const end = input.end ? wallClockToInstant(input.end, input.timeZone) : null;
  const startWallClock = instantToWallClock(start.instant, input.timeZone);
  if (end && input.end) {
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
  }
  if (start.instant.getTime() < input.now.getTime()) {
    throw new DomainError('PAST_DATE', `${input.start} (${input.timeZone}) is in the past`);
  }
  const endAt = end?.ok
    ? end.instant
    : serviceEnd(start.instant, {
        serviceMinutes: input.serviceMinutes ?? 0,
        slotSizeMinutes: input.slotSizeMinutes,
      });
  return { startAt: start.instant, endAt, localDate: startWallClock.slice(0, 10), startWallClock };
}
