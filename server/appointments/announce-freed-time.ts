import type { Tx } from '../db/client';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import type { AppointmentChanges } from './appointment-changes';

/**
 * A cancellation or a move frees the visit's old time: customers who asked online to be texted
 * when something opens on that day hear of it (the job commits with the change, or not at all).
 * A time already past frees nothing anyone could book.
 */
export async function announceFreedTime(
  tx: Tx,
  draft: AppointmentChanges,
  input: { cancelling: boolean; now: Date },
): Promise<void> {
  const { current, next } = draft;
  const freed = input.cancelling || ('startAt' in next && next.startAt);
  if (!freed || !current.startAt || current.startAt <= input.now) return;
  await enqueue(tx, queues.onlineWaitlistFreed, {
    departmentUuid: current.departmentUuid,
    freedAt: current.startAt.toISOString(),
  });
}
