import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { getAvailability } from '../scheduling/get-availability';
import { addDays, instantToLocalDate } from '../time/wall-clock';
import { isVisitToken } from '../visit-links/visit-token';
import { noticeMinutesOf } from './get-visit';
import { selectVisitByToken, selectVisitServices } from './visit-records';
import { visitStateAt } from './visit-state';

/** Days one request for free times covers. */
export const visitTimesDays = 7;

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const clockLabel = (wallClock: string) => {
  const [h, m] = wallClock.slice(11, 16).split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
};

/**
 * The free times a visit may move to, a week from `from` (default: today in the dealer's zone),
 * from the same availability engine as the API with the online rules: this visit's services,
 * advisor and transport option, its own place not counted against it.
 */
export async function listVisitTimes(
  ctx: UseCaseContext,
  input: { params: { token: string }; query: { from?: string } },
) {
  const { token } = input.params;
  const row = isVisitToken(token) ? await selectVisitByToken(ctx.db, token) : null;
  const now = new Date();
  const state = row ? visitStateAt({ ...row, noticeMinutes: noticeMinutesOf(row) }, now) : null;
  if (!row || !state || state.expired) throw new DomainError('VISIT_NOT_FOUND', 'This link is not valid');
  if (state.closed)
    throw new DomainError('VISIT_CLOSED', 'This visit is past or cancelled and can no longer be moved');
  if (state.lateForChanges) {
    throw new DomainError(
      'VISIT_NOTICE_PASSED',
      'This visit is too close to move online; please call the dealership',
    );
  }
  const today = instantToLocalDate(now, row.timeZone);
  const from = input.query.from && input.query.from > today ? input.query.from : today;
  const services = await selectVisitServices(ctx.db, row.appointmentUuid);
  const operations = [
    ...new Set(services.map((s) => s.operationUuid).filter((u): u is string => Boolean(u))),
  ];
  const availability = await getAvailability(ctx, {
    params: { dealerDepartmentUUID: row.departmentUuid },
    query: { fetchAvailability: 'true' },
    body: {
      dates: Array.from({ length: visitTimesDays }, (_, i) => addDays(from, i)),
      platform: { name: 'online' },
      selectedAvailabilityAttributes: {
        dealerAssociateUuids: row.assignedAdvisorUuid ? [row.assignedAdvisorUuid] : [],
        transportOptionUuids: row.transportOptionUuid ? [row.transportOptionUuid] : [],
      },
      operationUuidList: operations,
      existingAppointmentUuid: row.appointmentUuid,
    },
  });
  return {
    timeZone: row.timeZone,
    from,
    nextFrom: addDays(from, visitTimesDays),
    days: availability.availability.map((day) => ({
      date: day.date,
      label: dayLabel(day.date),
      times: day.slots
        .filter((s) => s.available)
        .map((s) => ({ startDateTime: s.startDateTime, label: clockLabel(s.startDateTime) })),
    })),
  };
}
