import { isDomainError } from '../../server/core/errors';
import { db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { getAvailability } from '../../server/scheduling/get-availability';
import { answerEachLine } from './answer-each-line';

/**
 * Another instance of the app for tests: each line of standard input asks, as JSON
 * `{ departmentUuid, date, time }`, whether availability offers that slot, answered through the
 * getAvailability use case on DATABASE_URL: whether the slot is offered and the statements it sent
 * for it.
 */
await answerEachLine(async (line) => {
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
    return { ok: true, offered, statements: statementsSent() - before };
  } catch (error) {
    return { ok: false, code: isDomainError(error) ? error.code : String(error) };
  }
});
