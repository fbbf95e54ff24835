import type { Tx } from '../db/client';
import { formatAppointmentTime } from '../time/format-appointment-time';
import { instantToWallClock } from '../time/wall-clock';
import { selectVisitByToken } from './visit-records';

/** What a change through the link answers: the visit's status and time as they are now. */
export async function visitChangeResult(tx: Tx, token: string) {
  const row = await selectVisitByToken(tx, token);
  if (!row) throw new Error('The visit changed through its link is gone');
  return {
    status: row.status,
    start: instantToWallClock(row.startAt, row.timeZone),
    when: formatAppointmentTime(row.startAt, row.timeZone),
  };
}
