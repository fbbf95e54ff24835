import { poolGeneration, replacePoolAfterLostConnection } from '../db/client';
import { isConnectionError } from '../db/connection-errors';
import { log } from '../log';

/**
 * Runs `step` and, when it failed because its database connection was lost, replaces the pool
 * and, when repeating the step is safe, runs it once more on a fresh connection (`step` takes the
 * database from db() each time). Otherwise the failure propagates (the wrapper answers 503).
 */
export async function retryOnLostConnection<T>(
  safe: boolean,
  step: () => Promise<T>,
  context: { requestId: string; operationId: string },
): Promise<T> {
  const usedGeneration = poolGeneration();
  try {
    return await step();
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    replacePoolAfterLostConnection(usedGeneration);
    if (!safe) throw error;
    log.warn('database connection lost; retrying on another connection', {
      ...context,
      reason: error instanceof Error ? error.message : String(error),
    });
    return step();
  }
}

/**
 * Whether a request's database work may run twice: reads (GET), and writes that carry an
 * Idempotency-Key, whose repeat replays the first answer. Other writes are answered 503 instead:
 * a connection lost during COMMIT leaves unknown whether the first attempt took effect.
 */
export const isSafeToRepeat = (method: string, idempotencyKey: string | null): boolean =>
  method === 'GET' || idempotencyKey !== null;
