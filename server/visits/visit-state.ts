import { isCancelledStatus, isTerminalStatus } from '../appointments/statuses';

/** A visit link opens for this long after the visit's end, then answers as unknown. */
export const visitLinkLifetimeMs = 30 * 24 * 60 * 60_000;

export type VisitFacts = {
  status: string;
  startAt: Date;
  endAt: Date;
  /** The department's minimum notice: changes closer to the start go through the dealership. */
  noticeMinutes: number;
};

/**
 * What the customer may still do with a visit at `now`:
 * - `expired`: 30 days after the visit's end the link shows nothing;
 * - `closed`: a past, cancelled or finished visit is shown read-only;
 * - `lateForChanges`: within the notice limit, cancelling and moving say to call the dealership.
 */
export function visitStateAt(visit: VisitFacts, now: Date) {
  const expired = now.getTime() > visit.endAt.getTime() + visitLinkLifetimeMs;
  const cancelled = isCancelledStatus(visit.status);
  const past = now.getTime() >= visit.startAt.getTime();
  const closed = expired || cancelled || past || isTerminalStatus(visit.status);
  const lateForChanges = !closed && now.getTime() + visit.noticeMinutes * 60_000 > visit.startAt.getTime();
  return {
    expired,
    cancelled,
    past,
    closed,
    lateForChanges,
    canConfirm: !closed && visit.status !== 'Confirmed',
    canChange: !closed && !lateForChanges,
  };
}

export type VisitState = ReturnType<typeof visitStateAt>;
