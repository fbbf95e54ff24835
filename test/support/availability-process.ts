import { createInterface } from 'node:readline';
import { isDomainError } from '../../server/core/errors';
import { closeDb, db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { getAvailability } from '../../server/scheduling/get-availability';

/**
 * Another instance of the app for tests: each line of standard input asks, as JSON
 * `{ departmentUuid, date, time }`, whether availability offers that slot, answered through the
 * getAvailability use case on DATABASE_URL. It answers a line of JSON: whether the slot is offered
 * and the statements it sent for it. It ends, closing its pool, when standard input ends.
 */
const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const asked = JSON.parse(line.slice(0, 1000)) as { departmentUuid: string; date: string; time: string };
  const before = statementsSent();
  try {
    const result = await getAvailability(
      { requestId: 'availability-process', principal: null, tenants: [], db: db(), idempotencyKey: null },
      {
        params: { dealerDepartmentUUID: asked.departmentUuid },
        query: { fetchAvailability: 'true' },
        body: { dates: [asked.date] },
      },
    );
    const offered = result.availability.some((day) =>
      day.slots.some((slot) => slot.startTime === `${asked.time}:00` && slot.available),
    );
    answer({ ok: true, offered, statements: statementsSent() - before });
  } catch (error) {
    answer({ ok: false, code: isDomainError(error) ? error.code : String(error) });
  }
}
await closeDb();
