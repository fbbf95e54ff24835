import { applyAppointmentUpdate } from '../appointments/update-appointment';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { instantToWallClock } from '../time/wall-clock';
import { visitChangeResult } from './visit-change-result';
import { linkActor, visitForChange } from './visit-for-change';

/** The end of a visit moved to `start`, as long as it was; null when it would run past midnight. */
export function movedVisitEnd(visit: { startAt: Date; endAt: Date }, start: string): string | null {
  const lengthSeconds = Math.max(60, Math.round((visit.endAt.getTime() - visit.startAt.getTime()) / 1000));
  const [h, m, s] = start.slice(11).split(':').map(Number) as [number, number, number];
  const end = h * 3600 + m * 60 + (s || 0) + lengthSeconds;
  if (end >= 24 * 3600) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start.slice(0, 10)}T${pad(Math.floor(end / 3600))}:${pad(Math.floor(end / 60) % 60)}:${pad(end % 60)}`;
}

/**
 * The customer moves the visit from the link to a free time: the same update an advisor's move
 * goes through (every booking rule under the day's lock, history, new confirmation and reminder).
 */
export async function rescheduleVisit(
  ctx: UseCaseContext,
  input: { params: { token: string }; body: { startDateTime: string } },
) {
  const { token } = input.params;
  const { startDateTime } = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const row = await visitForChange(tx, { token, now: new Date(), kind: 'change' });
    // The visit keeps its length: its wall-clock span in the dealer's zone moves to the new start.
    const span = {
      startAt: new Date(`${instantToWallClock(row.startAt, row.timeZone)}Z`),
      endAt: new Date(`${instantToWallClock(row.endAt, row.timeZone)}Z`),
    };
    const end = movedVisitEnd(span, startDateTime);
    if (!end) throw new DomainError('SLOT_UNAVAILABLE', 'The visit would run past midnight from that time');
    await applyAppointmentUpdate(tx, {
      dealerUuid: row.dealerUuid,
      departmentUuid: row.departmentUuid,
      appointmentUuid: row.appointmentUuid,
      body: { appointmentStartDateTime: startDateTime, appointmentEndDateTime: end },
      actor: linkActor(row),
    });
    return visitChangeResult(tx, token);
  });
}
