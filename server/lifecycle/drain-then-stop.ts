import { log } from '../log';
import { requestsInFlight, startDraining, whenIdle } from './in-flight';

export type StopPart = { name: string; stop: () => Promise<void> };

export type DrainOptions = {
  /** Longest wait for the requests in flight; the rest are cut off when the process exits. */
  drainTimeoutMs: number;
  /** Stopped while the requests drain (job workers: they stop fetching at once, then finish theirs). */
  alongside?: StopPart[];
  /** Stopped in order once the requests and the parts alongside are done (the database last). */
  after?: StopPart[];
};

async function stopPart(part: StopPart, failed: string[]): Promise<void> {
  try {
    await part.stop();
  } catch (error) {
    failed.push(part.name);
    log.warn('could not stop cleanly', { part: part.name, error });
  }
}

/**
 * Graceful stop of a process: turn new requests away and let the ones in flight finish (bounded)
 * while the job workers finish or hand back theirs, then close what is left in order. A part that
 * fails to stop is logged and the next one still runs, so the database is always closed.
 */
export async function drainThenStop(options: DrainOptions): Promise<{ drained: boolean; failed: string[] }> {
  startDraining();
  const waiting = requestsInFlight();
  const failed: string[] = [];
  const [drained] = await Promise.all([
    whenIdle(options.drainTimeoutMs),
    ...(options.alongside ?? []).map((part) => stopPart(part, failed)),
  ]);
  if (!drained) log.warn('requests still in flight at the drain deadline', { left: requestsInFlight() });
  else if (waiting > 0) log.info('requests in flight finished', { finished: waiting });
  for (const part of options.after ?? []) await stopPart(part, failed);
  return { drained, failed };
}
