import { instantToWallClock } from '../time/wall-clock';
import type { AppointmentChanges } from './appointment-changes';
import type { BookingDepartment } from './booking-department-records';
import type { MergedAppointmentRequest } from './merge-request';
import { type AppointmentTimes, parseAppointmentTimes } from './parse-appointment-times';

/**
 * Moves the appointment to the requested start (and end), or only changes its end, and answers
 * the times it has after the update.
 */
export function changeAppointmentTime(
  draft: AppointmentChanges,
  input: { request: MergedAppointmentRequest; booking: BookingDepartment; now: Date },
): AppointmentTimes {
  const { current } = draft;
  const { request, booking } = input;
  const timeZone = booking.dealer.timeZone;
  if (request.appointmentStartDateTime) {
    const times = parseAppointmentTimes({
      start: request.appointmentStartDateTime,
      end: request.appointmentEndDateTime,
      timeZone,
      slotSizeMinutes: booking.slotSizeMinutes(request.appointmentStartDateTime.slice(0, 10)),
      now: input.now,
    });
    draft.change('startAt', times.startAt);
    draft.change('endAt', times.endAt);
    draft.change('localDate', times.localDate);
    return times;
  }
  if (request.appointmentEndDateTime) {
    // Only the end moves: the start stays, even when it is already past.
    const startWallClock = instantToWallClock(current.startAt, timeZone);
    const times = parseAppointmentTimes({
      start: startWallClock,
      end: request.appointmentEndDateTime,
      timeZone,
      slotSizeMinutes: booking.slotSizeMinutes(current.localDate),
      now: new Date(0),
    });
    draft.change('endAt', times.endAt);
    return { startAt: current.startAt, endAt: times.endAt, localDate: current.localDate, startWallClock };
  }
  return {
    startAt: current.startAt,
    endAt: current.endAt,
    localDate: current.localDate,
    startWallClock: instantToWallClock(current.startAt, timeZone),
  };
}
