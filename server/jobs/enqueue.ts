import type PgBoss from 'pg-boss';
import type postgres from 'postgres';
import type { Tx } from '../db/client';
import { driverClientOf } from '../db/driver-client';
import { jobSender } from './job-sender';
import type { QueueName } from './queues';

/** pg-boss passes parameters as node-postgres would take them: objects become JSON text. */
const asParameter = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value))
    return JSON.stringify(value);
  return value;
};

export async function enqueue(
  tx: Tx,
  queue: QueueName,
  data: Record<string, unknown>,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  // Through the caller's connection, so the job commits with the state change or not at all.
  const client = driverClientOf(tx);
  return jobSender().send(queue, data, {
    ...options,
    db: {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: await client.unsafe(text, values.map(asParameter) as postgres.ParameterOrJSON<never>[]),
      }),
    },
  });
}
