import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client';
import { insertJobRow } from './job-records';
import { jobSender } from './job-sender';
import type { QueueName } from './queues';

export async function enqueue(
  tx: Tx,
  queue: QueueName,
  data: Record<string, unknown>,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  // Through the caller's connection, so the job commits with the state change or not at all.
  return jobSender().send(queue, data, {
    ...options,
    db: { executeSql: (text: string, values: unknown[]) => insertJobRow(tx, text, values) },
  });
}
