import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createJobQueues } from '../jobs/create-queues';

/** Applies the committed drizzle-kit migrations and installs the job queues; safe at every start-up. */
export async function migrateDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  } finally {
    await sql.end({ timeout: 5 });
  }
  await createJobQueues(url);
}
